// A stand-in for the balancer a deployment puts in front of the portal (docs/security.md "Deployment
// behind TLS and a balancer"): it ends TLS with a throw-away self-signed certificate, speaks HTTP/2 to
// the browser (HTTP/1.1 to a client that offers nothing else, such as a websocket) and HTTP/1.1 to the
// portal, keeping the browser's Host as balancers do. The protocol matters to a first visit: over
// HTTP/1.1 a browser fetches at most 6 files at a time per origin, each after its own round trip, and
// Lighthouse's simulation does the same; over HTTP/2 every file shares one connection.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { HOP_BY_HOP } from '../../server/proxy';

export interface TlsFront {
  origin: string;
  /** the Chromium flag that accepts this front's certificate, and no other unknown one */
  chromeFlag: string;
  stop(): Promise<void>;
}

/** The portal proxy's hop-by-hop headers, and those HTTP/2 forbids besides; its pseudo-headers go too. */
const NOT_FORWARDED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'http2-settings']);
const forwarded = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !NOT_FORWARDED.has(name)));

export async function startTlsFront(upstream: string): Promise<TlsFront> {
  const { key, cert } = await selfSignedCertificate();
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true });
  const toPortal = (req: http.IncomingMessage | http2.Http2ServerRequest): http.OutgoingHttpHeaders => ({
    ...forwarded(req.headers),
    host: String(req.headers[':authority'] ?? req.headers.host),
    'x-forwarded-proto': 'https',
  });

  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
    const call = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: toPortal(req), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwarded(answer.headers));
        answer.pipe(res);
      },
    );
    call.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(call);
  });
  // a websocket's HTTP/1.1 upgrade: the request head again, then bytes both ways
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const portal = net.connect(Number(target.port), target.hostname, () => {
      const headers = { ...toPortal(req), connection: 'Upgrade', upgrade: req.headers.upgrade ?? 'websocket' };
      const lines = Object.entries(headers).flatMap(([name, value]) => [value ?? []].flat().map((one) => `${name}: ${String(one)}`));
      portal.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      portal.write(head);
      portal.pipe(socket).pipe(portal);
    });
    const close = () => {
      portal.destroy();
      socket.destroy();
    };
    portal.on('error', close);
    socket.on('error', close);
  });
  // every connection, HTTP/2 sessions' included: stop closes them all
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  const spki = crypto.createPublicKey(key).export({ type: 'spki', format: 'der' });
  return {
    origin: `https://127.0.0.1:${port}`,
    chromeFlag: `--ignore-certificate-errors-spki-list=${crypto.createHash('sha256').update(spki).digest('base64')}`,
    stop: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await closed;
    },
  };
}

/** A P-256 key and a one-day certificate for 127.0.0.1, by the openssl command (Node.js makes no certificates). */
async function selfSignedCertificate(): Promise<{ key: Buffer; cert: Buffer }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seri-tls-front-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ]);
    return { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
  } catch (error) {
    throw new Error('The TLS front needs the openssl command (Debian: apt-get install openssl), or run with --no-tls-front', {
      cause: error,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
