// A call with the session that another origin's page started is refused (Fetch Metadata): a link on
// another site sends the SameSite=Lax cookies on a top-level GET, and two GETs change state (a USS
// image request spends the day's allowance; a share password makes a lot shareable) (docs/security.md).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectJsonError, loginCookie, startTestApi, type TestApi } from './helpers';
import { carLotId } from './lot-detail-helpers';

describe('reference API: calls another origin’s page started', () => {
  let t: TestApi;
  let client: string;
  let uss: string;
  beforeAll(async () => {
    process.env.USS_IMAGES_DELAY_MS = '0';
    t = startTestApi();
    client = await loginCookie(t.app, 'client');
    uss = await carLotId(t.app, client, true);
  });
  afterAll(() => t.api.close());

  const allowance = async () =>
    ((await request(t.app).get(`/api/v1/car-auction/view?id=${uss}`).set('Cookie', client)).body.ussCounter as { ussLimit: number })
      .ussLimit;
  const ussImages = (site: string) =>
    request(t.app)
      .get(`/api/v1/car-auction/uss-images?id=${uss}`)
      .set('Cookie', client)
      .set('Sec-Fetch-Site', site)
      .set('Sec-Fetch-Mode', 'navigate');

  it('refuses a link or form of another site, or of another origin of the site (403), and spends nothing', async () => {
    const before = await allowance();
    for (const site of ['cross-site', 'same-site']) {
      const refused = await ussImages(site);
      expectJsonError(refused, 403);
      expect(refused.body).toMatchObject({ messageCode: 'ForeignOrigin' });
      const shared = await request(t.app)
        .get(`/api/v1/car-auction/password?carId=${uss}`)
        .set('Cookie', client)
        .set('Sec-Fetch-Site', site);
      expectJsonError(shared, 403);
      expectJsonError(await request(t.app).get('/api/v1/auth/update').set('Cookie', client).set('Sec-Fetch-Site', site), 403);
    }
    expect(await allowance()).toBe(before);
  });

  it('lets through the portal’s own pages, an address the user typed, and clients that send no Fetch Metadata', async () => {
    const before = await allowance();
    expect((await ussImages('same-origin')).status).toBe(200);
    expect((await ussImages('none')).status).toBe(200);
    expect((await request(t.app).get(`/api/v1/car-auction/uss-images?id=${uss}`).set('Cookie', client)).status).toBe(200);
    expect(await allowance()).toBe(before - 3);
  });
});
