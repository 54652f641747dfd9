// A socket lives no longer than its session (logout, password change or reset, a replayed refresh
// token, expiry), a new handshake checks the session again, and only pages of the portal's own origin
// (or ALLOWED_ORIGINS) may open one (docs/api.md "Socket").
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID, USER_TYPE } from '../../../schemas/api/roles';
import { MAX_SOCKETS_PER_USER, createRealtime } from '../../../server/reference-api/realtime';
import { SESSION_IDLE_SECONDS, createSessionStore } from '../../../server/reference-api/auth/sessions';
import { migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase } from '../../../server/reference-api/db/open';
import { allowedOriginsFromEnv } from '../../../server/reference-api/http/allowed-origins';
import { seedDatabase } from '../../../server/reference-api/seed/index';
import {
  DEMO,
  cookieHeader,
  disconnection,
  handshakeOutcome,
  login,
  loginCookie,
  socketClient,
  startServedApi,
  type ServedApi,
} from './helpers';

const SERVER_DISCONNECT = 'io server disconnect';

const sockets: Socket[] = [];
/** a socket with these handshake headers, closed after the test */
const client = (url: string, headers: Record<string, string>, transports?: Array<'websocket' | 'polling'>) => {
  const socket = socketClient(url, headers, transports);
  sockets.push(socket);
  return socket;
};
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe('sockets end with their session', () => {
  let clock = new Date();
  let served: ServedApi;
  beforeAll(async () => {
    served = await startServedApi({ seed: 42, now: () => clock });
  });
  afterAll(() => served.close());

  it('logout disconnects the sockets of that session only, and its cookie opens no new one', async () => {
    const loggingOut = await loginCookie(served.server, 'client');
    const otherTab = await loginCookie(served.server, 'client');
    const socket = await served.openSocket(loggingOut);
    const other = await served.openSocket(otherTab);
    const ended = disconnection(socket);

    expect((await request(served.server).post('/api/v1/auth/logout').set('Cookie', loggingOut)).status).toBe(200);
    expect(await ended).toBe(SERVER_DISCONNECT);
    expect(other.connected).toBe(true);
    expect(await handshakeOutcome(client(served.url, { cookie: loggingOut }))).toEqual({ connected: false, message: 'Unauthorized' });
  });

  it('a password change disconnects the other sessions’ sockets and keeps the caller’s', async () => {
    const caller = await loginCookie(served.server, 'dealer');
    const elsewhere = await served.openSocket(await loginCookie(served.server, 'dealer'));
    const own = await served.openSocket(caller);
    const ended = disconnection(elsewhere);

    const changed = await request(served.server)
      .post('/api/v1/user/change-password')
      .set('Cookie', caller)
      .send({ oldPassword: DEMO.dealer.password, newPassword: 'dealer456', confirmNewPassword: 'dealer456' });
    expect(changed.status).toBe(200);
    expect(await ended).toBe(SERVER_DISCONNECT);
    expect(own.connected).toBe(true);
  });

  it('a password reset disconnects every socket of the account', async () => {
    const socket = await served.openSocket(await loginCookie(served.server, 'restricted'));
    const ended = disconnection(socket);
    expect((await request(served.server).get('/api/v1/auth/reset-password').query({ email: DEMO.restricted.email })).status).toBe(200);
    const links = JSON.parse(
      served.db.prepare('SELECT links FROM outbox WHERE recipient = ? ORDER BY id DESC').pluck().get(DEMO.restricted.email) as string,
    ) as string[];
    const token = new URL(links[0] ?? '').searchParams.get('token') ?? '';

    const reset = await request(served.server)
      .post('/api/v1/auth/reset-password-verify')
      .query({ token })
      .send({ newPassword: 'restricted456', confirmPassword: 'restricted456' });
    expect(reset.status).toBe(200);
    expect(await ended).toBe(SERVER_DISCONNECT);
  });

  it('a replayed refresh token disconnects the sockets of its session', async () => {
    const first = await login(served.server, 'manager');
    const socket = await served.openSocket(cookieHeader(first));
    const ended = disconnection(socket);
    expect((await request(served.server).get('/api/v1/auth/update').set('Cookie', cookieHeader(first))).status).toBe(200);

    clock = new Date(clock.getTime() + 60_000);
    expect((await request(served.server).get('/api/v1/auth/update').set('Cookie', cookieHeader(first))).status).toBe(401);
    expect(await ended).toBe(SERVER_DISCONNECT);
  });
});

