import type { Request } from 'express';

/** The caller's network address for rate limits (behind a proxy, Express's `trust proxy` makes it the visitor's). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
