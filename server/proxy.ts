// API_URL mode: /api/v1 and /socket.io go to the company's backend, cookies and all, as if the
// portal host served them.
import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { createProxyMiddleware, type RequestHandler } from 'http-proxy-middleware';
import { isApiPath, isSocketIoPath } from './url-paths';

export interface ApiProxyOptions {
  /** Origin of a server that answers /api/v1 and /socket.io. */
  target: string;
  /**
   * How long to wait for the TCP connection to the backend. Only the connect is limited: once
   * connected, a call may legitimately take 30 s.
   */
  connectTimeoutMs?: number;
  logError: (message: string) => void;
}

export interface ApiProxy {
  middleware: RequestHandler;
  /** Takes a /socket.io upgrade; the caller refuses other paths. */
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  close(): void;
}

export const BAD_GATEWAY_MESSAGE = 'The API server cannot be reached. Please try again later.';

export function createApiProxy({ target, connectTimeoutMs = 2000, logError }: ApiProxyOptions): ApiProxy {
  // Reusing connections matters: without keep-alive, proxied calls took 1.8 s (median) under load.
  const agent =
    new URL(target).protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const upgraded = new Set<Duplex>();

  const middleware = createProxyMiddleware({
    target,
    agent,
    changeOrigin: true,
    xfwd: true,
    // '' removes a Domain attribute, so the browser binds the backend's cookies to the portal host.
    cookieDomainRewrite: '',
    pathFilter: (pathname) => isApiPath(pathname) || isSocketIoPath(pathname),
    on: {
      proxyReq: (proxyReq) => {
        // Hop-by-hop: a client's "Connection: close" must not end the pooled backend connection.
        proxyReq.removeHeader('connection');
        limitConnectTime(proxyReq, connectTimeoutMs);
      },
      proxyReqWs: (proxyReq) => limitConnectTime(proxyReq, connectTimeoutMs),
      error: (error, req, res) => {
        logError(`proxy ${req.method ?? ''} ${req.url ?? ''}: ${describe(error)}`);
        // A websocket upgrade (res is the client socket) or an answer already under way: just close it.
        if (!(res instanceof http.ServerResponse) || res.headersSent) {
          res.destroy();
        } else {
          res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify({ success: false, message: BAD_GATEWAY_MESSAGE }));
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
    close() {
      for (const socket of upgraded) socket.destroy();
      agent.destroy();
    },
  };
}

function limitConnectTime(proxyReq: http.ClientRequest, ms: number): void {
  const watch = (socket: Socket) => {
    if (!socket.connecting) return; // a pooled connection, already open
    const timer = setTimeout(() => {
      proxyReq.destroy(
        Object.assign(new Error(`no connection to the API server within ${ms} ms`), { code: 'ETIMEDOUT' }),
      );
    }, ms);
    const stop = () => clearTimeout(timer);
    socket.once('connect', stop);
    socket.once('close', stop);
  };
  if (proxyReq.socket) watch(proxyReq.socket);
  else proxyReq.once('socket', watch);
}

function describe(error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `${code} ${error.message}` : error.message;
}
