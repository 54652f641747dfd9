// Page types and who may use them (issue #14 item 11; seed 001 §2 "Access", §6): every call of a page
// type needs its view permission, and a page type the company disabled answers 404 everywhere.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJsonError, loginCookie, startTestApi, type DemoRole, type TestApi } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'seri-page-types-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An API on its own file, with a writable connection beside it to put rows in place. */
async function start(name: string, enabledPageTypes?: string[]) {
  const dbPath = join(dir, `${name}.sqlite`);
  const test: TestApi = startTestApi({ dbPath, seedLots: 200, ...(enabledPageTypes ? { enabledPageTypes } : {}) });
  const db = new Database(dbPath);
  const cookies = {} as Record<DemoRole, string>;
  for (const role of ['client', 'manager', 'restricted'] as const) cookies[role] = await loginCookie(test.app, role);
  const lotOf = (pageType: string) =>
    db.prepare('SELECT id FROM lots WHERE page_type = ? ORDER BY id LIMIT 1').pluck().get(pageType) as number;
  const userOf = (role: DemoRole) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(`${role}@seri.example`) as number;
  const as = (role: DemoRole) => ({
    get: (path: string) => request(test.app).get(`/api/v1${path}`).set('Cookie', cookies[role]),
    post: (path: string, body: object) => request(test.app).post(`/api/v1${path}`).set('Cookie', cookies[role]).send(body),
  });
  const close = async () => {
    db.close();
    await test.api.close();
  };
  return { test, db, lotOf, userOf, as, close };
}

describe('the view permission of a page type', () => {
  let api: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    api = await start('permissions');
  });
  afterAll(() => api.close());

  it('refuses every listing call of bikes and machinery to the restricted user (403), and lets them browse cars', async () => {
    const { as } = api;
    for (const path of [
      '/bikes/listing',
      '/bikes/filters',
      '/bikes/makers',
      '/bikes/models?id=1',
      '/bikes/filter-chassis?search_chassis=A',
      '/bikes/filter-model?search_model=a',
      '/bikes/filter-attributes?modelId=1',
      '/bike-stats/listing',
      '/machinery/listing',
      '/machinery/filters',
      '/machinery/makers',
      '/machinery/category-list',
      '/site/auction-list?type=bikes',
      '/site/auction-list?type=machinery',
      '/user/my-search?type=bikes',
    ]) {
      expectJsonError(await as('restricted').get(path), 403);
      expect((await as('client').get(path)).status, path).toBe(200);
    }
    expect((await as('restricted').get('/car-auction/listing')).status).toBe(200);
    expect((await as('restricted').get('/site/auction-list?type=car-auction')).status).toBe(200);
  });

  it('refuses the restricted user a favorite or a saved search of a bike, and leaves out the bikes they filed before', async () => {
    const { as, db, lotOf, userOf } = api;
    const bike = lotOf('bikes');
    expectJsonError(await as('restricted').post('/favorite/add', { group: 'B', carId: String(bike), type: 'bikes' }), 403);
    expectJsonError(await as('restricted').post('/user/save-search', { title: 'Bikes', params: 'page=1', type: 'bikes' }), 403);

    // filed while the account still had bikeView
    db.prepare('INSERT INTO favorites (user_id, lot_id, grp, created_at) VALUES (?, ?, ?, ?)').run(
      userOf('restricted'),
      bike,
      'B',
      new Date().toISOString(),
    );
    expect(
      (await as('restricted').post('/favorite/add', { group: 'B', carId: String(lotOf('car-auction')), type: 'car-auction' })).status,
    ).toBe(200);
    const list = await as('restricted').get('/favorite/list?group=B');
    expect(list.status).toBe(200);
    expect(list.body.carsList.map((lot: { lotType: string }) => lot.lotType)).toEqual(['car-auction']);
    expect(list.body.pageInfo).toMatchObject({ totalSearchResults: 1, totalResults: 1 });
  });

  it('checks the lot’s page type on the calls that name a lot', async () => {
    const { as, db, lotOf } = api;
    const bike = lotOf('bikes');
    const withSheet = db
      .prepare("SELECT id, auction_sheet AS sheet FROM lots WHERE page_type = 'bikes' AND auction_sheet IS NOT NULL LIMIT 1")
      .get() as { id: number; sheet: string };
    const translate = (role: DemoRole) =>
      as(role).get(`/car-auction/image-translate?image=${encodeURIComponent(withSheet.sheet)}&lotId=${withSheet.id}`);
    expect((await translate('client')).status).toBe(200);
    expectJsonError(await translate('restricted'), 403);
    const bid = await as('restricted').post('/bid/create', { amount: 100_000, carId: String(bike), lotType: 'bikes', confirm: 1 });
    expectJsonError(bid, 403);
    expect(bid.body.message).toBe('Permission bikeView is needed');
  });

  it('gives the price guide and the vehicle history to those who may view the lot, the guide also needing its statistics', async () => {
    const { as, db, lotOf, userOf } = api;
    const bike = lotOf('bikes');
    for (const path of [`/bikes/price-guide?id=${bike}`, `/bikes/history?id=${bike}`]) {
      expectJsonError(await as('restricted').get(path), 403);
      expect((await as('client').get(path)).status, path).toBe(200);
    }
    const car = lotOf('car-auction');
    db.prepare("DELETE FROM user_permissions WHERE user_id = ? AND flag = 'salesStatisticsView'").run(userOf('manager'));
    const refused = await as('manager').get(`/car-auction/price-guide?id=${car}`);
    expectJsonError(refused, 403);
    expect(refused.body.message).toBe('Permission salesStatisticsView is needed');
    expect((await as('manager').get(`/car-auction/history?id=${car}`)).status).toBe(200);
  });
});

