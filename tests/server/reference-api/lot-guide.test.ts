// What a lot page tells a client before they bid (issue #19): the price guide from comparable sales of
// the statistics (docs/api.md "Price guide") and the vehicle's earlier offerings with their count on
// listing rows and lot pages (docs/api.md "Vehicle history").
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceGuideResponseSchema, type PriceGuideResponse } from '../../../schemas/api/price-guide';
import { vehicleHistoryResponseSchema, type VehicleOffering } from '../../../schemas/api/vehicle-history';
import { listingPageTypes, type ListingPageType } from '../../../server/reference-api/listing/page-types';
import { comparableScopes } from '../../../server/reference-api/price-guide/widening';
import { summarise } from '../../../shared/price-guide/sold-prices';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'seri-lot-guide-'));
let t: TestApi;
let db: Database.Database;
let client: string;

beforeAll(async () => {
  const dbPath = join(dir, 'seri.sqlite');
  t = startTestApi({ dbPath, seedLots: 2000 });
  db = new Database(dbPath, { readonly: true });
  client = await loginCookie(t.app, 'client');
});
afterAll(async () => {
  db.close();
  await t.api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, cookie = client) => request(t.app).get(`/api/v1${path}`).set('Cookie', cookie);
const ids = (sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .all(...params) as number[];
const lotsOf = (pageType: string, count: number) => ids('SELECT id FROM lots WHERE page_type = ? ORDER BY id LIMIT ?', pageType, count);
/** The statistics listing of a query, up to 70 lots. */
const statisticsListing = async (statistics: string, query: Record<string, string>) => {
  const res = await get(`/${statistics}/listing?${new URLSearchParams({ ...query, pageSize: '70' })}`);
  expect(res.status).toBe(200);
  return res.body as {
    carsList?: Array<{ soldPrice: number | null; auctionDate: string }>;
    bikeList?: Array<{ auctionDate: string }>;
    pageInfo: { totalSearchResults: number };
  };
};

describe('the price guide', () => {
  it('lists exactly the sales its statistics listing query lists, summarised', async () => {
    for (const id of lotsOf('car-auction', 12)) {
      const res = await get(`/car-auction/price-guide?id=${id}`);
      expect(res.status).toBe(200);
      expectSchema(priceGuideResponseSchema, res.body);
      const guide = res.body as PriceGuideResponse;
      expect(guide.statistics).toBe('stats');
      const listing = await statisticsListing('stats', guide.query);
      expect(listing.pageInfo.totalSearchResults, `lot ${id}`).toBe(guide.count);
      if (guide.count > 70) continue;
      const listed = listing.carsList ?? [];
      expect(listed.map((lot) => lot.soldPrice).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(guide.soldPrices);
      expect(guide.prices).toEqual(summarise(guide.soldPrices));
      const days = listed.map((lot) => lot.auctionDate.slice(0, 10)).sort();
      expect(guide.period).toEqual(days.length > 0 ? { from: days[0], to: days.at(-1) } : null);
    }
  });

  it('stops at the narrowest scope with enough sales, and widens to the last step only when none has enough', async () => {
    const stats = listingPageTypes().get('stats') as ListingPageType;
    for (const id of lotsOf('car-auction', 12)) {
      const guide = (await get(`/car-auction/price-guide?id=${id}`)).body as PriceGuideResponse;
      const lot = db
        .prepare(
          'SELECT maker_id AS makerId, model_id AS modelId, chassis AS modelCode, year, mileage, condition AS grade FROM lots WHERE id = ?',
        )
        .get(id) as {
        makerId: number;
        modelId: number;
        modelCode: string;
        year: number;
        mileage: number;
        grade: string;
      };
      const scopes = comparableScopes({ kind: 'car', ...lot }, stats);
      const chosen = scopes.findIndex((scope) => JSON.stringify(scope.query) === JSON.stringify(guide.query));
      expect(chosen, `lot ${id}`).toBeGreaterThanOrEqual(0);
      expect(scopes[chosen]?.widened).toEqual(guide.widened);
      for (const narrower of scopes.slice(0, chosen))
        expect((await statisticsListing('stats', narrower.query)).pageInfo.totalSearchResults).toBeLessThan(guide.wanted);
      if (guide.count < guide.wanted) expect(chosen).toBe(scopes.length - 1);
    }
  });

  it('compares bikes with the bike statistics, stock with the car statistics', async () => {
    const [bike] = lotsOf('bikes', 1);
    const bikeGuide = await get(`/bikes/price-guide?id=${bike}`);
    expect(bikeGuide.status).toBe(200);
    expect(bikeGuide.body.statistics).toBe('bike-stats');
    expect((await statisticsListing('bike-stats', bikeGuide.body.query)).pageInfo.totalSearchResults).toBe(bikeGuide.body.count);
    const [stock] = lotsOf('stock', 1);
    expect((await get(`/stock/price-guide?id=${stock}`)).body.statistics).toBe('stats');
  });

  it('answers 404 for a lot of another page type, 422 for a malformed id; statistics and machinery have no guide', async () => {
    const [stats] = lotsOf('stats', 1);
    expectJsonError(await get(`/car-auction/price-guide?id=${stats}`), 404);
    expectJsonError(await get('/car-auction/price-guide?id=abc'), 422);
    expectJsonError(await get('/car-auction/price-guide'), 400);
    expectJsonError(await get(`/stats/price-guide?id=${stats}`), 404);
    expectJsonError(await get(`/machinery/price-guide?id=${lotsOf('machinery', 1)[0]}`), 404);
    expectJsonError(await request(t.app).get(`/api/v1/car-auction/price-guide?id=${lotsOf('car-auction', 1)[0]}`), 401);
  });
});

describe("the vehicle's history", () => {
  /** Lots of a page type that are a vehicle offered before. */
  const offeredAgain = (pageType: string) =>
    ids(
      `SELECT l.id FROM lots l WHERE l.page_type = ? AND EXISTS
        (SELECT 1 FROM lots p WHERE p.serial = l.serial AND p.model_id = l.model_id AND p.auction_date < l.auction_date) ORDER BY l.id LIMIT 5`,
      pageType,
    );

  it('lists the earlier offerings of the same frame number and model, newest first', async () => {
    for (const pageType of ['car-auction', 'stats', 'bikes']) {
      const [id] = offeredAgain(pageType);
      const res = await get(`/${pageType}/history?id=${id}`);
      expect(res.status).toBe(200);
      expectSchema(vehicleHistoryResponseSchema, res.body);
      const history = res.body.history as VehicleOffering[];
      expect(history.length, `${pageType} lot ${id}`).toBeGreaterThan(0);
      const lot = db.prepare('SELECT serial, model_id AS modelId, auction_date AS date FROM lots WHERE id = ?').get(id) as {
        serial: string;
        modelId: number;
        date: string;
      };
      for (const offering of history) {
        const earlier = db.prepare('SELECT serial, model_id AS modelId FROM lots WHERE id = ?').get(Number(offering.id));
        expect(earlier).toEqual({ serial: lot.serial, modelId: lot.modelId });
        expect(offering.auctionDate.slice(0, 10) < lot.date).toBe(true);
      }
      const dates = history.map((offering) => offering.auctionDate);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('is empty for a vehicle offered for the first time', async () => {
    const [fresh] = ids(
      `SELECT l.id FROM lots l WHERE l.page_type = 'car-auction' AND NOT EXISTS
        (SELECT 1 FROM lots p WHERE p.serial = l.serial AND p.model_id = l.model_id AND p.auction_date < l.auction_date) LIMIT 1`,
    );
    const res = await get(`/car-auction/history?id=${fresh}`);
    expect(res.body).toEqual({ success: true, history: [] });
    expect((await get(`/car-auction/view?id=${fresh}`)).body.lotInfo.offeredBefore).toBe(0);
  });

  it('is counted on the listing row and the lot page', async () => {
    const listing = await get('/car-auction/listing?pageSize=70');
    const rows = listing.body.carsList as Array<{ id: string; offeredBefore: number }>;
    const again = rows.filter((row) => row.offeredBefore > 0);
    expect(again.length).toBeGreaterThan(0);
    for (const row of again.slice(0, 5)) {
      expect((await get(`/car-auction/history?id=${row.id}`)).body.history).toHaveLength(row.offeredBefore);
      expect((await get(`/car-auction/view?id=${row.id}`)).body.lotInfo.offeredBefore).toBe(row.offeredBefore);
    }
  });

  it('answers 404 for a lot of another page type', async () => {
    expectJsonError(await get(`/car-auction/history?id=${lotsOf('bikes', 1)[0]}`), 404);
  });
});
