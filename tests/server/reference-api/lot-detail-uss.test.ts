// USS extra images: the daily allowance per user and Japan day, shown on the lot and spent by each
// request; 403 without one, 429 once used up (docs/api.md "Lot detail").
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ussImagesResponseSchema, type UssImagesResponse } from '../../../schemas/api/lot-detail';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';
import { carLotId, listedLots } from './lot-detail-helpers';

/** The client demo account's daily allowance (server/reference-api/seed/users.ts). */
const CLIENT_DAILY_USS_LIMIT = 10;

describe('reference API: USS extra images', () => {
  let t: TestApi;
  let client: string;
  let restricted: string;
  beforeAll(async () => {
    process.env.USS_IMAGES_DELAY_MS = '0';
    t = startTestApi();
    client = await loginCookie(t.app, 'client');
    restricted = await loginCookie(t.app, 'restricted');
  });
  afterAll(() => t.api.close());

  const ussImages = (id: string, cookie = client) => request(t.app).get(`/api/v1/car-auction/uss-images?id=${id}`).set('Cookie', cookie);
  const counter = async (id: string) =>
    (await request(t.app).get(`/api/v1/car-auction/view?id=${id}`).set('Cookie', client)).body.ussCounter as
      { ussLimit: number } | undefined;

  it('shows the allowance on USS lots only, spends one per request until none is left', async () => {
    const uss = await carLotId(t.app, client, true);
    expect(await counter(await carLotId(t.app, client, false))).toBeUndefined();
    expect(await counter(uss)).toEqual({ ussLimit: CLIENT_DAILY_USS_LIMIT });

    const first = await ussImages(uss);
    expect(first.status).toBe(200);
    expectSchema(ussImagesResponseSchema, first.body);
    const detail = (first.body as UssImagesResponse).auctionLotDetail;
    expect(detail.carCommonDetail).toEqual({ id: uss, isUss: true, ussLimit: CLIENT_DAILY_USS_LIMIT - 1 });
    expect(detail.carInfo).toEqual({ id: uss });
    expect(await counter(uss)).toEqual({ ussLimit: CLIENT_DAILY_USS_LIMIT - 1 });

    for (let left = CLIENT_DAILY_USS_LIMIT - 2; left >= 0; left -= 1) {
      expect((await ussImages(uss)).body.auctionLotDetail.carCommonDetail.ussLimit).toBe(left);
    }
    const usedUp = await ussImages(uss);
    expectJsonError(usedUp, 429);
    expect(usedUp.body.messageCode).toBe('UssLimitReached');
    expect(await counter(uss)).toEqual({ ussLimit: 0 });
  });

  it('gives the full photo set of a USS lot whose detail shows a few, and an empty list for some lots', async () => {
    const manager = await loginCookie(t.app, 'manager');
    const ussLots = (await listedLots(t.app, manager, 'car-auction', 7)).filter((lot) => lot.isUss);
    const answers = await Promise.all(ussLots.slice(0, 12).map((lot) => ussImages(lot.id, manager)));
    const images = answers.map((res) => (res.body as UssImagesResponse).auctionLotDetail.images);
    expect(images.some((list) => list.length === 0)).toBe(true);
    const full = images.find((list) => list.length > 3) ?? [];
    expect(full.length).toBeGreaterThan(3);
    expect(full.every((url) => /^\/api\/v1\/images\/uss\/[\w-]{32}\/\d+\.svg$/.test(url))).toBe(true);
  });

  it('refuses a user without allowance (403), a lot that is not USS or missing (404), a malformed id', async () => {
    const uss = await carLotId(t.app, client, true);
    expectJsonError(await ussImages(uss, restricted), 403);
    const manager = await loginCookie(t.app, 'manager');
    expectJsonError(await ussImages(await carLotId(t.app, client, false), manager), 404);
    expectJsonError(await ussImages('999999', manager), 404);
    expectJsonError(await ussImages('x1', manager), 422);
  });
});
