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

export function requestUserOf(res: Response): number | undefined {
  return typeof res.locals.userId === 'number' ? res.locals.userId : undefined;
}
