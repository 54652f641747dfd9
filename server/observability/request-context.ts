// What the request log and the metrics say about a request: a route label of bounded variety (the
// Express route pattern, never the raw URL) and the signed-in user when the API knew one.
import type { Request, Response } from 'express';

/** Health, readiness and metrics calls are neither logged nor counted: probes would drown the rest. */
export const UNLOGGED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

export function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  if (req.originalUrl.startsWith('/api/')) return 'api (proxied or not found)';
  if (req.originalUrl.startsWith('/assets/')) return 'assets';
  return 'page or file';
}

/** The API's authenticate() records the user here, so a log line can name them. */
export function setRequestUser(res: Response, userId: number): void {
  res.locals.userId = userId;
}

/**
 * A server error goes on the request's own log line (pino-http writes `res.err` with its stack), so
 * it is logged once, with the request id; false when no request log runs (tests), for the caller to log.
 */
export function reportToRequestLog(req: Request, res: Response, error: unknown): boolean {
  if (!('log' in req)) return false;
  (res as unknown as { err?: unknown }).err = error;
  return true;
}

export function requestUserOf(res: Response): number | undefined {
  return typeof res.locals.userId === 'number' ? res.locals.userId : undefined;
}
