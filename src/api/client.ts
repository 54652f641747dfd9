// The one HTTP client of the v1 API (docs/api.md): cookies, JSON, the socket id on mutations, and a
// 401 answered by one session refresh and one retry.
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

function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-Socket-Id'] = socketStore.id;
  return fetch(buildUrl(path, options.query), {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isErrorBody(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'message' in body;
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  return new ApiError(response.status, isErrorBody(body) ? body : undefined);
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

/** Concurrent 401s wait for the same refresh instead of each rotating the tokens. */
function refreshSession(): Promise<void> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(method, path, options);
  if (response.status === 401 && !NEVER_REFRESHED.has(path)) {
    const refreshed = await refreshSession().then(
      () => true,
      () => false,
    );
    if (!refreshed) throw await toApiError(response);
    response = await send(method, path, options);
  }
  if (!response.ok) throw await toApiError(response);
  return (await readJson(response)) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => apiRequest<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PUT', path, options),
  patch: <T>(path: string, options?: RequestOptions) => apiRequest<T>('PATCH', path, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
