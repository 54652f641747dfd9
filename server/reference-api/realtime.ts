// Real-time events over socket.io. A socket is admitted only with a live seri_access cookie and joins
// the rooms user:<id> and role:<manager|client|dealer>. Route handlers call notifyUsers/notifyRole,
// passing the X-Socket-Id of the request so the socket that caused an event does not get it back.
import type http from 'node:http';
import type { Request } from 'express';
import { Server, type Socket } from 'socket.io';
import type { SocketEvent, SocketPayloads as Payloads } from '../../schemas/api/notifications';
import { ACCESS_COOKIE, parseCookies } from './auth/cookies';
import type { SessionStore } from './auth/sessions';
import type { Db } from './db/open';
import { portalRole, type PortalRole } from '../../schemas/api/roles';

export const SOCKET_PATH = '/socket.io';

export interface EmitOptions {
  /** the originating socket (X-Socket-Id), which does not get its own event */
  readonly exceptSocketId?: string;
}

export interface Realtime {
  attach(server: http.Server): void;
  notifyUsers<E extends SocketEvent>(userIds: readonly number[], event: E, payload: Payloads[E], options?: EmitOptions): void;
  notifyRole<E extends SocketEvent>(role: PortalRole, event: E, payload: Payloads[E], options?: EmitOptions): void;
  close(): Promise<void>;
}

/** The X-Socket-Id header of a mutation; empty when the client was not connected. */
export function originSocketId(req: Request): string | undefined {
  const header = req.get('x-socket-id')?.trim();
  return header ? header : undefined;
}

export const userRoom = (userId: number) => `user:${userId}`;
export const roleRoom = (role: PortalRole) => `role:${role}`;

export function createRealtime(db: Db, sessions: SessionStore, now: () => Date): Realtime {
  const userQuery = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  let io: Server | undefined;

  const admit = (socket: Socket, next: (error?: Error) => void): void => {
    const token = parseCookies(socket.handshake.headers.cookie).get(ACCESS_COOKIE);
    const session = token ? sessions.byAccessToken(token, now().getTime()) : undefined;
    const user = session ? (userQuery.get(session.userId) as { roleId: number; userType: number } | undefined) : undefined;
    if (!session || !user) {
      next(new Error('Unauthorized'));
      return;
    }
    socket.data.userId = session.userId;
    void socket.join([userRoom(session.userId), roleRoom(portalRole(user))]);
    next();
  };

  const emit = (rooms: string[], event: SocketEvent, payload: unknown, options: EmitOptions = {}): void => {
    if (!io) return;
    const target = options.exceptSocketId ? io.to(rooms).except(options.exceptSocketId) : io.to(rooms);
    target.emit(event, payload);
  };

  return {
    attach(server) {
      if (io) throw new Error('the socket server is already attached');
      io = new Server(server, { path: SOCKET_PATH, transports: ['websocket', 'polling'], serveClient: false });
      io.use(admit);
    },
    notifyUsers(userIds, event, payload, options) {
      if (userIds.length > 0) emit(userIds.map(userRoom), event, payload, options);
    },
    notifyRole(role, event, payload, options) {
      emit([roleRoom(role)], event, payload, options);
    },
    async close() {
      if (!io) return;
      // Not io.close(): that would also close the HTTP server, which belongs to the caller.
      io.disconnectSockets(true);
      io.engine.close();
      io = undefined;
    },
  };
}
