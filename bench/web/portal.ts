// The portal the web bench measures: built and started from a checkout (this one, or --root) on a
// fresh in-memory database, on a free loopback port; the demo accounts' session cookies.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface Portal {
  origin: string;
  stop(): Promise<void>;
}

/** Runs `node build.mjs` in `root` and fails when the build does. */
export async function buildBundle(root: string): Promise<void> {
  const child = spawn(process.execPath, ['build.mjs'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await exited(child);
  if (code !== 0) throw new Error(`node build.mjs in ${root} exited with ${code}`);
}

export async function startPortal(root: string, lots: number): Promise<Portal> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'index.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DB_PATH: ':memory:', SEED_LOTS: String(lots), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await exited(child);
  };
  try {
    await waitUntilReady(`${origin}/readyz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/** The cookies `POST /api/v1/auth` sets for a demo account, as name/value pairs. */
export async function signIn(origin: string, email: string, password: string): Promise<{ name: string; value: string }[]> {
  const res = await fetch(`${origin}/api/v1/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`Signing in as ${email} answered ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited with ${child.exitCode} before it was ready`);
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
