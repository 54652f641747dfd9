import { api, ApiError } from '../../src/api/client';
import { SessionStatus, sessionStore } from '../../src/stores/session';
import { socketConnected, socketDisconnected } from '../../src/stores/socket';
import { deferredReply, mockFetch, type MockReply } from './fetch-mock';
import { fakeUploads } from './fake-uploads';

const unauthorized: MockReply = { status: 401, body: { success: false, message: 'Unauthorized' } };

/** Answers 401 until the session was refreshed, then the body. */
function expiresUntilRefreshed(body: unknown) {
  let refreshed = false;
  return {
    resource: () => (refreshed ? { body } : unauthorized),
    refresh: () => {
      refreshed = true;
      return { body: { success: true } };
    },
  };
}

beforeEach(() => {
  Object.assign(sessionStore, { status: SessionStatus.authenticated, expired: false });
  socketDisconnected();
});

describe('the API client', () => {
  it('answers a 401 with one session refresh and one retry', async () => {
    const server = expiresUntilRefreshed({ bid: 3 });
    const fetch = mockFetch({ 'GET /site/menu-counters': server.resource, 'GET /auth/update': server.refresh });

    await expect(api.get('/site/menu-counters')).resolves.toEqual({ bid: 3 });
    expect(fetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /site/menu-counters',
      'GET /auth/update',
      'GET /site/menu-counters',
    ]);
    expect(fetch.calls.every((c) => c.headers.get('Accept') === 'application/json')).toBe(true);
  });

  it('lets concurrent 401s share one refresh', async () => {
    const server = expiresUntilRefreshed({ ok: true });
    const refresh = deferredReply();
    const fetch = mockFetch({
      'GET /site/gearbox-list': server.resource,
      'GET /site/currency-list': server.resource,
      'GET /site/menu-counters': server.resource,
      'GET /auth/update': () => {
        server.refresh();
        return refresh.handler();
      },
    });

    const calls = [api.get('/site/gearbox-list'), api.get('/site/currency-list'), api.get('/site/menu-counters')];
    await vi.waitFor(() => expect(fetch.callsTo('GET /auth/update')).toHaveLength(1));
    refresh.release({ body: { success: true } });

    await expect(Promise.all(calls)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(fetch.callsTo('GET /auth/update')).toHaveLength(1);
  });

  it('retries only once: a second 401 is the caller’s error', async () => {
    const fetch = mockFetch({ 'GET /site/menu-counters': unauthorized, 'GET /auth/update': { body: { success: true } } });

    await expect(api.get('/site/menu-counters')).rejects.toMatchObject({ status: 401 });
    expect(fetch.callsTo('GET /auth/update')).toHaveLength(1);
    expect(fetch.callsTo('GET /site/menu-counters')).toHaveLength(2);
  });

  it('ends an authenticated session and raises the expired flag when the refresh is refused', async () => {
    mockFetch({ 'GET /site/menu-counters': unauthorized, 'GET /auth/update': unauthorized });

    await expect(api.get('/site/menu-counters')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore).toMatchObject({ status: SessionStatus.anonymous, expired: true });
  });

  it('does not raise the expired flag for a visitor who was never signed in on this page', async () => {
    Object.assign(sessionStore, { status: SessionStatus.profileLoading });
    mockFetch({ 'GET /user/view-profile': unauthorized, 'GET /auth/update': { status: 403, body: unauthorized.body } });

    await expect(api.get('/user/view-profile')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore).toMatchObject({ status: SessionStatus.anonymous, expired: false });
  });

  it('never refreshes for the login call itself', async () => {
    const fetch = mockFetch({
      'POST /auth': { status: 401, body: { success: false, message: 'Wrong', messageCode: 'invalid_credentials' } },
    });

    const failure = await api.post('/auth', { body: { email: 'a@b.cd', password: 'secret1' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, messageCode: 'invalid_credentials' });
    expect(fetch.callsTo('GET /auth/update')).toHaveLength(0);
    expect(sessionStore.expired).toBe(false);
  });

  it('sends the socket id with mutations, and an empty one without a connection', async () => {
    const fetch = mockFetch({ 'PUT /user/update-setting': { body: { success: true } }, 'GET /site/gearbox-list': { body: [] } });

    await api.put('/user/update-setting', { body: { language: 693 } });
    socketConnected('socket-42');
    await api.put('/user/update-setting', { body: { language: 692 } });
    await api.get('/site/gearbox-list');

    const [offline, online, read] = fetch.calls;
    expect(offline!.headers.get('X-Socket-Id')).toBe('');
    expect(online!.headers.get('X-Socket-Id')).toBe('socket-42');
    expect(online!.headers.get('Content-Type')).toBe('application/json');
    expect(online!.body).toEqual({ language: 692 });
    expect(read!.headers.has('X-Socket-Id')).toBe(false);
  });

  it('encodes query parameters and skips empty ones', async () => {
    const fetch = mockFetch({ 'GET /site/condition-list': { body: [] } });

    await api.get('/site/condition-list', { query: { type: 'car', page: undefined, ids: [1, 2] } });
    expect(fetch.calls[0]!.query.toString()).toBe('type=car&ids=1&ids=2');
  });
});

describe('uploads through the API client', () => {
  afterEach(() => vi.unstubAllGlobals());
  const file = () => new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });

  it('sends the file with the client headers and reports progress', async () => {
    mockFetch({});
    socketConnected('socket-7');
    const sent = fakeUploads([{ status: 200, body: { success: true, id: 5 } }]);
    const progress: number[] = [];

    await expect(
      api.upload('/purchased-cars/document', {
        query: { id: '9', name: 'invoice.pdf' },
        body: file(),
        onProgress: (share) => progress.push(share),
      }),
    ).resolves.toEqual({
      success: true,
      id: 5,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/purchased-cars/document?id=9&name=invoice.pdf',
      withCredentials: true,
      headers: { Accept: 'application/json', 'Content-Type': 'application/pdf', 'X-Socket-Id': 'socket-7' },
    });
    expect(progress).toEqual([0.5]);
  });

  it('answers a 401 with one session refresh and one retry', async () => {
    const fetch = mockFetch({ 'GET /auth/update': { body: { success: true } } });
    const sent = fakeUploads([
      { status: 401, body: { success: false, message: 'Unauthorized' } },
      { status: 200, body: { success: true } },
    ]);

    await expect(api.upload('/purchased-cars/document', { query: { id: '9', name: 'a.pdf' }, body: file() })).resolves.toEqual({
      success: true,
    });
    expect(fetch.callsTo('GET /auth/update')).toHaveLength(1);
    expect(sent).toHaveLength(2);
  });

  it('maps a refusal to an ApiError, and ends the session when the refresh is refused', async () => {
    mockFetch({ 'GET /auth/update': unauthorized });
    fakeUploads([{ status: 413, body: { success: false, message: 'Too large' } }]);
    await expect(api.upload('/purchased-cars/document', { body: file() })).rejects.toMatchObject({ status: 413, message: 'Too large' });

    const sent = fakeUploads([{ status: 401, body: unauthorized.body }]);
    const failure = await api.upload('/purchased-cars/document', { body: file() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(sessionStore).toMatchObject({ status: SessionStatus.anonymous, expired: true });
  });
});

describe('the API client in two tabs', () => {
  /** The browser's Web Locks: one holder of a name at a time, across the tabs of the origin. */
  function webLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    return {
      request: (_name: string, callback: () => Promise<unknown>) => {
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  /** A server whose refresh rotates the tokens, and the cookie jar both tabs share, set when an answer arrives. */
  function rotatingServer() {
    const jar = { access: 'expired', refresh: 'r1' };
    let current = 'r1';
    let issued = 1;
    const answer = (status: number, body: unknown, cookies?: typeof jar) =>
      new Promise<Response>((resolve) =>
        setTimeout(() => {
          if (cookies) Object.assign(jar, cookies);
          resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
        }, 5),
      );
    const fetch = vi.fn((url: string) => {
      const sent = { ...jar };
      if (url.startsWith('/api/v1/auth/update')) {
        // another tab's token, rotated a moment ago: refused, as a replay within seconds
        if (sent.refresh !== current) return answer(401, { success: false, message: 'Unauthorized' });
        issued += 1;
        current = `r${issued}`;
        return answer(200, { success: true }, { access: `a${issued}`, refresh: current });
      }
      return sent.access === 'expired' ? answer(401, { success: false, message: 'Unauthorized' }) : answer(200, { ok: true });
    });
    return { fetch };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('refresh one after the other, so neither tab replays the token the other just rotated and is signed out', async () => {
    Object.defineProperty(navigator, 'locks', { value: webLocks(), configurable: true });
    const server = rotatingServer();
    vi.stubGlobal('fetch', server.fetch);
    vi.resetModules();
    const tabA = await import('../../src/api/client');
    vi.resetModules();
    const tabB = await import('../../src/api/client');
    const sessionB = await import('../../src/stores/session');
    Object.assign(sessionB.sessionStore, { status: sessionB.SessionStatus.authenticated, expired: false });

    await expect(Promise.all([tabA.api.get('/site/menu-counters'), tabB.api.get('/site/menu-counters')])).resolves.toEqual([
      { ok: true },
      { ok: true },
    ]);
    expect(sessionB.sessionStore.expired).toBe(false);
  });
});
