// The checker's HTTP side: one cookie jar per signed-in user, calls by operation of the operations
// table (path parameters and page type put in), answers read as JSON when they are JSON.
import { SESSION_COOKIES } from '../../schemas/api/openapi';
import type { Operation, PageType } from '../../schemas/api/operations';

type Query = Readonly<Record<string, string | number | undefined>>;

export interface CallRequest {
  readonly pageType?: PageType;
  /** path parameters other than the page type */
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Query;
  readonly body?: unknown;
}

export interface Answer {
  readonly status: number;
  readonly json: boolean;
  /** parsed JSON, or the text of another answer */
  readonly body: unknown;
  readonly setCookies: readonly string[];
}

/** Cookies a backend set for one user, sent back as a browser would (names and values only). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  /** A copy, without the access cookie when `withoutAccess` (a session whose access token has expired). */
  copy(withoutAccess = false): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) if (!withoutAccess || name !== SESSION_COOKIES.access) copy.cookies.set(name, value);
    return copy;
  }

  take(setCookies: readonly string[]): void {
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (a) => /^\s*max-age\s*=\s*0\s*$/i.test(a) || (/^\s*expires\s*=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** `/{pageType}/listing` with its parameters put in, and the query string. */
export function callPath(operation: Operation, request: CallRequest): string {
  const path = operation.path
    .replace('{pageType}', request.pageType ?? '{pageType}')
    .replace(/\{(\w+)\}/g, (whole, name: string) => encodeURIComponent(request.params?.[name] ?? whole));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The API's base URL: API_URL as the portal takes it (an origin), or a URL already ending in /api/v1. */
export function apiBase(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith('/api/v1') ? trimmed : `${trimmed}/api/v1`;
}

const MUTATIONS = new Set(['POST', 'PUT', 'DELETE']);

/** One request; the jar (if any) sends its cookies and takes the answer's. A raw body is sent as it is. */
export async function send(
  base: string,
  method: string,
  pathAndQuery: string,
  jar: CookieJar | undefined,
  body?: unknown,
  rawBody?: string,
): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const cookie = jar?.header();
  if (cookie) headers.cookie = cookie;
  if (MUTATIONS.has(method)) headers['x-socket-id'] = '';
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${pathAndQuery}`, {
    method,
    headers,
    body: payload,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  const setCookies = response.headers.getSetCookie();
  jar?.take(setCookies);
  const text = await response.text();
  const json = /^application\/(.+\+)?json\b/.test(response.headers.get('content-type') ?? '');
  let parsed: unknown = text;
  if (json) {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      return { status: response.status, json: false, body: text, setCookies };
    }
  }
  return { status: response.status, json, body: parsed, setCookies };
}
