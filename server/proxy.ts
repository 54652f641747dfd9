// API_URL mode: /api/v1 and /socket.io go to the company's backend, cookies and all, as if the
// portal host served them. A plain pipe on kept-alive connections (http-proxy-middleware spent about
// as much CPU per call as the backend's own work; README "Benchmarks", bench:proxy).
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Request, RequestHandler } from 'express';
import { DEFAULT_PROXY_TIMEOUT_MS } from './environment';
import { withoutSecrets } from './observability/http-log';
import { reportToRequestLog } from './observability/request-context';
import { isApiPath, isNormalPath, isSocketIoPath, pathnameOf } from './url-paths';

export interface ApiProxyOptions {
  /** Origin of a server that answers /api/v1 and /socket.io. */
  target: string;
  /**
   * The portal's host as configured (PORTAL_URL), for X-Forwarded-Host: a backend that builds links (a
   * reset mail) from it must not get one a request forged. Unset: the host each request asked for.
   */
  portalHost?: string;
  /** How long to wait for the TCP connection to the backend (a dead host is told apart quickly). */
  connectTimeoutMs?: number;
  /** How long the backend may take to start answering a call, connect included (PROXY_TIMEOUT_MS): then 504. */
  responseTimeoutMs?: number;
  logError: (message: string) => void;
}

export interface ApiProxy {
  middleware: RequestHandler;
  /** Takes a /socket.io upgrade, given Express's request prototype (transport.ts); the caller refuses other paths. */
  upgrade(req: Request, socket: Duplex, head: Buffer): void;
  /** sockets upgraded through it and still open */
  openSockets(): number;
  close(): void;
}

export const BAD_GATEWAY_MESSAGE = 'The API server cannot be reached. Please try again later.';
export const GATEWAY_TIMEOUT_MESSAGE = 'The API server did not answer in time. Please try again later.';

