// The session of a request: the seri_access cookie, or an "Authorization: Bearer" access token.
import type { Request, RequestHandler } from 'express';
import { ACCESS_COOKIE, REFRESH_COOKIE, parseCookies } from '../auth/cookies';
import type { ActiveSession, SessionStore } from '../auth/sessions';
import { setRequestUser } from '../../observability/request-context';
import { HttpError, unauthorized } from './errors';

const sessions = new WeakMap<Request, ActiveSession>();

export function accessTokenOf(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? parseCookies(req.headers.cookie).get(ACCESS_COOKIE);
}

export function refreshTokenOf(req: Request): string | undefined {
  return parseCookies(req.headers.cookie).get(REFRESH_COOKIE);
}

/** Fetch Metadata of a request another origin's page made: a link or a form there carries the
 * SameSite=Lax cookies on a top-level GET (same-site: another origin of the site). Browsers without
 * Fetch Metadata, and clients that are not browsers, send no header. */
const FOREIGN_PAGES = new Set(['cross-site', 'same-site']);

/** Refuses (403) a call of the session that another origin's page started: the portal's own calls are same-origin. */
export function refuseForeignPages(req: Request): void {
  if (FOREIGN_PAGES.has(String(req.headers['sec-fetch-site']))) {
    throw new HttpError(403, {
      success: false,
      message: 'Calls with a session come from the portal’s own pages',
      messageCode: 'ForeignOrigin',
    });
  }
}

/** Lets a request through only with a live access token, from the portal's own pages; 401 or 403 otherwise. */
export function authenticate(store: SessionStore, now: () => Date): RequestHandler {
  return (req, res, next) => {
    refuseForeignPages(req);
    const token = accessTokenOf(req);
    const session = token ? store.byAccessToken(token, now().getTime()) : undefined;
    if (!session) throw unauthorized();
    sessions.set(req, session);
    setRequestUser(res, session.userId);
    next();
  };
}

/** The session authenticate() found; calling it on a route without authenticate() is a bug. */
export function sessionOf(req: Request): ActiveSession {
  const session = sessions.get(req);
  if (!session) throw new Error(`${req.method} ${req.originalUrl} reads a session it did not authenticate`);
  return session;
}
