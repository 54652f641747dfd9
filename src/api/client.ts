// The one HTTP client of the v1 API (docs/api.md): cookies, JSON, the socket id on mutations, and a
// 401 answered by one session refresh and one retry. Uploads go through XMLHttpRequest, the one
// browser API that reports upload progress, with the same headers, errors and refresh.
import type { ErrorResponse } from '../../schemas/api/session';
import { refreshRefused, refreshSucceeded } from '../stores/session';
import { socketStore } from '../stores/socket';

export const API_BASE = '/api/v1';

/** Login and the refresh itself answer 401 for their own reasons: refreshing would loop or hide them. */
const NEVER_REFRESHED = new Set(['/auth', '/auth/update']);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
  signal?: AbortSignal;
}

/** A non-2xx answer, with the API's error body when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorResponse | undefined,
    /** a rate limit's wait (the Retry-After header of a 429, in seconds) */
    readonly retryAfterSeconds?: number,
  ) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
    this.name = 'ApiError';
  }

  get messageCode(): string | undefined {
    return this.body?.messageCode;
  }
}

export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function headersFor(method: Method, contentType: string | undefined): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType) headers['Content-Type'] = contentType;
  if (method !== 'GET') headers['X-Socket-Id'] = socketStore.id;
  return headers;
}

function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  return fetch(buildUrl(path, options.query), {
    method,
    headers: headersFor(method, options.body === undefined ? undefined : 'application/json'),
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseBody(await response.text());
}

function isErrorBody(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'message' in body;
}

const errorOf = (status: number, body: unknown, retryAfterSeconds?: number): ApiError =>
  new ApiError(status, isErrorBody(body) ? body : undefined, retryAfterSeconds);

/** Retry-After in seconds; its HTTP-date form is not used by the API. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('Retry-After'));
  return seconds > 0 ? seconds : undefined;
}

async function toApiError(response: Response): Promise<ApiError> {
  return errorOf(response.status, await readJson(response), retryAfterOf(response));
}

let refreshInFlight: Promise<void> | undefined;

async function runRefresh(): Promise<void> {
  const response = await send('GET', '/auth/update', {});
  if (response.ok) {
    refreshSucceeded();
    return;
  }
  const error = await toApiError(response);
  if (error.status === 401 || error.status === 403) refreshRefused();
  throw error;
}

/**
 * Tabs share the cookies: a refresh holds a Web Lock, so another tab's waits and then sends the token
 * this one set, instead of replaying the one just rotated (refused, which signed that tab out).
 */
async function oneTabAtATime(refresh: () => Promise<void>): Promise<void> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator) await navigator.locks.request('seri-session-refresh', refresh);
  else await refresh();
}

/** Concurrent 401s (and the socket's refused handshakes) wait for the same refresh instead of each rotating the tokens. */
export function refreshSession(): Promise<void> {
  refreshInFlight ??= oneTabAtATime(runRefresh).finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

/** Makes a call; a 401 gets one session refresh and one more try. A refused refresh leaves the 401. */
async function withRefresh<R extends { status: number }>(path: string, attempt: () => Promise<R>): Promise<R> {
  const answer = await attempt();
  if (answer.status !== 401 || NEVER_REFRESHED.has(path)) return answer;
  const refreshed = await refreshSession().then(
    () => true,
    () => false,
  );
  return refreshed ? attempt() : answer;
}

async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await withRefresh(path, () => send(method, path, options));
  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as T;
}

/** GETs a streamed answer (a CSV export): the response itself, to read as it arrives; errors as apiRequest's. */
async function apiStream(path: string, options: RequestOptions = {}): Promise<Response> {
  const response = await withRefresh(path, () => send('GET', path, options));
  if (!response.ok) throw await toApiError(response);
  return response;
}

export interface UploadOptions {
  query?: RequestOptions['query'];
  /** sent as the raw request body, with its own type as Content-Type */
  body: Blob;
  /** the share sent so far, 0 to 1 (a retry after a refresh starts again) */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

function sendUpload(path: string, { query, body, onProgress, signal }: UploadOptions): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headersFor('POST', body.type || 'application/octet-stream')))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    // what fetch throws on a network failure or an abort
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** POSTs a file as the request body and reads the JSON answer, reporting upload progress. */
async function apiUpload<T>(path: string, options: UploadOptions): Promise<T> {
  const answer = await withRefresh(path, () => sendUpload(path, options));
  if (answer.status < 200 || answer.status >= 300) throw errorOf(answer.status, answer.body);
  return answer.body as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
  upload: <T>(path: string, options: UploadOptions) => apiUpload<T>(path, options),
  stream: (path: string, options?: RequestOptions) => apiStream(path, options),
};