class UpstreamTimeout extends Error {
  constructor(ms: number) {
    super(`no answer from the API server within ${ms} ms`);
  }
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and what each side's own connection decides: never passed on. */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];
/**
 * What a client may claim about the way it came (the portal says it: forwardClient, nobody else), and
 * its credentials for a proxy: never passed on, nor any X-Forwarded-*.
 */
const CLIENT_CLAIMS = new Set(['forwarded', 'x-real-ip', 'true-client-ip', 'x-client-ip', 'cf-connecting-ip', 'proxy-authorization']);
const isClientClaim = (name: string) => CLIENT_CLAIMS.has(name) || name.startsWith('x-forwarded-');
/**
 * The portal's pages call their own origin only, and the API answers no CORS (docs/security.md): a
 * backend's Access-Control-* would let another origin's pages read a user's answers with the portal's
 * cookies, and send it JSON calls that change things.
 */
const isCorsGrant = (name: string) => name.startsWith('access-control-');
const passAll = () => false;

const CACHE_SCOPE = /(?:^|,)\s*(?:public|private|no-store)\s*(?:,|$)/i;

/**
 * None said: no-store. A caching answer to a call with a session is the caller's, unless the backend
 * says public: a shared cache keys by URL and does not keep apart the answers of two users' cookies.
 */
function cacheControlOf(req: Request, backend: string | string[] | undefined): string {
  const said = Array.isArray(backend) ? backend.join(', ') : backend;
  if (!said) return 'no-store';
  const withSession = req.headers.cookie !== undefined || req.headers.authorization !== undefined;
  return withSession && !CACHE_SCOPE.test(said) ? `private, ${said}` : said;
}

/** A path leaving /api/v1 or /socket.io: refused before the backend sees it (url-paths isNormalPath). */
const BAD_PATH_UPGRADE = 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

/** Calls that change nothing and carry no body: sent again when a reused connection was reset. */
const RESENDABLE = new Set(['GET', 'HEAD', 'OPTIONS']);
const isReset = (error: Error): boolean => ['ECONNRESET', 'EPIPE'].includes((error as NodeJS.ErrnoException).code ?? '');

/** '' for the Domain attribute: the browser binds the backend's cookies to the portal host. */
const withoutDomain = (cookie: string): string => cookie.replace(/;\s*domain=[^;]*/gi, '');

export function createApiProxy({
  target,
  portalHost,
  connectTimeoutMs = 2000,
  responseTimeoutMs = DEFAULT_PROXY_TIMEOUT_MS,
  logError,
}: ApiProxyOptions): ApiProxy {
  const origin = new URL(target);
  const client = origin.protocol === 'https:' ? https : http;
  // Reusing connections matters: without keep-alive, proxied calls took 1.8 s (median) under load.
  const agent = new client.Agent({ keepAlive: true });
  const upgraded = new Set<Duplex>();

  /** The request to the backend: the client's end-to-end headers, its address as the portal sees it, the backend's host. */
  function upstreamRequest(req: Request, upgrade = false): http.ClientRequest {
    const headers = endToEnd(req.headers, isClientClaim);
    headers.host = origin.host;
    forwardClient(headers, req, portalHost);
    if (upgrade) Object.assign(headers, { connection: 'Upgrade', upgrade: req.headers.upgrade });
    const upstream = client.request({
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      method: req.method,
      path: req.originalUrl ?? req.url,
      headers,
      // A websocket keeps its connection for itself: a fresh one, outside the pool.
      agent: upgrade ? false : agent,
    });
    limitTimes(upstream, connectTimeoutMs, responseTimeoutMs);
    return upstream;
  }

  const middleware: RequestHandler = (req, res, next) => {
    const pathname = pathnameOf(req.originalUrl);
    if (!isApiPath(pathname) && !isSocketIoPath(pathname)) {
      next();
      return;
    }
    if (!isNormalPath(pathname)) {
      res.status(400).set('Cache-Control', 'no-store').json({ success: false, message: 'Bad Request' });
      return;
    }
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    let upstream: http.ClientRequest;
    let clientGone = false;
    const send = (retried: boolean) => {
      upstream = upstreamRequest(req);
      upstream.once('response', (answer) => {
        const headers = endToEnd(answer.headers, isCorsGrant);
        const cookies = answer.headers['set-cookie'];
        if (cookies) headers['set-cookie'] = cookies.map(withoutDomain);
        // Personal data must not be kept by the browser or a cache on the way, whatever the backend says.
        headers['cache-control'] = cacheControlOf(req, headers['cache-control']);
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
        answer.pipe(res);
      });
      upstream.once('error', (error) => {
        // A kept-alive connection the backend closed as it was reused: a read is sent again, once, on a new one.
        if (!retried && upstream.reusedSocket && !hasBody && RESENDABLE.has(req.method) && !res.headersSent && isReset(error)) {
          send(true);
          return;
        }
        // the client left (a page closed or moved on): the backend's call was dropped for it, no failure
        if (clientGone) return;
        // on the request's own line when there is one (its id, status, the cause once), else a line of its own
        if (!reportToRequestLog(req, res, error)) logError(`proxy ${req.method} ${withoutSecrets(req.originalUrl)}: ${describe(error)}`);
        // An answer already under way: just close it.
        if (res.headersSent) {
          res.destroy();
          return;
        }
        const [status, message] = error instanceof UpstreamTimeout ? [504, GATEWAY_TIMEOUT_MESSAGE] : [502, BAD_GATEWAY_MESSAGE];
        res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ success: false, message }));
      });
      if (hasBody) req.pipe(upstream);
      else upstream.end();
    };
    send(false);
    // A client gone before the answer: the backend's connection is not kept waiting.
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      upstream.destroy();
    });
  };

  function upgrade(req: Request, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    if (!isNormalPath(pathnameOf(req.url))) {
      socket.end(BAD_PATH_UPGRADE);
      return;
    }
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const upstream = upstreamRequest(req, true);
    upstream.once('upgrade', (answer, backend, backendHead) => {
      backend.on('error', () => socket.destroy());
      backend.once('close', () => socket.destroy());
      socket.once('close', () => backend.destroy());
      const upgradeTo = `Upgrade: ${answer.headers.upgrade ?? ''}`;
      socket.write(statusLine(101, answer.statusMessage ?? 'Switching Protocols', answer, ['Connection: Upgrade', upgradeTo]));
      if (backendHead.length > 0) socket.write(backendHead);
      backend.pipe(socket).pipe(backend);
    });
    // The backend refused the upgrade: the client gets its answer, then the connection closes.
    upstream.once('response', (answer) => {
      socket.write(statusLine(answer.statusCode ?? 502, answer.statusMessage ?? '', answer, ['Connection: close']));
      answer.pipe(socket);
    });
    upstream.once('error', (error) => {
      logError(`proxy upgrade ${withoutSecrets(req.url ?? '')}: ${describe(error)}`);
      socket.destroy();
    });
    if (head.length > 0) upstream.write(head);
    upstream.end();
  }

  return {
    middleware,
    upgrade,
    openSockets: () => upgraded.size,
    close() {
      for (const socket of upgraded) socket.destroy();
      agent.destroy();
    },
  };
}

