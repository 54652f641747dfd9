// HTTPS behind a balancer and the security headers (docs/security.md): Secure session cookies and HSTS
// whenever the browser used HTTPS (a trusted X-Forwarded-Proto, or COOKIE_SECURE=1), never on a
// client's word alone; the header set of every answer; no-store on the API's answers.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportSettings } from '../../../server/environment';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '../../../server/security-headers';
import { startPortal, startProxiedPortal, type RunningPortal } from './portal-fixture';

const CLIENT = { email: 'client@seri.example', password: 'client123' };

const logIn = (origin: string, headers: Record<string, string> = {}) => request(origin).post('/api/v1/auth').set(headers).send(CLIENT);
const setCookies = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const cookieHeader = (res: request.Response) =>
  setCookies(res)
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
const isSecure = (cookie: string) => cookie.split(';').some((part) => part.trim().toLowerCase() === 'secure');

/** Both session cookies are Secure, and HSTS is sent, or neither. */
function expectHttps(res: request.Response, https: boolean) {
  expect(res.status).toBe(200);
  const cookies = setCookies(res);
  // the access cookie, the clearing of a refresh cookie of before its path narrowed, the refresh cookie
  expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual(['seri_access', 'seri_refresh', 'seri_refresh']);
  expect(cookies.map(isSecure)).toEqual([https, https, https]);
  expect(res.headers['strict-transport-security']).toBe(https ? STRICT_TRANSPORT_SECURITY : undefined);
}

describe.each([
  ['nothing in front (TRUST_PROXY unset)', {}, false, false],
  ['a trusted balancer (TRUST_PROXY=1)', { trustProxy: 1 }, false, true],
  ['TLS ended by an untrusted proxy (COOKIE_SECURE=1)', { assumeHttps: true }, true, true],
] satisfies [string, Partial<TransportSettings>, boolean, boolean][])(
  'the embedded API behind %s',
  (_name, transport, plainIsHttps, forwardedIsHttps) => {
    let portal: RunningPortal;
    beforeAll(async () => {
      portal = await startPortal({ dbPath: ':memory:', seedLots: 100, ...transport });
    });
    afterAll(() => portal.stop());

    it(`plain HTTP: ${plainIsHttps ? 'Secure cookies and HSTS' : 'no Secure cookies, no HSTS'}`, async () => {
      expectHttps(await logIn(portal.origin), plainIsHttps);
    });

    it(`X-Forwarded-Proto: https: ${forwardedIsHttps ? 'Secure cookies and HSTS' : 'the client is not believed'}`, async () => {
      const res = await logIn(portal.origin, { 'X-Forwarded-Proto': 'https' });
      expectHttps(res, forwardedIsHttps);
      // logout clears the cookies with the same attributes
      const out = await request(portal.origin)
        .post('/api/v1/auth/logout')
        .set('Cookie', cookieHeader(res))
        .set('X-Forwarded-Proto', 'https');
      expect(setCookies(out).map(isSecure)).toEqual([forwardedIsHttps, forwardedIsHttps, forwardedIsHttps]);
    });
  },
);

describe('the headers of every answer', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal({ dbPath: ':memory:', seedLots: 100 });
  });
  afterAll(() => portal.stop());

  it.each(['/car-auctions', '/assets/main-TESTHASH.js', '/api/v1/site/get-language', '/no-such-page'])('%s', async (path) => {
    const res = await request(portal.origin).get(path);
    expect(res.headers).toMatchObject({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'permissions-policy': PERMISSIONS_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('lets the page connect to its own origin only, websocket included', () => {
    const connect = CONTENT_SECURITY_POLICY.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self'");
  });

  it('refuses camera, microphone, geolocation, payment and other powerful features', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
  });

  it('keeps no API answer in a cache: profile, balance, bids, payments', async () => {
    const cookie = cookieHeader(await logIn(portal.origin));
    for (const path of ['/user/view-profile', '/dashboard/summary', '/bid/my-bid', '/payments/list', '/site/menu-counters']) {
      const res = await request(portal.origin).get(`/api/v1${path}`).set('Cookie', cookie);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
    expect((await logIn(portal.origin)).headers['cache-control']).toBe('no-store');
    expect((await request(portal.origin).get('/api/v1/user/view-profile')).headers['cache-control']).toBe('no-store');
  });

  it('still lets lot images be cached: their route says so', async () => {
    const res = await request(portal.origin).get('/api/v1/images/lots/1/1.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('through the portal to `npm run api` behind a balancer', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startProxiedPortal({ trustProxy: 1 });
  });
  afterAll(() => portal.stop());

  it('gets Secure cookies from the backend and sends HSTS when the balancer says HTTPS', async () => {
    expectHttps(await logIn(portal.origin, { 'X-Forwarded-Proto': 'https' }), true);
    expectHttps(await logIn(portal.origin), false);
  });

  it('marks the answers of the backend no-store', async () => {
    const cookie = cookieHeader(await logIn(portal.origin));
    const res = await request(portal.origin).get('/api/v1/user/view-profile').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
