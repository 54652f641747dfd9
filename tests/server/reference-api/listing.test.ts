// GET /{pageType}/listing on a small seeded database: list keys and lot shapes per page type, filters,
// sort across pages, paging, the caller's bids and favorites on the rows.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bikeListingResponseSchema,
  carListingResponseSchema,
  mechListingResponseSchema,
  type CarLot,
  type CatalogOptionList,
} from '../../../schemas/api/listing';
import { loginCookie, startTestApi, expectSchema, type TestApi } from './helpers';

/** A Wednesday noon in Japan: the seeded week has auctions behind and ahead. */
const NOW = new Date('2026-03-04T03:00:00Z');

describe('reference API: listings', () => {
  let t: TestApi;
  let cookie: string;
  beforeAll(async () => {
    t = startTestApi({ now: () => NOW });
    cookie = await loginCookie(t.app, 'client');
  });
  afterAll(() => t.api.close());

  const get = (path: string) => request(t.app).get(`/api/v1${path}`).set('Cookie', cookie);
  const cars = async (query: string): Promise<{ lots: CarLot[]; total: number; all: number }> => {
    const res = await get(`/car-auction/listing?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { lots: res.body.carsList, total: res.body.pageInfo.totalSearchResults, all: res.body.pageInfo.totalResults };
  };
  /** Every matching lot, read page by page. */
  const allCars = async (query: string): Promise<CarLot[]> => {
    const lots: CarLot[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get(`/car-auction/listing?pageSize=70&page=${page}&${query}`);
      lots.push(...(res.body.carsList as CarLot[]));
      if (page * 70 >= res.body.pageInfo.totalSearchResults) return lots;
    }
  };

  it.each([
    ['car-auction', 'carsList', carListingResponseSchema, 500],
    ['stock', 'carsList', carListingResponseSchema, 50],
    ['stats', 'carsList', carListingResponseSchema, 250],
    ['bikes', 'bikeList', bikeListingResponseSchema, 75],
    ['bike-stats', 'bikeList', bikeListingResponseSchema, 50],
    ['machinery', 'mechList', mechListingResponseSchema, 50],
  ] as const)('%s answers %s with schema-valid lots and page info', async (pageType, listKey, schema, total) => {
    const res = await get(`/${pageType}/listing?pageSize=20`);
    expect(res.status).toBe(200);
    expectSchema(schema, res.body);
    expect(res.body[listKey]).toHaveLength(20);
    expect(res.body.pageInfo).toEqual({ page: 1, pageSize: 20, totalSearchResults: total, totalResults: total });
  });

  it.each([
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['identity', undefined],
  ])('answers compressed only when asked (Accept-Encoding: %s)', async (accepted, encoding) => {
    const res = await get('/car-auction/listing?pageSize=20').set('Accept-Encoding', accepted);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.body.carsList).toHaveLength(20);
  });

  it('needs a session', async () => {
    const res = await request(t.app).get('/api/v1/car-auction/listing');
    expect(res.status).toBe(401);
  });

  it('orders by auction date, then lot number, by default', async () => {
    const lots = await allCars('');
    expect(lots).toHaveLength(500);
    const keys = lots.map((lot) => [lot.auctionDate.slice(0, 10), Number(lot.lotNo)] as const);
    const sorted = [...keys].sort((a, b) => a[0].localeCompare(b[0]) || a[1] - b[1]);
    expect(keys).toEqual(sorted);
    expect(new Set(lots.map((lot) => lot.id)).size).toBe(500);
  });

  it('filters by maker, model and year, with matching totals', async () => {
    const makers = (await get('/car-auction/maker')).body as CatalogOptionList;
    const toyota = makers.find((maker) => maker.label === 'Toyota');
    const models = (await get(`/car-auction/model?id=${toyota?.value}`)).body as CatalogOptionList;
    const [first, second] = models;
    const query = `maker=${toyota?.value}&model=${first?.value},${second?.value}&year=2012,2020`;
    const lots = await allCars(query);
    expect(lots.length).toBeGreaterThan(0);
    for (const lot of lots) {
      expect(lot.maker).toBe('Toyota');
      expect([first?.label, second?.label]).toContain(lot.model);
      expect(Number(lot.year)).toBeGreaterThanOrEqual(2012);
      expect(Number(lot.year)).toBeLessThanOrEqual(2020);
    }
    const { total, all } = await cars(query);
    expect(total).toBe(lots.length);
    expect(all).toBe(500);
    // The model counters of the maker add up to the maker's lots.
    const { total: ofMaker } = await cars(`maker=${toyota?.value}`);
    expect(models.reduce((sum, model) => sum + model.counter, 0)).toBe(ofMaker);
  });

  it.each(['ASC', 'DESC'])('sorts by start price %s across pages', async (order) => {
    const lots = await allCars(`sort=startPrice&order=${order}`);
    expect(lots).toHaveLength(500);
    const prices = lots.map((lot) => lot.startPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => (order === 'ASC' ? a - b : b - a)));
    expect(new Set(lots.map((lot) => lot.id)).size).toBe(500);
  });

  it('pages with the asked page size, and a page past the end is empty', async () => {
    const first = await cars('pageSize=50');
    const second = await cars('pageSize=50&page=2');
    expect(first.lots).toHaveLength(50);
    expect(second.lots).toHaveLength(50);
    expect(new Set([...first.lots, ...second.lots].map((lot) => lot.id)).size).toBe(100);
    const last = await get('/car-auction/listing?pageSize=70&page=8');
    expect(last.body.carsList).toHaveLength(500 - 7 * 70);
    const past = await get('/car-auction/listing?pageSize=70&page=9');
    expect(past.body.carsList).toEqual([]);
    expect(past.body.pageInfo).toEqual({ page: 9, pageSize: 70, totalSearchResults: 500, totalResults: 500 });
  });

  it('ignores 0,0 ranges and the empty-filter marker; a 0 side is open', async () => {
    const { total } = await cars('mileage=0,0&year=0,0&engine=0,0&startPrice=0,0&modelId=-1');
    expect(total).toBe(500);
    const upTo = await allCars('mileage=0,50000');
    expect(upTo.every((lot) => (lot.mileage ?? 0) <= 50000)).toBe(true);
    const from = await allCars('mileage=50000,0');
    expect(from.every((lot) => (lot.mileage ?? 0) >= 50000)).toBe(true);
    expect(upTo.length + from.length).toBeGreaterThanOrEqual(500);
  });

  it('finds lots by number: quick search with ranges, and search=lot_no-…', async () => {
    const some = (await cars('pageSize=20&page=4')).lots;
    const [a, b] = [Number(some[0]?.lotNo), Number(some[5]?.lotNo)];
    const quick = await allCars(`quick_search_lot=${a},${b}-${b + 10}`);
    expect(quick.length).toBeGreaterThanOrEqual(2);
    for (const lot of quick) expect(Number(lot.lotNo) === a || (Number(lot.lotNo) >= b && Number(lot.lotNo) <= b + 10)).toBe(true);
    const search = await allCars(`search=lot_no-${a}`);
    expect(search.length).toBeGreaterThanOrEqual(1);
    expect(search.every((lot) => Number(lot.lotNo) === a)).toBe(true);
  });

  it('searches chassis codes and frame numbers, and model names', async () => {
    const [lot] = (await cars('pageSize=20')).lots;
    const byChassis = await allCars(`search=chassis-${lot?.chassis.slice(0, 3).toLowerCase()}`);
    expect(byChassis.map((found) => found.id)).toContain(lot?.id);
    expect(byChassis.every((found) => found.chassis.startsWith(lot?.chassis.slice(0, 3) ?? '?'))).toBe(true);
    const byModel = await allCars(`search=model-${lot?.model.slice(1, 4)}`);
    expect(byModel.every((found) => found.model.toLowerCase().includes(lot?.model.slice(1, 4).toLowerCase() ?? '?'))).toBe(true);
  });

  it('filters by condition, colour, status, equipment and auction day', async () => {
    const good = await allCars('condition=4,4.5');
    expect(good.length).toBeGreaterThan(0);
    expect(good.every((lot) => ['4', '4.5'].includes(lot.condition))).toBe(true);
    const equipped = await allCars('equipment=NV%20TV');
    expect(equipped.length).toBeGreaterThan(0);
    expect(equipped.every((lot) => lot.equip.split(' ').includes('NV') && lot.equip.split(' ').includes('TV'))).toBe(true);
    const upcoming = await allCars('status=4532');
    expect(upcoming.every((lot) => lot.status === 4532)).toBe(true);
    const thursday = await allCars('date=2026-03-05');
    expect(thursday.length).toBeGreaterThan(0);
    expect(thursday.every((lot) => lot.auctionDate.startsWith('2026-03-05'))).toBe(true);
    expect(await cars('equipment=XYZ')).toMatchObject({ lots: [], total: 0, all: 500 });
  });

  it('filters statistics by date span and auction house, machinery by category', async () => {
    const stats = await get('/stats/listing?pageSize=70&dateFrom=2026-02-02&dateTo=2026-02-07');
    expect(stats.status).toBe(200);
    expect(stats.body.pageInfo.totalSearchResults).toBeGreaterThan(0);
    for (const lot of stats.body.carsList as CarLot[])
      expect(lot.auctionDate.slice(0, 10) >= '2026-02-02' && lot.auctionDate.slice(0, 10) <= '2026-02-07').toBe(true);
    const machinery = await get('/machinery/listing?pageSize=70&category=Excavators');
    expect(machinery.body.mechList.length).toBeGreaterThan(0);
    expect(machinery.body.mechList.every((lot: { category: string }) => lot.category === 'Excavators')).toBe(true);
  });

  it("shows the caller's own bid and nobody else's", async () => {
    const mine = await allCars('');
    const withBid = mine.filter((lot) => lot.myBid);
    expect(withBid.length).toBeGreaterThan(0);
    for (const lot of withBid) expect(lot.myBidAmount).toBeGreaterThan(0);
    const managerCookie = await loginCookie(t.app, 'manager');
    const asManager = await request(t.app)
      .get(`/api/v1/car-auction/listing?pageSize=70&quick_search_lot=${withBid[0]?.lotNo}`)
      .set('Cookie', managerCookie);
    const same = (asManager.body.carsList as CarLot[]).find((lot) => lot.id === withBid[0]?.id);
    expect(same?.myBid).toBe(false);
    expect(same?.myBidAmount).toBeNull();
  });
});
