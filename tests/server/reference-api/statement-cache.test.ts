// Caches keyed by what requests ask stay bounded (issue #14 item 4): a thousand distinct query
// shapes on the bid lists and listings leave at most MAX_CACHED_STATEMENTS prepared statements, and a
// query asks for a bounded number of mileage bands.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BID_SORT_FIELDS } from '../../../schemas/api/bids';
import { MAX_CACHED_STATEMENTS } from '../../../server/reference-api/db/statement-cache';
import { Lru } from '../../../server/reference-api/lru';
import { Random } from '../../../server/reference-api/seed/random';
import { loginCookie, startTestApi, type DemoRole, type TestApi } from './helpers';

let test: TestApi;
const cookies = {} as Record<DemoRole, string>;

beforeAll(async () => {
  test = startTestApi({ seedLots: 200 });
  for (const role of ['client', 'manager'] as const) cookies[role] = await loginCookie(test.app, role);
});
afterAll(() => test.api.close());

describe('Lru', () => {
  it('forgets the least recently used entry past its size', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.has('a'), lru.has('b'), lru.has('c'), lru.size]).toEqual([true, false, true, 2]);
  });
});

/** A band's side: a number, or open. */
const side = (random: Random, min: number, max: number): string => (random.chance(0.5) ? String(random.int(min, max)) : '');

/** Optional bid-list filters, each present or not: their combinations give distinct SQL texts. */
const BID_FILTERS: Readonly<Record<string, (random: Random) => string>> = {
  auctionDate: () => '2026-11-23,2026-11-24',
  auctionDateFrom: () => '2026-01-01',
  auctionDateTo: () => '2027-12-31',
  auction: (random) => String(random.int(1, 30)),
  user: (random) => String(random.int(1, 300)),
  manager: (random) => String(random.int(1, 300)),
  bidGroups: (random) => random.pick(['A', '--', 'A,--']),
  chassisId: () => 'ZVW30',
  condition: () => '4.5',
  status: () => '4531',
  archiveStatus: () => '4,5',
  lotNo: (random) => String(random.int(1, 9999)),
  mileage: (random) =>
    Array.from({ length: random.int(1, 5) }, () => `${side(random, 0, 99_999)}-${side(random, 100_000, 999_999)}`).join(','),
};

/** A list call's query; `sorted` false for the filters call, which takes no sort. */
function bidQuery(random: Random, sorted: boolean): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(BID_FILTERS)) if (random.chance(0.4)) query[name] = value(random);
  if (sorted && random.chance(0.8)) {
    query.sort = random.pick(BID_SORT_FIELDS);
    query.order = random.pick(['ASC', 'DESC']);
  }
  if (random.chance(0.3)) query.bidStatus = random.pick(['1', '2', '4', 'Archive']);
  return query;
}

describe('the statement cache', () => {
  it('stays under its bound while about a thousand distinct bid-list and listing shapes come in', async () => {
    const random = new Random(14);
    const shapes = new Set<string>();
    // 800 calls bring about 790 distinct shapes, over half again what the cache holds
    for (let i = 0; i < 800; i++) {
      const [role, path] = random.pick([
        ['client', '/bid/my-bid'],
        ['client', '/bid/filters'],
        ['manager', '/bid/index'],
      ] as const);
      const query = bidQuery(random, path !== '/bid/filters');
      shapes.add(`${path}?${Object.keys(query).join('&')}`);
      const res = await request(test.app).get(`/api/v1${path}`).query(query).set('Cookie', cookies[role]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (let i = 0; i < 200; i++) {
      const query = {
        sort: random.pick(['year', 'mileage', 'startPrice', 'auctionDate']),
        order: random.pick(['ASC', 'DESC']),
        year: `${random.int(1990, 2010)},${random.int(2011, 2024)}`,
        ...(random.chance(0.5) ? { quick_search_lot: String(random.int(1, 9999)) } : {}),
        ...(random.chance(0.5) ? { mileage: `${random.int(0, 50_000)},0` } : {}),
      };
      const res = await request(test.app).get('/api/v1/car-auction/listing').query(query).set('Cookie', cookies.client);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // More distinct shapes than the cache holds came in, so it had to let some go.
    expect(shapes.size).toBeGreaterThan(MAX_CACHED_STATEMENTS);
    expect(test.api.cachedStatements()).toBeGreaterThan(MAX_CACHED_STATEMENTS / 2);
    expect(test.api.cachedStatements()).toBeLessThanOrEqual(MAX_CACHED_STATEMENTS);
  }, 120_000);

  it('takes at most five mileage bands, the five the filters call offers', async () => {
    const get = (mileage: string) => request(test.app).get('/api/v1/bid/my-bid').query({ mileage }).set('Cookie', cookies.client);
    expect((await get('-30000,30000-60000,60000-100000,100000-150000,150000-')).status).toBe(200);
    expect((await get('-1,1-2,2-3,3-4,4-5,5-')).status).toBe(422);
  });
});
