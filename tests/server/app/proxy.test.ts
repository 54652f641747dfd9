// API_URL mode against fake backends on port 0: a small HTTP server with socket.io, a closed port,
// and a port that never completes a TCP connection.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Server as SocketIoServer } from 'socket.io';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_GATEWAY_MESSAGE, GATEWAY_TIMEOUT_MESSAGE } from '../../../server/proxy';
import { startPortal, type RunningPortal } from './portal-fixture';

interface Backend {
  origin: string;
  connections: number;
  stop(): Promise<void>;
}

/** A stand-in company backend: echoes what it received, sets cookies, answers slowly or never on demand, and runs socket.io. */
async function startBackend(): Promise<Backend> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://backend');
    const json = (body: unknown, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/v1/echo') {
      json({ url: req.url, headers: req.headers });
    } else if (url.pathname === '/api/v1/echo-body') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () =>
        json({ method: req.method, body: Buffer.concat(chunks).toString('utf8'), encoding: req.headers['transfer-encoding'] ?? null }),
      );
    } else if (url.pathname === '/api/v1/auth') {
      json(
        { success: true },
        {
          'Set-Cookie': [
            'seri_access=token-a; Path=/; HttpOnly; SameSite=Lax; Domain=backend.example',
            'seri_refresh=token-r; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
          ],
        },
      );
    } else if (url.pathname === '/api/v1/slow') {
      setTimeout(() => json({ success: true }), Number(url.searchParams.get('ms')));
    } else if (url.pathname === '/api/v1/cors') {
      const corsHeaders = {
        'Access-Control-Allow-Origin': req.headers.origin ?? '*',
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
        'Access-Control-Allow-Headers': 'Content-Type',
      };
      if (req.method === 'OPTIONS') res.writeHead(204, corsHeaders).end();
      else json({ success: true }, corsHeaders);
    } else if (url.pathname === '/api/v1/cached') {
      json({ success: true }, { 'Cache-Control': 'public, max-age=60' });
    } else if (url.pathname === '/api/v1/kept') {
      json({ success: true }, { 'Cache-Control': 'max-age=300' });
    } else if (url.pathname === '/api/v1/frozen') {
      // never answers
    } else {
      res.writeHead(404).end();
    }
  });
  const backend = { origin: '', connections: 0, stop: async () => {} };
  server.on('connection', () => (backend.connections += 1));
  const sockets = new SocketIoServer(server, { path: '/socket.io' });
  sockets.on('connection', (socket) =>
    socket.emit('hello', {
      cookie: socket.handshake.headers.cookie ?? null,
      forwardedFor: socket.handshake.headers['x-forwarded-for'] ?? null,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.stop = () => new Promise<void>((resolve) => void sockets.close(() => resolve()));
  return backend;
}

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A port whose TCP handshakes never complete: a process that listens with a backlog of 1 and
 * never accepts (its event loop is blocked), with the backlog filled by two idle connections.
 */
async function unansweredPort(): Promise<{ port: number; stop(): void }> {
  const child: ChildProcess = spawn(process.execPath, [
    '-e',
    `const server = require('node:net').createServer();
     server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
       process.stdout.write(server.address().port + '\\n', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60000));
     });`,
  ]);
  const port = await new Promise<number>((resolve) => child.stdout?.once('data', (data) => resolve(Number(String(data).trim()))));
  const fillers = [net.connect(port, '127.0.0.1'), net.connect(port, '127.0.0.1')];
  await Promise.all(fillers.map((socket) => new Promise((resolve) => socket.once('connect', resolve))));
  return {
    port,
    stop() {
      for (const socket of fillers) socket.destroy();
      child.kill();
    },
  };
}

/** A request on a fresh client connection that asks for it to be closed afterwards. */
function getWithConnectionClose(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { Connection: 'close' } }, (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      })
      .once('error', reject);
  });
}

