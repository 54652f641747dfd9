// Stands in for socket.io-client (the network boundary): records connections and lets a test
// make the server accept or drop them.
type Handler = (...args: unknown[]) => void;

export interface FakeSocket {
  options: Record<string, unknown>;
  id: string | undefined;
  connected: boolean;
  /** the server accepted the handshake */
  serverConnect(id: string): void;
  /** the server sent an event */
  serverEmit(event: string, payload: unknown): void;
  on(event: string, handler: Handler): FakeSocket;
  disconnect(): FakeSocket;
}

export const sockets: FakeSocket[] = [];

export function io(options: Record<string, unknown>): FakeSocket {
  const handlers = new Map<string, Handler[]>();
  const emit = (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((handler) => handler(...args));
  const socket: FakeSocket = {
    options,
    id: undefined,
    connected: false,
    serverConnect(id) {
      socket.id = id;
      socket.connected = true;
      emit('connect');
    },
    serverEmit(event, payload) {
      emit(event, payload);
    },
    on(event, handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    disconnect() {
      if (socket.connected) {
        socket.connected = false;
        socket.id = undefined;
        emit('disconnect');
      }
      return socket;
    },
  };
  sockets.push(socket);
  return socket;
}
