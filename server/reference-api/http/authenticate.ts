// The session of a request: the seri_access cookie, or an "Authorization: Bearer" access token.
import type { Request, RequestHandler } from 'express';
import { ACCESS_COOKIE, REFRESH_COOKIE, parseCookies } from '../auth/cookies';
import type { ActiveSession, SessionStore } from '../auth/sessions';
import { setRequestUser } from '../../observability/request-context';
import { unauthorized } from './errors';

const sessions = new WeakMap<Request, ActiveSession>();

export function accessTokenOf(req: Request): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  return bearer ?? parseCookies(req.headers.cookie).get(ACCESS_COOKIE);
}

export function refreshTokenOf(req: Request): string | undefined {
  return parseCookies(req.headers.cookie).get(REFRESH_COOKIE);
}

/** Lets a request through only with a live access token; answers 401 otherwise. */
export function authenticate(store: SessionStore, now: () => Date): RequestHandler {
  return (req, res, next) => {
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
