// What the proxy (API_URL mode) does not carry: paths that leave /api/v1 or /socket.io once normalised,
// the client's claims about the way it came, and hop-by-hop headers either way, websocket upgrades included.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './portal-fixture';

/** A hop-by-hop header of the backend's own, named in its Connection header. */
const SECRET = 'X-Secret-Internal';

/** Echoes every call and upgrade (method, URL, headers), each with SECRET named in Connection; remembers the URLs. */
async function startEchoBackend() {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    res.writeHead(200, { 'Content-Type': 'application/json', Connection: `keep-alive, ${SECRET}`, [SECRET]: 's', 'X-Kept': 'k' });
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket) => {
    seen.push(req.url ?? '');
    const echo = JSON.stringify({ url: req.url, headers: req.headers });
    socket.end(
      req.url?.startsWith('/socket.io/refused')
        ? `HTTP/1.1 403 Forbidden\r\nConnection: close, ${SECRET}\r\n${SECRET}: s\r\nX-Kept: k\r\nContent-Length: 2\r\n\r\nno`
        : `HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade, ${SECRET}\r\nUpgrade: websocket\r\n${SECRET}: s\r\nX-Kept: k\r\n\r\n${echo}`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET with the path exactly as written (no URL normalisation) and the given headers. */
function get(portal: RunningPortal, path: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: portal.port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .once('error', reject);
  });
}

/** A raw websocket upgrade request on `path`: everything the portal sends back until it closes the connection. */
function rawUpgrade(portal: RunningPortal, path: string, headers: readonly string[] = []): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(portal.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.once('error', reject);
    const ownHost = !headers.some((line) => line.toLowerCase().startsWith('host:'));
    const lines = [
      `GET ${path} HTTP/1.1`,
      ...(ownHost ? [`Host: 127.0.0.1:${portal.port}`] : []),
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      ...headers,
    ];
    if (!headers.some((line) => line.toLowerCase().startsWith('connection:'))) lines.push('Connection: Upgrade');
    socket.write(`${[...lines, 'Upgrade: websocket'].join('\r\n')}\r\n\r\n`);
  });
}

/** The header block of a raw answer, its names lower-cased. */
const headerNames = (raw: string) =>
  (raw.split('\r\n\r\n')[0] ?? '')
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(':')[0]?.toLowerCase());

/** Headers a client may write and the backend must not see. */
const CLIENT_CLAIMS = {
  'X-Forwarded-Server': 'evil',
  'X-Forwarded-Prefix': '/evil',
  'X-Forwarded-Ssl': 'on',
  'X-Forwarded-Scheme': 'https',
  'X-Forwarded-Host': 'evil.example',
  'X-Real-IP': '6.6.6.6',
  'True-Client-IP': '6.6.6.6',
  'X-Client-IP': '6.6.6.6',
  'CF-Connecting-IP': '6.6.6.6',
  'Proxy-Authorization': 'Basic eA==',
  'X-Hop': 'v',
};
const CLAIM_NAMES = Object.keys(CLIENT_CLAIMS)
  .map((name) => name.toLowerCase())
  .filter((name) => name !== 'x-forwarded-host');

