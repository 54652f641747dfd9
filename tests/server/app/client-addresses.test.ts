// Per-client limits behind proxies (TRUST_PROXY): wrong share codes lock out the client that sent them,
// not everybody behind the same balancer or the same portal; a client cannot pick its own address.
import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MAX_WRONG } from '../../../server/reference-api/lot-detail/share-attempts';
import { startPortal, startProxiedPortal, type RunningPortal } from './portal-fixture';

interface Answer {
  status: number;
  body: { messageCode?: string; password?: string; carsList?: { id: string }[] };
}

/** A call from a given loopback address (Linux routes all of 127.0.0.0/8 here): a real second client. */
function call(
  origin: string,
  path: string,
  {
    from = '127.0.0.1',
    cookie = '',
    body,
    headers = {},
  }: { from?: string; cookie?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(`${origin}${path}`, {
      method: payload ? 'POST' : 'GET',
      localAddress: from,
      headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}), ...(payload ? { 'Content-Type': 'application/json' } : {}) },
    });
    req.once('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Answer['body'] }));
    });
    req.once('error', reject);
    req.end(payload);
  });
}

/** A shared car lot and its code, as a signed-in client makes one. */
async function sharedLot(origin: string): Promise<{ id: string; code: string }> {
  const login = await request(origin).post('/api/v1/auth').send({ email: 'client@seri.example', password: 'client123' });
  expect(login.status).toBe(200);
  const cookie = (login.headers['set-cookie'] as unknown as string[]).map((value) => value.split(';')[0]).join('; ');
  const listing = await call(origin, '/api/v1/car-auction/listing?pageSize=20', { cookie });
  const id = listing.body.carsList?.[0]?.id ?? '';
  const { body } = await call(origin, `/api/v1/car-auction/password?carId=${id}`, { cookie });
  return { id, code: body.password ?? '' };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Sends the lot's limit of wrong codes, then one more: that one must be refused with 429. */
async function exhaust(origin: string, lot: { id: string; code: string }, options: Parameters<typeof call>[2]) {
  const tryCode = () => call(origin, '/api/v1/share/lot', { ...options, body: { type: 'car-auction', id: lot.id, code: wrong(lot.code) } });
  for (let attempt = 0; attempt < SHARE_MAX_WRONG; attempt += 1) expect((await tryCode()).status).toBe(403);
  expect((await tryCode()).body.messageCode).toBe('TooManyAttempts');
}

const wrongCodeFrom = (origin: string, lot: { id: string; code: string }, options: Parameters<typeof call>[2]) =>
  call(origin, '/api/v1/share/lot', { ...options, body: { type: 'car-auction', id: lot.id, code: wrong(lot.code) } });

describe('the embedded API behind a balancer (TRUST_PROXY=1)', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startPortal({ dbPath: ':memory:', seedLots: 100, trustProxy: 1 });
  });
  afterAll(() => portal.stop());

  it('counts wrong share codes per client the balancer names', async () => {
    const lot = await sharedLot(portal.origin);
    await exhaust(portal.origin, lot, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    const other = await wrongCodeFrom(portal.origin, lot, { headers: { 'X-Forwarded-For': '198.51.100.20' } });
    expect(other.status).toBe(403);
    expect(other.body.messageCode).toBe('WrongCode');
  });

  it('counts an IPv6 client per /64, the least a subscriber gets: its 2^64 addresses are not that many clients', async () => {
    const lot = await sharedLot(portal.origin);
    await exhaust(portal.origin, lot, { headers: { 'X-Forwarded-For': '2001:db8:a:b::7' } });
    expect((await wrongCodeFrom(portal.origin, lot, { headers: { 'X-Forwarded-For': '2001:db8:a:b:ffff:1:2:3' } })).status).toBe(429);
    const otherNetwork = await wrongCodeFrom(portal.origin, lot, { headers: { 'X-Forwarded-For': '2001:db8:a:c::7' } });
    expect(otherNetwork.body.messageCode).toBe('WrongCode');
  });

  it('takes the address the balancer added, not one the client wrote before it', async () => {
    const lot = await sharedLot(portal.origin);
    await exhaust(portal.origin, lot, { headers: { 'X-Forwarded-For': '10.9.9.1, 203.0.113.8' } });
    expect((await wrongCodeFrom(portal.origin, lot, { headers: { 'X-Forwarded-For': '10.9.9.2, 203.0.113.8' } })).status).toBe(429);
  });
});

describe('the embedded API with nothing in front (TRUST_PROXY unset)', () => {
  it('ignores X-Forwarded-For: a client cannot escape its limit by writing a new address each time', async () => {
    const portal = await startPortal({ dbPath: ':memory:', seedLots: 100 });
    try {
      const lot = await sharedLot(portal.origin);
      let n = 0;
      for (let attempt = 0; attempt < SHARE_MAX_WRONG; attempt += 1) {
        expect((await wrongCodeFrom(portal.origin, lot, { headers: { 'X-Forwarded-For': `203.0.113.${(n += 1)}` } })).status).toBe(403);
      }
      expect((await wrongCodeFrom(portal.origin, lot, { headers: { 'X-Forwarded-For': '203.0.113.99' } })).status).toBe(429);
    } finally {
      await portal.stop();
    }
  });
});

describe('through the portal to `npm run api` (API_URL; the API trusts the portal)', () => {
  let portal: RunningPortal;
  beforeAll(async () => {
    portal = await startProxiedPortal();
  });
  afterAll(() => portal.stop());

  it('holds the limit per client: one client locked out leaves the others free', async () => {
    const lot = await sharedLot(portal.origin);
    await exhaust(portal.origin, lot, { from: '127.0.0.2' });
    const other = await wrongCodeFrom(portal.origin, lot, { from: '127.0.0.3' });
    expect(other.status).toBe(403);
    expect(other.body.messageCode).toBe('WrongCode');
  });

  it("passes on the client's address, not what the client claims", async () => {
    const lot = await sharedLot(portal.origin);
    await exhaust(portal.origin, lot, { from: '127.0.0.4', headers: { 'X-Forwarded-For': '127.0.0.5' } });
    expect((await wrongCodeFrom(portal.origin, lot, { from: '127.0.0.4', headers: { 'X-Forwarded-For': '127.0.0.6' } })).status).toBe(429);
  });
});
