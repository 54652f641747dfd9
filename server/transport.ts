// What a request's address and protocol mean behind a balancer (docs/security.md "Deployment"): Express's
// `trust proxy` from TRUST_PROXY decides req.ip and req.protocol; COOKIE_SECURE=1 declares the protocol
// HTTPS. Session cookies (Secure), HSTS and the portal's proxy all read req.secure and req.protocol.
import type http from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import type { TransportSettings } from './environment';

const markHttps = (req: Request) => Object.defineProperty(req, 'protocol', { value: 'https' });

const httpsAssumed: RequestHandler = (req, _res, next) => {
  markHttps(req);
  next();
};

/** Applies the settings to an app: call before any middleware that reads req.ip or req.secure. */
export function applyTransport(app: Express, { trustProxy, assumeHttps }: TransportSettings): void {
  app.set('trust proxy', trustProxy);
  if (assumeHttps) app.use(httpsAssumed);
}

/**
 * A websocket upgrade never passes through the app: it gets Express's request prototype, as the app
 * gives every request, so its `ip` and `protocol` follow the same settings.
 */
export function upgradeRequest(app: Express, { assumeHttps }: TransportSettings, req: http.IncomingMessage): Request {
  Object.setPrototypeOf(req, app.request);
  if (assumeHttps) markHttps(req as Request);
  return req as Request;
}
