// Live updates (seed 000 §4 Socket, docs/api.md): one socket.io connection while authenticated.
// socket.io-client is loaded on first connect so the login page does not carry it.
import type { Socket } from 'socket.io-client';
import { socketConnected, socketDisconnected } from '../stores/socket';

export interface SocketUser {
  userId: number;
  roleId: number;
}

let socket: Socket | undefined;
/** The user a connection is wanted for; cleared by disconnect, so a late-loading client is dropped. */
let wantedFor: SocketUser | undefined;

export async function connectSocket(user: SocketUser): Promise<void> {
  if (wantedFor?.userId === user.userId) return;
  disconnectSocket();
  wantedFor = user;
  const { io } = await import('socket.io-client');
  if (wantedFor !== user) return;
  const connection = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: { user_id: user.userId, user_role: user.roleId, url: window.location.origin },
  });
  connection.on('connect', () => socketConnected(connection.id ?? ''));
  connection.on('disconnect', socketDisconnected);
  socket = connection;
}

export function disconnectSocket(): void {
  wantedFor = undefined;
  socket?.disconnect();
  socket = undefined;
  socketDisconnected();
}