describe('a page type the company disabled', () => {
  let api: Awaited<ReturnType<typeof start>>;
  const ENABLED = ['car-auction', 'stock', 'stats', 'bikes', 'bike-stats'];
  beforeAll(async () => {
    api = await start('disabled', ENABLED);
  });
  afterAll(() => api.close());

  it('answers 404 to its calls, for anyone, while the others work', async () => {
    const { as, lotOf } = api;
    const machine = lotOf('machinery');
    for (const path of [
      '/machinery/listing',
      '/machinery/filters',
      '/machinery/makers',
      '/machinery/category-list',
      `/machinery/view?id=${machine}`,
      `/machinery/password?id=${machine}`,
      `/machinery/download-images?id=${machine}`,
      '/site/auction-list?type=machinery',
      '/user/my-search?type=machinery',
      `/share/lot?type=machinery&id=${machine}`,
    ]) {
      expectJsonError(await as('manager').get(path), 404);
    }
    expect((await as('manager').get('/bikes/listing')).status).toBe(200);
    expect((await as('manager').get('/site/auction-list?type=bikes')).status).toBe(200);
  });

  it('takes the price guide away with the statistics it reads, and keeps the vehicle history', async () => {
    const noStatistics = await start('no-statistics', ['car-auction', 'stock', 'bikes', 'bike-stats']);
    try {
      const car = noStatistics.lotOf('car-auction');
      expectJsonError(await noStatistics.as('client').get(`/car-auction/price-guide?id=${car}`), 404);
      expectJsonError(await noStatistics.as('client').get(`/stock/price-guide?id=${noStatistics.lotOf('stock')}`), 404);
      expect((await noStatistics.as('client').get(`/car-auction/history?id=${car}`)).status).toBe(200);
      expect((await noStatistics.as('client').get(`/bikes/price-guide?id=${noStatistics.lotOf('bikes')}`)).status).toBe(200);
    } finally {
      await noStatistics.close();
    }
  });

  it('answers 404 to favorites, saved searches, bids and notes on its lots, and lists none of them', async () => {
    const { as, db, lotOf, userOf } = api;
    const machine = String(lotOf('machinery'));
    expectJsonError(await as('client').post('/favorite/add', { group: 'C', carId: machine, type: 'machinery' }), 404);
    expectJsonError(await as('client').post('/user/save-search', { title: 'Excavators', params: 'page=1', type: 'machinery' }), 404);
    expectJsonError(await as('client').post('/bid/create', { amount: 100_000, carId: machine, lotType: 'machinery', confirm: 1 }), 404);
    expectJsonError(
      await as('manager').post('/bid/bid-from-manager', {
        amount: 100_000,
        carId: machine,
        lotType: 'machinery',
        confirm: 1,
        userId: userOf('client'),
      }),
      404,
    );
    expectJsonError(await as('manager').post('/car-auction/save-comment', { carId: machine, comment: 'Hidden' }), 404);

    db.prepare('INSERT INTO favorites (user_id, lot_id, grp, created_at) VALUES (?, ?, ?, ?)').run(
      userOf('client'),
      Number(machine),
      'C',
      new Date().toISOString(),
    );
    const list = await as('client').get('/favorite/list?group=C');
    expect(list.status).toBe(200);
    expect(list.body.carsList.map((lot: { id: string }) => lot.id)).not.toContain(machine);
  });

  it('counts none of its saved searches in the menu counters', async () => {
    const { as, db, userOf } = api;
    const save = db.prepare('INSERT INTO saved_searches (user_id, type, title, params, created_at) VALUES (?, ?, ?, ?, ?)');
    save.run(userOf('client'), 'machinery', 'Excavators', 'page=1', new Date().toISOString());
    save.run(userOf('client'), 'bikes', 'Honda', 'page=1', new Date().toISOString());
    const counters = await as('client').get('/site/menu-counters');
    expect(counters.status).toBe(200);
    expect(counters.body.search.machinery).toBe(0);
    expect(counters.body.search.bikes).toBeGreaterThan(0);
  });

  it('refuses to start with a page type it does not know', () => {
    expect(() => startTestApi({ enabledPageTypes: ['car-auction', 'boats'] })).toThrow(/boats/);
  });
});
