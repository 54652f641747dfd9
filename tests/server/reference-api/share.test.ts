// Sharing a lot: the 6-digit password, the share page's title and code check, the wrong-code limit
// per lot and client address, kept in the database (docs/api.md "Share pages").
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  productionMonthResponseSchema,
  shareLotResponseSchema,
  shareLotSummarySchema,
  sharePasswordResponseSchema,
} from '../../../schemas/api/lot-detail';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';
import { firstLotId } from './lot-detail-helpers';

describe('reference API: share pages', () => {
  let t: TestApi;
  let client: string;
  let restricted: string;
  let clock = new Date();
  beforeAll(async () => {
    t = startTestApi({ now: () => clock });
    client = await loginCookie(t.app, 'client');
    restricted = await loginCookie(t.app, 'restricted');
  });
  afterAll(() => t.api.close());

  const password = async (pageType: string, query: string, cookie = client) =>
    request(t.app).get(`/api/v1/${pageType}/password?${query}`).set('Cookie', cookie);
  const summary = (type: string, id: string) => request(t.app).get(`/api/v1/share/lot?type=${type}&id=${id}`);
  const open = (type: string, id: string, code: string) => request(t.app).post('/api/v1/share/lot').send({ type, id, code });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('gives a lot one 6-digit password while it is valid, by carId, bikeId or id as the page type names it', async () => {
    const car = await firstLotId(t.app, client, 'car-auction');
    const first = await password('car-auction', `carId=${car}&auctionDate=2026-11-23&auctionType=car-auction&imageUrl=%2Fa.svg`);
    expect(first.status).toBe(200);
    expectSchema(sharePasswordResponseSchema, first.body);
    expect((await password('car-auction', `carId=${car}`)).body).toEqual(first.body);

    const bike = await firstLotId(t.app, client, 'bike-stats');
    expect((await password('bike-stats', `bikeId=${bike}`)).body.password).toMatch(/^[0-9]{6}$/);
    const machine = await firstLotId(t.app, client, 'machinery');
    expect((await password('machinery', `id=${machine}`)).body.password).toMatch(/^[0-9]{6}$/);

    expectJsonError(await password('machinery', `carId=${machine}`), 400);
    expectJsonError(await password('car-auction', `carId=${bike}`), 404);
    expectJsonError(await password('bikes', `bikeId=${bike}`, restricted), 403);
    expectJsonError(await request(t.app).get(`/api/v1/car-auction/password?carId=${car}`), 401);
  });

  it('opens a shared lot to an anonymous visitor with the right code, refuses a wrong one', async () => {
    const id = await firstLotId(t.app, client, 'stats');
    expectJsonError(await summary('stats', id), 404); // never shared
    const { password: code } = (await password('stats', `carId=${id}`)).body as { password: string };

    const title = await summary('stats', id);
    expect(title.status).toBe(200);
    expectSchema(shareLotSummarySchema, title.body);
    expect(JSON.stringify(title.body)).not.toContain(code);

    const wrong = await open('stats', id, wrongCode(code));
    expectJsonError(wrong, 403);
    expect(wrong.body).toMatchObject({ message: 'WrongCode', messageCode: 'WrongCode' });

    const right = await open('stats', id, code);
    expect(right.status).toBe(200);
    expectSchema(shareLotResponseSchema, right.body);
    expect(right.body).toMatchObject({ type: 'stats', title: title.body.title });
    expect(right.body.lot.carCommonDetail).toMatchObject({ id, comment: null, commentEditable: false });
    expect(right.body.lot.bidInfo).toBeUndefined();

    expectJsonError(await open('car-auction', id, code), 404);
    expectJsonError(await open('stats', id, ''), 403);
    expectJsonError(await request(t.app).post('/api/v1/share/lot').send({ type: 'stats', id }), 400);
    expectJsonError(await summary('trucks', id), 422);
  });

  it('gives an anonymous visitor with the right code the month of production of the shared lot, read from its frame number', async () => {
    const productionMonth = (type: string, id: string, code: string) =>
      request(t.app).post('/api/v1/share/production-month').send({ type, id, code });
    const id = await firstLotId(t.app, client, 'car-auction');
    const { password: code } = (await password('car-auction', `carId=${id}`)).body as { password: string };
    const chassis = (await open('car-auction', id, code)).body.lot.carInfo.chassisId as string;

    const shared = await productionMonth('car-auction', id, code);
    expect(shared.status).toBe(200);
    expectSchema(productionMonthResponseSchema, shared.body);
    const member = await request(t.app)
      .get(`/api/v1/car-auction/production-month?chassis=${encodeURIComponent(chassis)}`)
      .set('Cookie', client);
    expect(shared.body).toEqual(member.body);

    expectJsonError(await productionMonth('car-auction', id, wrongCode(code)), 403);
    expectJsonError(await productionMonth('stock', id, code), 404);
    expectJsonError(await request(t.app).post('/api/v1/share/production-month').send({ type: 'car-auction', id }), 400);
    const stats = await firstLotId(t.app, client, 'stats');
    const statsCode = (await password('stats', `carId=${stats}`)).body.password as string;
    expectJsonError(await productionMonth('stats', stats, statsCode), 404);
  });

  it('limits wrong codes per lot and client: 5 in 15 minutes, then 429 with Retry-After, even for the right code', async () => {
    const [one, two] = [await firstLotId(t.app, client, 'bikes'), await firstLotId(t.app, client, 'car-auction')];
    const code = (await password('bikes', `bikeId=${one}`)).body.password as string;
    const otherCode = (await password('car-auction', `carId=${two}`)).body.password as string;
    for (let attempt = 0; attempt < 5; attempt += 1) expectJsonError(await open('bikes', one, wrongCode(code)), 403);

    const blocked = await open('bikes', one, code);
    expectJsonError(blocked, 429);
    expect(blocked.body.messageCode).toBe('TooManyAttempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // Another lot is not blocked.
    expect((await open('car-auction', two, otherCode)).status).toBe(200);

    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    expect((await open('bikes', one, code)).status).toBe(200);
  });

  it('lets a password expire after 30 days; the lot then needs a new one', async () => {
    client = await loginCookie(t.app, 'client'); // the clock has moved past the access token's life
    const id = await firstLotId(t.app, client, 'stock');
    const code = (await password('stock', `carId=${id}`)).body.password as string;
    clock = new Date(clock.getTime() + 31 * 24 * 3600 * 1000);
    client = await loginCookie(t.app, 'client');
    expectJsonError(await open('stock', id, code), 404);
    expect((await password('stock', `carId=${id}`)).status).toBe(200);
    expect((await summary('stock', id)).status).toBe(200);
  });
});

describe('reference API: share attempts survive a restart', () => {
  it('keeps the wrong codes in the database', async () => {
    const dbPath = `${process.env.TMPDIR ?? '/tmp'}/seri-share-${process.pid}-${Date.now()}.sqlite`;
    const { rmSync } = await import('node:fs');
    let t = startTestApi({ dbPath });
    try {
      const cookie = await loginCookie(t.app, 'client');
      const id = await firstLotId(t.app, cookie, 'car-auction');
      const code = (await request(t.app).get(`/api/v1/car-auction/password?carId=${id}`).set('Cookie', cookie)).body.password as string;
      const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
      for (let attempt = 0; attempt < 5; attempt += 1)
        await request(t.app).post('/api/v1/share/lot').send({ type: 'car-auction', id, code: wrong });
      await t.api.close();
      t = startTestApi({ dbPath });
      expectJsonError(await request(t.app).post('/api/v1/share/lot').send({ type: 'car-auction', id, code }), 429);
    } finally {
      await t.api.close();
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
    }
  });
});