/** Whether a header (lower case) is hop-by-hop in a message: one of HOP_BY_HOP or named in its Connection (RFC 9110 §7.6.1). */
function hopByHopIn(headers: http.IncomingHttpHeaders): (name: string) => boolean {
  const named = headers.connection ? headers.connection.split(',').map((name) => name.trim().toLowerCase()) : [];
  return (name) => HOP_BY_HOP.includes(name) || named.includes(name);
}

/** A message's headers without the hop-by-hop ones, nor those `refused`. */
function endToEnd(source: http.IncomingHttpHeaders, refused: (name: string) => boolean = passAll): http.OutgoingHttpHeaders {
  const hopByHop = hopByHopIn(source);
  const headers: http.OutgoingHttpHeaders = {};
  for (const name of Object.keys(source)) {
    if (!hopByHop(name) && !refused(name)) headers[name] = source[name];
  }
  return headers;
}

/** An HTTP/1.1 status line, the answer's end-to-end headers as they came (case, order), then this hop's own. */
function statusLine(status: number, message: string, answer: http.IncomingMessage, own: readonly string[]): string {
  const hopByHop = hopByHopIn(answer.headers);
  const lines = [`HTTP/1.1 ${status} ${message}`];
  const raw = answer.rawHeaders; // name, value, name, value …
  for (let index = 0; index < raw.length; index += 2) {
    if (!hopByHop(raw[index]?.toLowerCase() ?? '')) lines.push(`${raw[index]}: ${raw[index + 1]}`);
  }
  return `${[...lines, ...own].join('\r\n')}\r\n\r\n`;
}

/**
 * The backend learns the client's address and protocol as the portal sees them (TRUST_PROXY,
 * COOKIE_SECURE): one address, so it trusts one hop, the portal; what the client wrote in its own
 * X-Forwarded-* headers goes no further.
 */
function forwardClient(headers: http.OutgoingHttpHeaders, req: Request, portalHost: string | undefined): void {
  headers['x-forwarded-for'] = req.ip ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  headers['x-forwarded-host'] = portalHost ?? req.host ?? '';
}

function limitTimes(proxyReq: http.ClientRequest, connectMs: number, responseMs: number): void {
  const fail = (error: Error) => proxyReq.destroy(error);
  const watchConnect = (socket: Socket) => {
    if (!socket.connecting) return; // a pooled connection, already open
    const timer = setTimeout(
      () => fail(Object.assign(new Error(`no connection to the API server within ${connectMs} ms`), { code: 'ETIMEDOUT' })),
      connectMs,
    );
    const stop = () => clearTimeout(timer);
    socket.once('connect', stop);
    socket.once('close', stop);
  };
  if (proxyReq.socket) watchConnect(proxyReq.socket);
  else proxyReq.once('socket', watchConnect);

  // Until the answer starts (a websocket: until it is upgraded); a long download then streams on.
  const answer = setTimeout(() => fail(new UpstreamTimeout(responseMs)), responseMs);
  const stop = () => clearTimeout(answer);
  proxyReq.once('response', stop);
  proxyReq.once('upgrade', stop);
  proxyReq.once('close', stop);
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code} ${error.message}` : error.message;
}
