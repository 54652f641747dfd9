// Real-time events over socket.io. A handshake is admitted only from an allowed page origin (see
// allowed-origins.ts) with a live seri_access cookie; its socket joins the rooms user:<id>,
// role:<manager|client|dealer> and session:<id>, and lives no longer than that session: a revoked
// session's sockets are disconnected at once, an expired one's by a check every SESSION_CHECK_MS, which
// also disconnects the sockets of a user whose role changed (they would hear the old role's events).
// Route handlers call notifyUsers/notifyRole, passing the X-Socket-Id of the request so the socket
// that caused an event does not get it back.
import type http from 'node:http';
import type { Request } from 'express';
import { Server, type Socket } from 'socket.io';
import type { SocketEvent, SocketPayloads as Payloads } from '../../schemas/api/notifications';
import { ACCESS_COOKIE, parseCookies } from './auth/cookies';
import type { SessionStore } from './auth/sessions';
import type { Db } from './db/open';
import { originAllowed, type AllowedOrigins } from './http/allowed-origins';
import { portalRole, type PortalRole } from '../../schemas/api/roles';

const SOCKET_PATH = '/socket.io';
const SESSION_CHECK_MS = 60_000;
/**
 * The largest message a client may send: the server takes no events, only the handshake's auth
 * ({user_id, user_role, url}), so a bigger one is a script and its socket is dropped (socket.io's 1 MB
 * default let anyone make the server read megabytes for nothing).
 */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
/** Sockets one user may hold at once (a tab each): more is a script, and each costs memory. */
export const MAX_SOCKETS_PER_USER = 30;

interface EmitOptions {
  /** the originating socket (X-Socket-Id), which does not get its own event; anything else is ignored */
  readonly exceptSocketId?: string;
}

export interface Realtime {
  attach(server: http.Server): void;
  notifyUsers<E extends SocketEvent>(userIds: readonly number[], event: E, payload: Payloads[E], options?: EmitOptions): void;
  notifyRole<E extends SocketEvent>(role: PortalRole, event: E, payload: Payloads[E], options?: EmitOptions): void;
  /** sockets connected now */
  socketCount(): number;
  close(): Promise<void>;
}

/** The X-Socket-Id header of a mutation; empty when the client was not connected. */
export function originSocketId(req: Request): string | undefined {
  const header = req.get('x-socket-id')?.trim();
  return header ? header : undefined;
}

const userRoom = (userId: number) => `user:${userId}`;
const roleRoom = (role: PortalRole) => `role:${role}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

export interface RealtimeOptions {
  /** page origins that may open a socket (undefined: the handshake's own host) */
  readonly allowedOrigins?: AllowedOrigins;
  /** how often the sockets' sessions are checked for expiry, and their users for a role change */
  readonly sessionCheckMs?: number;
}

export function createRealtime(
  db: Db,
  sessions: SessionStore,
  now: () => Date,
  { allowedOrigins, sessionCheckMs = SESSION_CHECK_MS }: RealtimeOptions = {},
): Realtime {
  const userQuery = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  let io: Server | undefined;
  let sessionCheck: NodeJS.Timeout | undefined;

  sessions.onEnded((sessionIds) => io?.in(sessionIds.map(sessionRoom)).disconnectSockets(true));

  const roleOf = (userId: number): PortalRole | undefined => {
    const user = userQuery.get(userId) as { roleId: number; userType: number } | undefined;
    return user && portalRole(user);
  };

  /** Its role room was its user's role at the handshake: a user whose role changed since reconnects into the new one. */
  const disconnectStale = (): void => {
    for (const socket of io?.sockets.sockets.values() ?? []) {
      const live = sessions.isLive(socket.data.sessionId as number, now().getTime());
      if (!live || roleOf(socket.data.userId as number) !== socket.data.role) socket.disconnect(true);
    }
  };

  const admit = (socket: Socket, next: (error?: Error) => void): void => {
    const token = parseCookies(socket.handshake.headers.cookie).get(ACCESS_COOKIE);
    const session = token ? sessions.byAccessToken(token, now().getTime()) : undefined;
    const role = session ? roleOf(session.userId) : undefined;
    if (!session || !role) {
      next(new Error('Unauthorized'));
      return;
    }
    if ((io?.sockets.adapter.rooms.get(userRoom(session.userId))?.size ?? 0) >= MAX_SOCKETS_PER_USER) {
      next(new Error('Too many connections'));
      return;
    }
    socket.data.userId = session.userId;
    socket.data.sessionId = session.sessionId;
    socket.data.role = role;
    void socket.join([userRoom(session.userId), roleRoom(role), sessionRoom(session.sessionId)]);
    next();
  };

  const emit = (rooms: string[], event: SocketEvent, payload: unknown, options: EmitOptions = {}): void => {
    if (!io) return;
    // X-Socket-Id is the caller's word and except() takes room names too: only a connected socket is
    // skipped, else a client naming role:manager would keep their bids and messages from the managers.
    const except = options.exceptSocketId;
    const target = except && io.sockets.sockets.has(except) ? io.to(rooms).except(except) : io.to(rooms);
    target.emit(event, payload);
  };

  return {
    attach(server) {
      if (io) throw new Error('the socket server is already attached');
      io = new Server(server, {
        path: SOCKET_PATH,
        // no polling: a polling socket's id alone reads its events, and the portal's client never polls
        transports: ['websocket'],
        serveClient: false,
        maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
        allowRequest: (req, callback) => {
          const allowed = originAllowed(req, allowedOrigins);
          callback(allowed ? null : 'Forbidden origin', allowed);
        },
      });
      io.use(admit);
      sessionCheck = setInterval(disconnectStale, sessionCheckMs).unref();
    },
    notifyUsers(userIds, event, payload, options) {
      if (userIds.length > 0) emit(userIds.map(userRoom), event, payload, options);
    },
    notifyRole(role, event, payload, options) {
      emit([roleRoom(role)], event, payload, options);
    },
    socketCount: () => io?.engine.clientsCount ?? 0,
    async close() {
      clearInterval(sessionCheck);
      if (!io) return;
      // Not io.close(): that would also close the HTTP server, which belongs to the caller.
      io.disconnectSockets(true);
      io.engine.close();
      io = undefined;
    },
  };
}
