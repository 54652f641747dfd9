// The session cookies: httpOnly and SameSite=Lax, so scripts cannot read them. The access cookie is on
// Path=/, for the API and the socket handshake; the 30-day refresh cookie only goes to the session
// calls (login, refresh, logout), not with every call, page and image.
import type { CookieOptions, Request, Response } from 'express';
import { API_BASE } from '../images/urls';

export const ACCESS_COOKIE = 'seri_access';
export const REFRESH_COOKIE = 'seri_refresh';
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;

/** Parses a Cookie header; a malformed pair is skipped. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 1) continue;
    const name = pair.slice(0, separator).trim();
    const raw = pair
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(raw));
    } catch {
      continue;
    }
  }
  return cookies;
}

const REFRESH_PATH = `${API_BASE}/auth`;

function options(req: Request, path = '/'): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path, secure: req.secure };
}

/** A refresh cookie of before its path narrowed (Path=/): a browser holding one gets it cleared. */
const clearOldRefreshCookie = (req: Request, res: Response) => res.clearCookie(REFRESH_COOKIE, options(req));

export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: { accessToken: string; refreshToken: string },
  accessTtlSeconds: number,
): void {
  res.cookie(ACCESS_COOKIE, tokens.accessToken, { ...options(req), maxAge: accessTtlSeconds * 1000 });
  clearOldRefreshCookie(req, res);
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, { ...options(req, REFRESH_PATH), maxAge: REFRESH_TTL_SECONDS * 1000 });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(ACCESS_COOKIE, options(req));
  clearOldRefreshCookie(req, res);
  res.clearCookie(REFRESH_COOKIE, options(req, REFRESH_PATH));
}
