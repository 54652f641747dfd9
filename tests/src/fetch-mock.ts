// A fake v1 API at the fetch boundary: handlers keyed "METHOD /path" (path after /api/v1).
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type ApiHandler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);
export type ApiRoutes = Record<string, ApiHandler>;

const API_PREFIX = '/api/v1';

export interface FetchMock {
  calls: ApiCall[];
  /** replaces or adds handlers for the rest of the test */
  use(routes: ApiRoutes): void;
  callsTo(key: string): ApiCall[];
}

export function mockFetch(initial: ApiRoutes): FetchMock {
  const routes: ApiRoutes = { ...initial };
  const calls: ApiCall[] = [];

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const path = url.pathname.startsWith(API_PREFIX) ? url.pathname.slice(API_PREFIX.length) : url.pathname;
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${path}`];
    const reply =
      typeof handler === 'function'
        ? await handler(call)
        : (handler ?? { status: 404, body: { success: false, message: `no mock for ${call.method} ${path}` } });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });

  return {
    calls,
    use: (more) => Object.assign(routes, more),
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A reply the test releases when it wants, to observe pending states. */
export function deferredReply(): { handler: () => Promise<MockReply>; release: (reply: MockReply) => void } {
  let release!: (reply: MockReply) => void;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
