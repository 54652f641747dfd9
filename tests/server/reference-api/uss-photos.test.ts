// A USS lot's photos beyond the first three are what the daily USS allowance buys: the public image
// route, the listing and the bid tables give the first three only; GET /car-auction/uss-images hands out
// links to the rest that last a day (docs/api.md "Images").
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UssImagesResponse } from '../../../schemas/api/lot-detail';
import { loginCookie, startTestApi, type TestApi } from './helpers';
import { listedLots } from './lot-detail-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('reference API: the paid photos of USS lots', () => {
  let t: TestApi;
  let manager: string;
  let clock = Date.parse('2026-03-02T01:00:00Z');
  beforeAll(async () => {
    process.env.USS_IMAGES_DELAY_MS = '0';
    t = startTestApi({ now: () => new Date(clock) });
    manager = await loginCookie(t.app, 'manager');
  });
  afterAll(() => t.api.close());

  const anonymous = (url: string) => request(t.app).get(url);

  /** A USS lot with more than three photos, as the uss-images call gives them. */
  async function paidLot(): Promise<{ id: string; images: string[] }> {
    const lots = (await listedLots(t.app, manager, 'car-auction', 7)).filter((lot) => lot.isUss);
    for (const lot of lots) {
      const res = await request(t.app).get(`/api/v1/car-auction/uss-images?id=${lot.id}`).set('Cookie', manager);
      const images = (res.body as UssImagesResponse).auctionLotDetail.images;
      if (images.length > 3) return { id: lot.id, images };
    }
    throw new Error('no USS lot with more than three photos in the test seed');
  }

  it('lists at most three photos of a USS lot, and serves no fourth to anyone without its link', async () => {
    const lots = (await listedLots(t.app, manager, 'car-auction', 7)) as Array<{ id: string; isUss?: boolean; images: string[] }>;
    const uss = lots.filter((lot) => lot.isUss);
    expect(uss.length).toBeGreaterThan(0);
    for (const lot of uss) expect(lot.images.length).toBeLessThanOrEqual(3);
    expect(lots.some((lot) => !lot.isUss && lot.images.length > 3)).toBe(true);

    const { id } = await paidLot();
    expect((await anonymous(`/api/v1/images/lots/${id}/1.svg`)).status).toBe(200);
    const fourth = await anonymous(`/api/v1/images/lots/${id}/4.svg`);
    expect(fourth.status).toBe(404);
  });

  it('serves a bought photo set through its links for a day, kept out of shared caches', async () => {
    const { images } = await paidLot();
    const fourth = images[3] ?? '';
    expect(fourth).not.toMatch(/\/images\/lots\//);
    const served = await anonymous(fourth);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['cache-control']).toMatch(/^private/);

    expect((await anonymous(fourth.replace(/\/[^/]+\/4\.svg$/, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/4.svg'))).status).toBe(404);
    expect((await anonymous(fourth.replace(/4\.svg$/, '99.svg'))).status).toBe(404);
    clock += DAY_MS + 1;
    expect((await anonymous(fourth)).status).toBe(404);
  });
});
