// What the API benches share: a seeded database (kept in a file with --db), the reference API on a
// real HTTP server on a free loopback port, and a client that signs in and asks as a browser tab does
// (one kept-alive connection); or a server of the repository in a process of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from '../server/reference-api/index';
import { DEFAULT_SEED } from '../server/reference-api/seed/index';
import { API_BASE } from '../server/reference-api/images/urls';

/** A whole-number command-line option (`--name`) of at least `min`. */
export function wholeOption(options: Readonly<Record<string, string | boolean | undefined>>, name: string, min: number): number {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`--${name} must be a whole number of at least ${min}, got ${String(options[name])}`);
  return value;
}

export interface BenchDatabase {
  readonly path: string;
  /** removes a temporary database; a --db file stays */
  remove(): void;
}

/** The database file: --db as given (seeded when missing), else a temporary one seeded with `lots`. */
export async function benchDatabase(lots: number, file: string | undefined): Promise<BenchDatabase> {
  const dir = file ? undefined : mkdtempSync(join(tmpdir(), 'seri-bench-'));
  const path = file ?? join(dir as string, 'bench.sqlite');
  if (!existsSync(path)) {
    console.log(`Seeding ${lots} car-auction lots (others in proportion) into ${path} …`);
    const started = performance.now();
    const api = createReferenceApi({ dbPath: path, seedLots: lots, seed: DEFAULT_SEED });
    console.log(`Database ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await api.close();
  }
  return { path, remove: () => dir && rmSync(dir, { recursive: true, force: true }) };
}

export interface Answer {
  readonly status: number;
  readonly body: unknown;
}

export interface BenchApi {
  readonly api: ReferenceApi;
  /** GET under /api/v1 on the client's one kept-alive connection */
  get(path: string, cookie?: string): Promise<Answer>;
  /** GET under /api/v1 on a connection of its own (a second user meanwhile) */
  getAside(path: string, cookie?: string): Promise<Answer>;
  /** the cookie of the demo client */
  signIn(): Promise<string>;
  close(): Promise<void>;
}

function getWith(agent: http.Agent, base: string) {
  return (path: string, cookie?: string): Promise<Answer> =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${path}`, { agent, headers: cookie ? { Cookie: cookie } : {} }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }),
          );
        })
        .on('error', reject);
    });
}

/** The reference API on an existing database, served over HTTP. */
export async function serveBenchApi(dbPath: string, options: Partial<ReferenceApiOptions> = {}): Promise<BenchApi> {
  const api = createReferenceApi({ dbPath, ...options });
  const app = express();
  app.use(API_BASE, api.router);
  const server = http.createServer(app);
  // An API stalled for seconds must not find its clients' idle connections closed when it wakes.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE}`;
  // One kept-alive connection, as a browser tab has; the other stands for a second tab.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const aside = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    api,
    get: getWith(agent, base),
    getAside: getWith(aside, base),
    async signIn() {
      const res = await fetch(`${base}/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'client@seri.example', password: 'client123' }),
      });
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
      return res.headers
        .getSetCookie()
        .map((cookie) => cookie.split(';')[0])
        .join('; ');
    },
    async close() {
      agent.destroy();
      aside.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await api.close();
    },
  };
}

/** Milliseconds with one decimal, right-aligned. */
export const ms = (value: number | undefined, width = 8): string =>
  (value === undefined || Number.isNaN(value) ? '' : value.toFixed(1)).padStart(width);

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const answers = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });

/**
 * A server script of the repository (server/index.ts, server/reference-api/main.ts) as one node
 * process with tsx's loader, once its /readyz at `origin` answers 200. Its log lines go nowhere.
 */
export async function startChild(script: string, origin: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const loader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', loader, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  while (!(await answers(`${origin}/readyz`))) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child;
}

/** Stops a child started by startChild and waits for it to exit. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
