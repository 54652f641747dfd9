// Live-updates connection state: the header shows it, the API client sends the id with mutations.
import { proxy } from 'valtio';

export const socketStore = proxy({ connected: false, id: '' });

export function socketConnected(id: string): void {
  socketStore.connected = true;
  socketStore.id = id;
}

export function socketDisconnected(): void {
  socketStore.connected = false;
  socketStore.id = '';
}
