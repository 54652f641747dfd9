// Test harness: the reference API on a small seeded database behind an express app, as the portal
// mounts it, plus schema checks of the answers.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { expect } from 'vitest';
import { createAjv } from '../../../schemas/ajv';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from '../../../server/reference-api/index';

export const DEMO = {
  client: { email: 'client@seri.example', password: 'client123' },
  manager: { email: 'manager@seri.example', password: 'manager123' },
  dealer: { email: 'dealer@seri.example', password: 'dealer123' },
  restricted: { email: 'restricted@seri.example', password: 'restricted123' },
  disabled: { email: 'disabled@seri.example', password: 'disabled123' },
} as const;

export type DemoRole = Exclude<keyof typeof DEMO, 'disabled'>;

export interface TestApi {
  readonly api: ReferenceApi;
  readonly app: express.Express;
}

export function startTestApi(options: Partial<ReferenceApiOptions> = {}): TestApi {
  const api = createReferenceApi({ dbPath: ':memory:', seedLots: 500, seed: 42, ...options });
  const app = express();
  app.use('/api/v1', api.router);
  return { api, app };
}

/** Runs `test` with the path of a database file in a temporary folder, removed afterwards: for what must outlive a restart. */
export async function withDatabaseFile(test: (dbPath: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'seri-db-'));
  try {
    await test(join(dir, 'seri.sqlite'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The reference API on a temporary seeded file behind a listening HTTP server with its socket, and a
 * read-only connection to look rows up: for the tests of what goes live. */
export interface ServedApi {
  readonly api: ReferenceApi;
  readonly server: http.Server;
  readonly url: string;
  readonly db: Database.Database;
  /** a websocket client with the cookie, once connected; close() closes it */
  openSocket(cookie: string): Promise<Socket>;
  close(): Promise<void>;
}

export async function startServedApi(options: Partial<ReferenceApiOptions> = {}): Promise<ServedApi> {
  const dir = mkdtempSync(join(tmpdir(), 'seri-api-'));
  const dbPath = join(dir, 'seri.sqlite');
  const api = createReferenceApi({ seedLots: 300, seed: 42, ...options, dbPath });
  const db = new Database(dbPath, { readonly: true });
  const app = express();
  app.use('/api/v1', api.router);
  if (api.devRouter) app.use('/dev', api.devRouter);
  const server = http.createServer(app);
  api.attachSocket(server);
  const url = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  const sockets: Socket[] = [];
  return {
    api,
    server,
    url,
    db,
    openSocket: (cookie) =>
      new Promise((resolve, reject) => {
        const socket = socketClient(url, { cookie });
        sockets.push(socket);
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
    async close() {
      for (const socket of sockets) socket.close();
      db.close();
      await api.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A socket.io client that does not reconnect, with these handshake headers (cookie, origin). */
export function socketClient(
  url: string,
  headers: Record<string, string> = {},
  transports: Array<'websocket' | 'polling'> = ['websocket'],
): Socket {
  return connect(url, {
    path: '/socket.io',
    transports,
    reconnection: false,
    forceNew: true,
    extraHeaders: headers,
    auth: { user_id: 1, user_role: 'manager', url: '/car-auctions' },
  });
}

export type HandshakeOutcome = { connected: true } | { connected: false; message: string };

/** How a socket's handshake ends: connected, or refused with the server's message. */
export function handshakeOutcome(socket: Socket): Promise<HandshakeOutcome> {
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ connected: true }));
    socket.once('connect_error', (error) => resolve({ connected: false, message: error.message }));
  });
}

/** The reason the socket is disconnected with, once it is. */
export function disconnection(socket: Socket): Promise<string> {
  return new Promise((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
}

/** The Set-Cookie headers of a response, by cookie name. */
export function setCookies(res: request.Response): Map<string, string> {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return new Map((header ?? []).map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** name=value pairs of the cookies a response set, ready for a Cookie header. */
export function cookieHeader(res: request.Response): string {
  return [...setCookies(res).values()].map((cookie) => cookie.split(';')[0]).join('; ');
}

/** An express app or a listening server, as supertest takes them. */
export type App = Parameters<typeof request>[0];

export async function login(app: App, role: keyof typeof DEMO): Promise<request.Response> {
  return request(app).post('/api/v1/auth').send(DEMO[role]);
}

export async function loginCookie(app: App, role: DemoRole): Promise<string> {
  const res = await login(app, role);
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

const ajv = createAjv({ allowUnionTypes: true });

/** Asserts a body matches a schema of schemas/api, naming every violation. */
export function expectSchema(schema: object, body: unknown): void {
  const validate = ajv.compile(schema);
  const valid = validate(body);
  expect(valid ? [] : validate.errors).toEqual([]);
}

/** Every failure is JSON: {success:false, message}. */
export function expectJsonError(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBeTruthy();
}
