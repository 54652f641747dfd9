import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionStatusListSchema, countryListSchema, menuCountersSchema, optionListSchema } from '../../../schemas/api/session';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

describe('reference API: /site reference data', () => {
  let t: TestApi;
  let dir: string;
  let dbPath: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'seri-site-'));
    dbPath = join(dir, 'nested', 'seri.sqlite');
    t = startTestApi({ dbPath });
  });
  afterAll(async () => {
    await t.api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, cookie?: string) => {
    const req = request(t.app).get(`/api/v1${path}`);
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it('lists the two interface languages', async () => {
    const res = await get('/site/get-language');
    expect(res.status).toBe(200);
    expectSchema(optionListSchema, res.body);
    expect(res.body).toEqual([
      { value: 692, label: 'English' },
      { value: 693, label: 'Русский' },
    ]);
  });

  it('lists at least 40 countries with numeric ids, the Russian Federation as 183', async () => {
    const res = await get('/site/get-country-list');
    expectSchema(countryListSchema, res.body);
    expect(res.body.length).toBeGreaterThanOrEqual(40);
    expect(res.body).toContainEqual({ value: 183, label: 'Russian Federation' });
  });

  it('names the countries in the requested interface language, sorted in it; an unknown language is a 422', async () => {
    const english = await get('/site/get-country-list?language=692');
    expect(english.body).toEqual((await get('/site/get-country-list')).body);
    const russian = await get('/site/get-country-list?language=693');
    expectSchema(countryListSchema, russian.body);
    expect(russian.body).toContainEqual({ value: 183, label: 'Российская Федерация' });
    expect(russian.body).toContainEqual({ value: 111, label: 'Япония' });
    const labels = russian.body.map((option: { label: string }) => option.label);
    expect(labels).toEqual([...labels].sort((a: string, b: string) => a.localeCompare(b, 'ru')));
    expect(russian.body.map((option: { value: number }) => option.value).sort()).toEqual(
      english.body.map((option: { value: number }) => option.value).sort(),
    );
    expect((await get('/site/get-country-list?language=999')).status).toBe(422);
  });

  it('lists currencies', async () => {
    const res = await get('/site/currency-list');
    expectSchema(optionListSchema, res.body);
    const codes = res.body.map((option: { value: string }) => option.value);
    expect(codes).toEqual(expect.arrayContaining(['JPY', 'USD', 'EUR', 'RUB']));
  });

  it('lists gearboxes', async () => {
    const res = await get('/site/gearbox-list');
    expectSchema(optionListSchema, res.body);
    expect(res.body.map((option: { value: string }) => option.value)).toEqual(expect.arrayContaining(['AT', 'MT', 'CVT', 'FAT']));
  });

  it('lists auction statuses with the code as label and the name as value', async () => {
    const res = await get('/site/auction-status-list');
    expectSchema(auctionStatusListSchema, res.body);
    expect(res.body).toContainEqual({ label: '4531', value: 'Ongoing' });
    expect(res.body).toContainEqual({ label: '4534', value: 'Sold by negotiation' });
    expect(res.body).toHaveLength(9);
  });

  it('lists condition grades per kind of lot', async () => {
    const car = await get('/site/condition-list?type=car');
    expectSchema(optionListSchema, car.body);
    expect(car.body.map((option: { value: string }) => option.value)).toEqual([
      '6',
      '5',
      'S',
      '4.5',
      '4',
      '3.5',
      '3',
      '2',
      '1',
      'R',
      'RA',
      'RB',
      'R2',
      'R?',
      '***',
      'WR',
    ]);
    for (const type of ['bike', 'machinery']) {
      const res = await get(`/site/condition-list?type=${type}`);
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThan(0);
    }
  });

  it('rejects a missing or unknown condition type', async () => {
    expectJsonError(await get('/site/condition-list'), 400);
    expectJsonError(await get('/site/condition-list?type=boat'), 422);
    expectJsonError(await get('/site/condition-list?type=car&type=bike'), 400);
  });

  it('counts menu badges per role', async () => {
    expectJsonError(await get('/site/menu-counters'), 401);
    const db = new Database(dbPath, { readonly: true });
    try {
      const counters = async (role: 'client' | 'dealer' | 'manager' | 'restricted') => {
        const res = await get('/site/menu-counters', await loginCookie(t.app, role));
        expect(res.status).toBe(200);
        expectSchema(menuCountersSchema, res.body);
        return res.body;
      };
      const client = await counters('client');
      expect(client).toEqual({ bid: 6, search: { bikes: 1, 'bike-stats': 0, 'car-auction': 2, stock: 0, stats: 1, machinery: 0 } });
      // The dealer's own three active bids and two for each of the three clients.
      const dealer = await counters('dealer');
      expect(dealer.bid).toBe(9);
      expect(dealer.search).toMatchObject({ 'car-auction': 1, machinery: 1 });
      const manager = await counters('manager');
      expect(manager.bid).toBe(db.prepare('SELECT COUNT(*) FROM bids WHERE status = 1').pluck().get());
      expect(manager.bid).toBeGreaterThan(7);
      expect(await counters('restricted')).toEqual({
        bid: 0,
        search: { bikes: 0, 'bike-stats': 0, 'car-auction': 0, stock: 0, stats: 0, machinery: 0 },
      });
    } finally {
      db.close();
    }
  });

  it('answers unknown calls with 404 JSON', async () => {
    const res = await get('/no/such/call');
    expectJsonError(res, 404);
    expectJsonError(await request(t.app).delete('/api/v1/site/get-language'), 404);
  });
});