describe('a portal proxying to a backend', () => {
  let backend: Awaited<ReturnType<typeof startEchoBackend>>;
  let portal: RunningPortal;

  beforeAll(async () => {
    backend = await startEchoBackend();
    portal = await startPortal({ apiUrl: backend.origin });
  });
  beforeEach(() => {
    backend.seen.length = 0;
  });
  afterAll(async () => {
    await portal.stop();
    await backend.stop();
  });

  it.each([
    '/api/v1/../admin/secret',
    '/api/v1/%2e%2e/admin',
    '/api/v1//x',
    '/api/v1/%2E%2e/admin',
    '/api/v1/.%2E/admin',
    '/api/v1/./admin',
    '/api/v1/%2e/admin',
    '/api/v1/lots/..',
    '/api/v1/..?page=1',
    '/api/v1/..;/admin',
    '/api/v1/x\\..\\..\\admin',
    '/api/v1/x%5c..%5C..%5cadmin',
    '/api/v1/x%2f..%2F..%2fadmin',
    '/api/v1/%252e%252E/admin',
    '/api/v1/x%252f..%252F..%252fadmin',
    '/socket.io/../admin/x',
  ])('refuses %s with 400 JSON and the usual headers, never asking the backend', async (path) => {
    const res = await get(portal, path);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ success: false, message: 'Bad Request' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(backend.seen).toEqual([]);
  });

  it.each(['/api/v1/echo?next=/api/v1/../admin//x&q=%2e%2e', '/api/v1/a.b/..c/.../file.zip', '/socket.io/?EIO=4&transport=polling'])(
    'passes %s on unchanged, its query included',
    async (path) => {
      const res = await get(portal, path);
      expect(res.status).toBe(200);
      expect((JSON.parse(res.body) as { url: string }).url).toBe(path);
    },
  );

  it.each(['/socket.io/../admin/x', '/socket.io/%2e%2E/admin/x', '/socket.io/%252e%252e/admin/x', '/socket.io//x'])(
    'answers an upgrade on %s with a plain 400 and closes, never asking the backend',
    async (path) => {
      const answer = await rawUpgrade(portal, path);
      expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
      expect(backend.seen).toEqual([]);
    },
  );

  it("keeps the client's forwarding, identity and Connection-named headers from the backend", async () => {
    const res = await get(portal, '/api/v1/echo', { ...CLIENT_CLAIMS, Connection: 'close, X-Hop', 'Accept-Language': 'ru' });
    const { headers } = JSON.parse(res.body) as { headers: Record<string, string | undefined> };
    for (const name of CLAIM_NAMES) expect(headers[name], name).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${portal.port}`);
    expect(headers['accept-language']).toBe('ru');
  });

  it('keeps the headers the backend names in Connection from the browser', async () => {
    const res = await get(portal, '/api/v1/echo');
    expect(res.headers[SECRET.toLowerCase()]).toBeUndefined();
    expect(res.headers['x-kept']).toBe('k');
  });

  it('strips the same headers on a websocket upgrade, both ways', async () => {
    const claims = Object.entries(CLIENT_CLAIMS).map(([name, value]) => `${name}: ${value}`);
    const answer = await rawUpgrade(portal, '/socket.io/?EIO=4&transport=websocket', [...claims, 'Connection: Upgrade, X-Hop']);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head.startsWith('HTTP/1.1 101 ')).toBe(true);
    expect(head).toContain('\r\nConnection: Upgrade');
    expect(head).toContain('\r\nUpgrade: websocket');
    expect(headerNames(answer)).not.toContain(SECRET.toLowerCase());
    expect(headerNames(answer)).toContain('x-kept');
    const { url, headers } = JSON.parse(body) as { url: string; headers: Record<string, string | undefined> };
    expect(url).toBe('/socket.io/?EIO=4&transport=websocket');
    for (const name of CLAIM_NAMES) expect(headers[name], name).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${portal.port}`);
    expect(headers.upgrade).toBe('websocket');
  });

  it('strips the Connection-named headers of an upgrade the backend refused', async () => {
    const answer = await rawUpgrade(portal, '/socket.io/refused');
    expect(answer.startsWith('HTTP/1.1 403 Forbidden\r\n')).toBe(true);
    expect(headerNames(answer)).not.toContain(SECRET.toLowerCase());
    expect(headerNames(answer)).toContain('x-kept');
    expect(answer.endsWith('\r\n\r\nno')).toBe(true);
  });
});

describe('a portal proxying to a backend, its own address configured (PORTAL_URL)', () => {
  it('names that host to the backend in X-Forwarded-Host, whatever Host a request forged, upgrades included', async () => {
    const backend = await startEchoBackend();
    const portal = await startPortal({ apiUrl: backend.origin, portalHost: 'portal.example.com' });
    try {
      const res = await get(portal, '/api/v1/echo', { Host: 'evil.example' });
      expect((JSON.parse(res.body) as { headers: Record<string, string> }).headers['x-forwarded-host']).toBe('portal.example.com');
      const answer = await rawUpgrade(portal, '/socket.io/?EIO=4&transport=websocket', ['Host: evil.example']);
      const { headers } = JSON.parse(answer.split('\r\n\r\n')[1] ?? '') as { headers: Record<string, string> };
      expect(headers['x-forwarded-host']).toBe('portal.example.com');
    } finally {
      await portal.stop();
      await backend.stop();
    }
  });
});
