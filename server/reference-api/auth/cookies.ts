// The session cookies: httpOnly and SameSite=Lax on Path=/, so the browser sends them to the API
// and to the socket handshake but scripts cannot read them.
import type { CookieOptions, Request, Response } from 'express';

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

function options(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure };
}

export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: { accessToken: string; refreshToken: string },
  accessTtlSeconds: number,
): void {
  res.cookie(ACCESS_COOKIE, tokens.accessToken, { ...options(req), maxAge: accessTtlSeconds * 1000 });
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, { ...options(req), maxAge: REFRESH_TTL_SECONDS * 1000 });
}

export function clearSessionCookies(req: Request, res: Response): void {
  res.clearCookie(ACCESS_COOKIE, options(req));
  res.clearCookie(REFRESH_COOKIE, options(req));
}
