// Live updates (seed 000 §4 Socket, docs/api.md): one socket.io connection while authenticated.
// socket.io-client is loaded on first connect so the login page does not carry it.
import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS, type SocketEvent, type SocketPayloads } from '../../schemas/api/notifications';
import { SessionStatus, sessionStore } from '../stores/session';
import { socketConnected, socketDisconnected } from '../stores/socket';
import { refreshSession } from './client';

type SocketListener<E extends SocketEvent> = (payload: SocketPayloads[E]) => void;

/** A connection was made, the first or again after a drop: what came meanwhile was not heard. */
const CONNECTED = 'connected';
type Heard = SocketEvent | typeof CONNECTED;

/** Listeners of the server's events and of connects; they outlive connections, so a reconnect keeps them. */
const listeners = new Map<Heard, Set<(payload: never) => void>>();

/**
 * Events that came while nothing listened for them, handed to their first listener: the shell's
 * notification host mounts after the first screen, the connection once the page has loaded, in either order.
 */
const unheard = new Map<Heard, unknown[]>();
/** An event no one has heard yet is dropped beyond this many. */
const MAX_UNHEARD = 20;

/** Subscribes to a server event; returns the unsubscribe. */
export function onSocketEvent<E extends SocketEvent>(event: E, listener: SocketListener<E>): () => void {
  return listen(event, listener);
}

/** Subscribes to every connect: the first one (`again` false) and each after a drop; returns the unsubscribe. */
export function onSocketConnect(listener: (again: boolean) => void): () => void {
  return listen(CONNECTED, listener);
}

function listen(event: Heard, listener: (payload: never) => void): () => void {
  const set = listeners.get(event) ?? new Set();
  listeners.set(event, set);
  set.add(listener);
  const held = unheard.get(event);
  unheard.delete(event);
  held?.forEach((payload) => listener(payload as never));
  return () => set.delete(listener);
}

function dispatch(event: Heard, payload: unknown): void {
  const set = listeners.get(event);
  if (set?.size) set.forEach((listener) => listener(payload as never));
  else unheard.set(event, [...(unheard.get(event) ?? []), payload].slice(-MAX_UNHEARD));
}

export interface SocketUser {
  userId: number;
  roleId: number;
}

let socket: Socket | undefined;
/** The user a connection is wanted for; cleared by disconnect, so a late-loading client is dropped. */
let wantedFor: SocketUser | undefined;
/** The next try after the server refused a handshake, and how many came before it. */
let refusedRetry: ReturnType<typeof setTimeout> | undefined;
let refusals = 0;
const REFUSED_RETRY_MS = { first: 1000, max: 60_000 };

/**
 * socket.io retries a lost connection by itself, but not a handshake the server refused, nor a socket
 * the server ended. The handshake carries only the session cookie, whose access token lasts 15 minutes:
 * a connection dropped later (a restart, a deploy) was refused for good and live updates stayed off.
 * The session is renewed, then the socket asked again, waiting longer each time; a refused renewal ends
 * the session, and with it this.
 */
function retryRefused(connection: Socket): void {
  clearTimeout(refusedRetry);
  const wait = Math.min(REFUSED_RETRY_MS.first * 2 ** refusals, REFUSED_RETRY_MS.max);
  refusals += 1;
  refusedRetry = setTimeout(() => {
    void refreshSession()
      .catch(() => undefined)
      .then(() => {
        const signedIn = sessionStore.status === SessionStatus.authenticated;
        if (signedIn && socket === connection && !connection.connected) connection.connect();
      });
  }, wait);
}

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
  let again = false;
  connection.on('connect', () => {
    refusals = 0;
    socketConnected(connection.id ?? '');
    dispatch(CONNECTED, again);
    again = true;
  });
  connection.on('disconnect', (reason) => {
    socketDisconnected();
    // The server ended the socket: its session ended (a logout in another tab, a password change) or
    // the server is shutting down (a deploy). socket.io comes back from neither by itself: asking the
    // session again signs out a tab whose session ended and connects one whose session lives.
    if (reason === 'io server disconnect') retryRefused(connection);
  });
  connection.on('connect_error', () => {
    if (!connection.active) retryRefused(connection);
  });
  for (const event of SOCKET_EVENTS) {
    connection.on(event, (payload: unknown) => dispatch(event, payload));
  }
  socket = connection;
}

export function disconnectSocket(): void {
  clearTimeout(refusedRetry);
  refusals = 0;
  wantedFor = undefined;
  socket?.disconnect();
  socket = undefined;
  unheard.clear();
  socketDisconnected();
}