describe('sockets of an expired session', () => {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db, { carAuctionLots: 100, seed: 9, now: new Date() });
  const sessions = createSessionStore(db, 900);
  let clock = Date.now();
  const realtime = createRealtime(db, sessions, () => new Date(clock), { sessionCheckMs: 20 });
  const server = http.createServer();
  let url: string;
  const idOf = (email: string) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
  const cookieAt = (atMs: number) => `seri_access=${sessions.create(idOf(DEMO.client.email), atMs).accessToken}`;

  beforeAll(async () => {
    realtime.attach(server);
    url = await new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
    );
  });
  afterAll(async () => {
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    db.close();
  });

  it('are disconnected once the session has been idle too long; a live session’s stay', async () => {
    const idleMs = SESSION_IDLE_SECONDS * 1000;
    const expiring = client(url, { cookie: cookieAt(clock) });
    const live = client(url, { cookie: cookieAt(clock + idleMs - 60_000) });
    expect(await handshakeOutcome(expiring)).toEqual({ connected: true });
    expect(await handshakeOutcome(live)).toEqual({ connected: true });
    const ended = disconnection(expiring);

    clock += idleMs + 1000;
    expect(await ended).toBe(SERVER_DISCONNECT);
    expect(live.connected).toBe(true);
  });

  it(`are refused beyond ${MAX_SOCKETS_PER_USER} for one user, whatever the sessions; a closed one makes room`, async () => {
    const open = await Promise.all(
      Array.from({ length: MAX_SOCKETS_PER_USER }, async (_, n) => {
        const socket = client(url, { cookie: cookieAt(clock + n) });
        expect(await handshakeOutcome(socket)).toEqual({ connected: true });
        return socket;
      }),
    );
    expect(await handshakeOutcome(client(url, { cookie: cookieAt(clock) }))).toEqual({ connected: false, message: 'Too many connections' });
    const ended = disconnection(open[0]!);
    open[0]!.close();
    await ended;
    await expect.poll(async () => handshakeOutcome(client(url, { cookie: cookieAt(clock) }))).toEqual({ connected: true });
    for (const socket of open) socket.close();
  });

  it('are disconnected at the next check once their account is disabled', async () => {
    const socket = client(url, { cookie: cookieAt(clock) });
    expect(await handshakeOutcome(socket)).toEqual({ connected: true });
    const ended = disconnection(socket);
    const setRole = db.prepare('UPDATE users SET role_id = ? WHERE email = ?');
    const role = db.prepare('SELECT role_id FROM users WHERE email = ?').pluck().get(DEMO.client.email) as number;
    setRole.run(ROLE_ID.disabled, DEMO.client.email);
    try {
      expect(await ended).toBe(SERVER_DISCONNECT);
    } finally {
      setRole.run(role, DEMO.client.email);
    }
  });

  it('are disconnected at the next check once their user’s role changed: a former manager hears no more of every client', async () => {
    const manager = client(url, { cookie: `seri_access=${sessions.create(idOf(DEMO.manager.email), clock).accessToken}` });
    expect(await handshakeOutcome(manager)).toEqual({ connected: true });
    const ended = disconnection(manager);
    const setRole = db.prepare('UPDATE users SET role_id = ?, user_type = ? WHERE email = ?');
    setRole.run(ROLE_ID.client, USER_TYPE.client, DEMO.manager.email);
    try {
      expect(await ended).toBe(SERVER_DISCONNECT);
    } finally {
      setRole.run(ROLE_ID.manager, USER_TYPE.manager, DEMO.manager.email);
    }
  });
});

describe('socket origins', () => {
  let served: ServedApi;
  let cookie: string;
  beforeAll(async () => {
    served = await startServedApi({ seed: 42 });
    cookie = await loginCookie(served.server, 'manager');
  });
  afterAll(() => served.close());

  it('admits the page’s own origin, and a handshake without Origin (not from a page)', async () => {
    expect(await handshakeOutcome(client(served.url, { cookie, origin: served.url }))).toEqual({ connected: true });
    expect(await handshakeOutcome(client(served.url, { cookie }))).toEqual({ connected: true });
  });

  it('refuses a page of another origin on the same site, with the session cookie', async () => {
    const sameSite = `http://127.0.0.1:${Number(new URL(served.url).port) + 1}`;
    for (const origin of [sameSite, 'http://localhost', 'null']) {
      expect(await handshakeOutcome(client(served.url, { cookie, origin }))).toMatchObject({ connected: false });
    }
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('reads comma-separated origins, and names every entry that is not one', () => {
    expect(allowedOriginsFromEnv({})).toBeUndefined();
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: ' ' })).toBeUndefined();
    expect(allowedOriginsFromEnv({ ALLOWED_ORIGINS: ' https://Portal.Example.com/ , http://localhost:8080' })).toEqual([
      'https://portal.example.com',
      'http://localhost:8080',
    ]);
    expect(() =>
      allowedOriginsFromEnv({ ALLOWED_ORIGINS: 'https://ok.example, portal.example.com, https://a.example/path, ftp://b.example' }),
    ).toThrow(/"portal.example.com", "https:\/\/a.example\/path", "ftp:\/\/b.example"$/);
  });

  it('replaces the own-origin rule: only the listed pages may open a socket', async () => {
    const portal = 'https://portal.example.com';
    const served = await startServedApi({ seed: 42, allowedOrigins: allowedOriginsFromEnv({ ALLOWED_ORIGINS: portal }) });
    try {
      const cookie = await loginCookie(served.server, 'client');
      expect(await handshakeOutcome(client(served.url, { cookie, origin: portal }))).toEqual({ connected: true });
      expect(await handshakeOutcome(client(served.url, { cookie, origin: served.url }))).toMatchObject({ connected: false });
    } finally {
      await served.close();
    }
  });
});
