// Which pages may open a socket. A browser sends the session cookie with a WebSocket handshake from any
// page of the same site and leaves the check to the server (cross-site WebSocket hijacking), but it
// always names the page in the Origin header, which the page cannot change. A handshake without Origin
// comes from no foreign page (a program, or a same-origin polling request), so it is let through: a
// program has no visitor's cookie to borrow.
import type { IncomingMessage } from 'node:http';

/** exact page origins, as `new URL(...).origin` writes them */
export type AllowedOrigins = readonly string[];

/** The origin a text names, or undefined when it is not a bare http(s) origin (no path, query or user). */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href === `${url.origin}/` ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** ALLOWED_ORIGINS, comma-separated; unset or blank: undefined. Throws naming every entry that is not an origin. */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv): AllowedOrigins | undefined {
  const entries = (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  const invalid = entries.filter((entry) => originOf(entry) === undefined);
  if (invalid.length > 0) {
    throw new Error(
      `ALLOWED_ORIGINS takes origins such as https://portal.example.com; not origins: ${invalid.map((entry) => `"${entry}"`).join(', ')}`,
    );
  }
  return entries.map((entry) => originOf(entry) ?? entry);
}

/** Same scheme, host and port as the request's Host header: the page is on the server it talks to. */
function isOwnHost(origin: string, host: string | undefined): boolean {
  const page = originOf(origin);
  return page !== undefined && host !== undefined && originOf(`${new URL(page).protocol}//${host}`) === page;
}

/** Whether a handshake may go on: no Origin, or one in `allowed` (by default, the request's own host). */
export function originAllowed(req: IncomingMessage, allowed: AllowedOrigins | undefined): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return allowed ? allowed.includes(originOf(origin) ?? '') : isOwnHost(origin, req.headers.host);
}