describe('with a reachable backend', () => {
  let backend: Backend;
  let portal: RunningPortal;

  beforeAll(async () => {
    backend = await startBackend();
    portal = await startPortal({ apiUrl: backend.origin, proxyConnectTimeoutMs: 300 });
  });
  afterAll(async () => {
    await portal.stop();
    await backend.stop();
  });

  it('forwards API calls with their path, query and cookies, and X-Forwarded-* headers', async () => {
    const res = await fetch(`${portal.origin}/api/v1/echo?lot=12`, { headers: { Cookie: 'seri_access=token-a' } });
    expect(res.status).toBe(200);
    const { url, headers } = (await res.json()) as { url: string; headers: Record<string, string> };
    expect(url).toBe('/api/v1/echo?lot=12');
    expect(headers.cookie).toBe('seri_access=token-a');
    expect(headers.host).toBe(new URL(backend.origin).host);
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${portal.port}`);
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it("forwards the client's address as the portal sees it, not the X-Forwarded-* the client wrote", async () => {
    const res = await fetch(`${portal.origin}/api/v1/echo`, {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https', 'X-Forwarded-Port': '443', Forwarded: 'for=203.0.113.9' },
    });
    const { headers } = (await res.json()) as { headers: Record<string, string | undefined> };
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it('forwards request bodies, sized or chunked, and the method', async () => {
    const sized = await fetch(`${portal.origin}/api/v1/echo-body`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"bidId":7}',
    });
    expect(await sized.json()).toEqual({ method: 'PUT', body: '{"bidId":7}', encoding: null });
    const parts = ['{"comment":', '"two parts"}'];
    const chunked = await new Promise<unknown>((resolve, reject) => {
      const req = http.request(
        `${portal.origin}/api/v1/echo-body`,
        { method: 'POST', headers: { 'Content-Type': 'application/json' } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
        },
      );
      req.on('error', reject);
      req.write(parts[0]);
      req.end(parts[1]);
    });
    expect(chunked).toEqual({ method: 'POST', body: parts.join(''), encoding: 'chunked' });
  });

  it("marks the backend's answers no-store unless it chose a Cache-Control itself", async () => {
    expect((await fetch(`${portal.origin}/api/v1/echo`)).headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${portal.origin}/api/v1/cached`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('keeps an answer to a call with a session out of shared caches unless the backend said it is public', async () => {
    const withSession = { headers: { Cookie: 'seri_access=a' } };
    expect((await fetch(`${portal.origin}/api/v1/kept`, withSession)).headers.get('cache-control')).toBe('private, max-age=300');
    expect((await fetch(`${portal.origin}/api/v1/kept`, { headers: { Authorization: 'Bearer a' } })).headers.get('cache-control')).toBe(
      'private, max-age=300',
    );
    expect((await fetch(`${portal.origin}/api/v1/kept`)).headers.get('cache-control')).toBe('max-age=300');
    expect((await fetch(`${portal.origin}/api/v1/cached`, withSession)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it("drops the backend's CORS headers: the portal's origin answers no other origin, whose pages would read a user's answers", async () => {
    const origin = { Origin: 'https://www.company.example' };
    const read = await fetch(`${portal.origin}/api/v1/cors`, { headers: origin });
    expect(read.status).toBe(200);
    const preflight = await fetch(`${portal.origin}/api/v1/cors`, {
      method: 'OPTIONS',
      headers: { ...origin, 'Access-Control-Request-Method': 'PUT' },
    });
    for (const res of [read, preflight]) expect([...res.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });

  it("passes the backend's cookies to the browser, bound to the portal host", async () => {
    const res = await fetch(`${portal.origin}/api/v1/auth`, { method: 'POST' });
    expect(res.headers.getSetCookie()).toEqual([
      'seri_access=token-a; Path=/; HttpOnly; SameSite=Lax',
      'seri_refresh=token-r; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
    ]);
  });

  it('reuses its connections to the backend', async () => {
    await fetch(`${portal.origin}/api/v1/echo`); // opens the pooled connection
    const before = backend.connections;
    for (let i = 0; i < 5; i += 1) expect(await getWithConnectionClose(`${portal.origin}/api/v1/echo`)).toBe(200);
    expect(backend.connections).toBe(before);
  });

  it('limits only the connect: a slow answer still arrives', async () => {
    const res = await fetch(`${portal.origin}/api/v1/slow?ms=800`);
    expect(res.status).toBe(200);
  });

  it('proxies socket.io websocket upgrades, cookies included', async () => {
    const socket = connectSocket(portal.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Cookie: 'seri_access=token-a', 'X-Forwarded-For': '203.0.113.9' },
      reconnection: false,
    });
    try {
      const hello = await new Promise<{ cookie: string | null; forwardedFor: string | null }>((resolve, reject) => {
        socket.once('hello', resolve);
        socket.once('connect_error', reject);
      });
      expect(hello).toEqual({ cookie: 'seri_access=token-a', forwardedFor: '127.0.0.1' });
    } finally {
      socket.close();
    }
  });

  it('refuses upgrades on other paths', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const req = http.get(`${portal.origin}/car-auctions`, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.once('upgrade', () => resolve('upgraded'));
      req.once('response', () => resolve('answered'));
      req.once('error', () => resolve('closed'));
    });
    expect(outcome).toBe('closed');
  });
});

describe('with a backend that closes a kept-alive connection as it is reused', () => {
  let backend: http.Server;
  let portal: RunningPortal;

  beforeAll(async () => {
    // Answers the first call of each connection; a later one finds the connection closed.
    const served = new WeakMap<object, number>();
    backend = http.createServer((req, res) => {
      const calls = (served.get(req.socket) ?? 0) + 1;
      served.set(req.socket, calls);
      if (calls > 1) req.socket.destroy();
      else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    portal = await startPortal({ apiUrl: `http://127.0.0.1:${(backend.address() as AddressInfo).port}`, logError: () => {} });
  });
  afterAll(async () => {
    await portal.stop();
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
  });

  it('sends a read again on a new connection, but not a write', async () => {
    expect((await fetch(`${portal.origin}/api/v1/site/get-language`)).status).toBe(200);
    expect((await fetch(`${portal.origin}/api/v1/site/get-language`)).status).toBe(200);
    const write = await fetch(`${portal.origin}/api/v1/favorite/add`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"carId":1}',
    });
    expect(write.status).toBe(502);
    expect(await write.json()).toEqual({ success: false, message: BAD_GATEWAY_MESSAGE });
  });
});

describe('with a client that leaves before the answer', () => {
  let backend: Backend;
  let portal: RunningPortal;
  const errors: string[] = [];

  beforeAll(async () => {
    backend = await startBackend();
    portal = await startPortal({ apiUrl: backend.origin, logError: (message) => errors.push(message) });
  });
  afterAll(async () => {
    await portal.stop();
    await backend.stop();
  });

  // a browser leaving a page drops its calls: the proxy lets the backend's go, and that is no error
  it('drops the call to the backend without logging an error, and keeps serving', async () => {
    const gone = new AbortController();
    const call = fetch(`${portal.origin}/api/v1/slow?ms=400`, { signal: gone.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    gone.abort();
    await expect(call).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(errors).toEqual([]);
    expect((await fetch(`${portal.origin}/api/v1/echo`)).status).toBe(200);
  });
});

describe('with a backend that does not answer (PROXY_TIMEOUT_MS)', () => {
  let backend: Backend;
  let portal: RunningPortal;

  beforeAll(async () => {
    backend = await startBackend();
    portal = await startPortal({ apiUrl: backend.origin, proxyTimeoutMs: 300, logError: () => {} });
  });
  afterAll(async () => {
    await portal.stop();
    await backend.stop();
  });

  it('answers 504 JSON when the answer does not start in time, and keeps serving', async () => {
    const res = await fetch(`${portal.origin}/api/v1/frozen`);
    expect(res.status).toBe(504);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ success: false, message: GATEWAY_TIMEOUT_MESSAGE });
    expect((await fetch(`${portal.origin}/api/v1/echo`)).status).toBe(200);
  });
});

describe('with a closed backend port', () => {
  let portal: RunningPortal;
  const errors: string[] = [];

  beforeAll(async () => {
    portal = await startPortal({ apiUrl: `http://127.0.0.1:${await closedPort()}`, logError: (message) => errors.push(message) });
  });
  afterAll(() => portal.stop());

  it('answers 502 JSON at once, and keeps serving', async () => {
    const started = Date.now();
    const res = await fetch(`${portal.origin}/api/v1/user/view-profile`);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ success: false, message: BAD_GATEWAY_MESSAGE });
    expect((await fetch(`${portal.origin}/car-auctions`)).status).toBe(200);
  });

  it('closes a socket.io client quickly, logging the failure without the secrets of its URL', async () => {
    const started = Date.now();
    const socket = connectSocket(portal.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      query: { sid: 'a-socket-id-secret' },
    });
    await new Promise((resolve) => socket.once('connect_error', resolve));
    socket.close();
    expect(Date.now() - started).toBeLessThan(2000);
    const logged = errors.filter((message) => message.startsWith('proxy upgrade'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('sid=[redacted]');
  });
});

describe('with a backend that never completes a connection', () => {
  let blackhole: Awaited<ReturnType<typeof unansweredPort>>;
  let portal: RunningPortal;

  beforeAll(async () => {
    blackhole = await unansweredPort();
    portal = await startPortal({ apiUrl: `http://127.0.0.1:${blackhole.port}`, logError: () => {} });
  });
  afterAll(async () => {
    await portal.stop();
    blackhole.stop();
  });

  it('gives up connecting after about 2 s with 502 JSON', async () => {
    const started = Date.now();
    const res = await fetch(`${portal.origin}/api/v1/user/view-profile`);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(502);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
    expect(elapsed).toBeGreaterThanOrEqual(1900);
    expect(elapsed).toBeLessThan(2500);
  });

  it('closes a websocket upgrade it cannot connect', async () => {
    const socket = connectSocket(portal.origin, { path: '/socket.io', transports: ['websocket'], reconnection: false });
    const started = Date.now();
    await new Promise((resolve) => socket.once('connect_error', resolve));
    socket.close();
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
