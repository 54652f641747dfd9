// GET /{pageType}/view for the six page types, the manager note, the sheet translation and the month
// of production (docs/api.md "Lot detail").
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bikeDetailResponseSchema,
  carDetailResponseSchema,
  machineryDetailResponseSchema,
  productionMonthResponseSchema,
  type CarDetailResponse,
} from '../../../schemas/api/lot-detail';
import { expectJsonError, expectSchema, loginCookie, startServedApi, startTestApi, type ServedApi, type TestApi } from './helpers';
import { carLotId, firstLotId, listedLots, type DetailPageType } from './lot-detail-helpers';

const SCHEMAS: Record<DetailPageType, object> = {
  'car-auction': carDetailResponseSchema,
  stock: carDetailResponseSchema,
  stats: carDetailResponseSchema,
  bikes: bikeDetailResponseSchema,
  'bike-stats': bikeDetailResponseSchema,
  machinery: machineryDetailResponseSchema,
};

describe('reference API: lot detail', () => {
  let t: TestApi;
  let client: string;
  let manager: string;
  let restricted: string;
  beforeAll(async () => {
    t = startTestApi();
    client = await loginCookie(t.app, 'client');
    manager = await loginCookie(t.app, 'manager');
    restricted = await loginCookie(t.app, 'restricted');
  });
  afterAll(() => t.api.close());

  const get = (path: string, cookie = client) => request(t.app).get(`/api/v1${path}`).set('Cookie', cookie);
  const view = (pageType: string, id: string, cookie = client) => get(`/${pageType}/view?id=${id}`, cookie);
  const saveNote = (carId: unknown, comment: string, cookie = manager) =>
    request(t.app).post('/api/v1/car-auction/save-comment').set('Cookie', cookie).send({ carId, comment });

  it('answers each page type in its shape, with the lot of the listing', async () => {
    for (const pageType of Object.keys(SCHEMAS) as DetailPageType[]) {
      const id = await firstLotId(t.app, client, pageType);
      const res = await view(pageType, id);
      expect(res.status, pageType).toBe(200);
      expectSchema(SCHEMAS[pageType], res.body);
      const common = res.body.carCommonDetail ?? res.body.bikeCommonDetail ?? res.body.mechCommonDetail;
      expect(common.id).toBe(id);
      expect(res.body.lotImages.images.length).toBeGreaterThan(0);
      expect(res.body.wishList).toHaveLength(5);
      expect(res.body.bidInfo.myBid).toBeTypeOf('boolean');
    }
  });

  it('gives car lots the damage map, the specification and condition-report extras derived from the lot', async () => {
    const id = await carLotId(t.app, client, false);
    const body = (await view('car-auction', id)).body as CarDetailResponse;
    expect(body.mopDeail.auctionSheet).toBe(`/api/v1/images/sheets/${id}.svg`);
    expect(body.carInfo.chassisId).toMatch(/^[A-Z0-9]+-[0-9]+$/);
    expect(body.carSpecification.transmission).toBeTruthy();
    expect((await view('car-auction', id)).body).toEqual(body);

    // Across lots: some have a report with lettered entries and ratings 'text#image', some none.
    const reports = await Promise.all(Array.from({ length: 30 }, (_, index) => view('car-auction', String(Number(id) + index))));
    const details = reports.filter((res) => res.status === 200).map((res) => (res.body as CarDetailResponse).carCommonDetail);
    const withReport = details.filter((detail) => detail.ratings !== null);
    expect(withReport.length).toBeGreaterThan(0);
    expect(details.some((detail) => detail.ratings === null)).toBe(true);
    for (const detail of withReport) {
      detail.reportEntries.forEach((entry, index) => expect(entry).toMatch(new RegExp(`^${String.fromCharCode(65 + index)} - \\S`)));
      expect(detail.ratings?.engine[0]).toMatch(/^[^#]+#\/api\/v1\/images\/lots\/\d+\/\d\.svg$/);
    }
    const videos = details.flatMap((detail) => detail.videos?.split('#') ?? []);
    expect(videos.length).toBeGreaterThan(0);
    const clip = await request(t.app).get(videos[0] ?? '');
    expect(clip.status).toBe(200);
    expect(clip.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers 404 for a missing lot or a lot of another page type, 403 without the view permission', async () => {
    const bike = await firstLotId(t.app, client, 'bikes');
    expectJsonError(await view('car-auction', '999999'), 404);
    expectJsonError(await view('car-auction', bike), 404);
    expectJsonError(await view('bikes', bike, restricted), 403);
    expectJsonError(await get('/car-auction/view?id=abc'), 422);
    expectJsonError(await get('/car-auction/view'), 400);
    expectJsonError(await request(t.app).get(`/api/v1/car-auction/view?id=${bike}`), 401);
  });

  it('saves the manager note, which the client then reads; an empty note deletes it; only managers write', async () => {
    const id = await firstLotId(t.app, client, 'stock');
    expect((await view('stock', id, manager)).body.carCommonDetail).toMatchObject({ comment: null, commentEditable: true });
    expect((await view('stock', id)).body.carCommonDetail).toMatchObject({ comment: null, commentEditable: false });

    expect((await saveNote(id, '  Clean car, call the client first  ')).body).toEqual({ success: true });
    expect((await view('stock', id)).body.carCommonDetail.comment).toBe('Clean car, call the client first');
    expectJsonError(await saveNote(id, 'mine', client), 403);

    // Any page type's lot id; a number works as well as a string.
    const machine = await firstLotId(t.app, client, 'machinery');
    expect((await saveNote(Number(machine), 'Hours checked')).status).toBe(200);
    expect((await view('machinery', machine)).body.mechCommonDetail.comment).toBe('Hours checked');

    expect((await saveNote(id, '   ')).status).toBe(200);
    expect((await view('stock', id)).body.carCommonDetail.comment).toBeNull();
    expectJsonError(await saveNote('999999', 'x'), 404);
    expectJsonError(await saveNote(id, 'x'.repeat(2001)), 422);
    expectJsonError(await request(t.app).post('/api/v1/car-auction/save-comment').set('Cookie', manager).send({ carId: id }), 400);
  });

  it('shows the client the notes the seed wrote on lots they bid on, read-only', async () => {
    const mine = (await listedLots(t.app, client, 'car-auction', 8)).filter((lot) => lot.myBid);
    const notes = await Promise.all(mine.map(async (lot) => (await view('car-auction', lot.id)).body.carCommonDetail));
    const noted = notes.filter((detail) => detail.comment !== null);
    expect(noted.length).toBeGreaterThan(0);
    expect(noted.every((detail) => detail.commentEditable === false)).toBe(true);
  });

  it('translates the lot sheet into an English variant served with the images', async () => {
    const id = await carLotId(t.app, client, false);
    const sheet = `/api/v1/images/sheets/${id}.svg`;
    const res = await get(`/car-auction/image-translate?image=${encodeURIComponent(`http://localhost:8080${sheet}`)}&lotId=${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toBe(`/api/v1/images/sheets/${id}/en.svg`);
    const translated = await request(t.app)
      .get(res.body as string)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    expect(translated.status).toBe(200);
    expect(translated.body).toContain('TRANSLATION');
    expect(translated.body).toMatch(/Overall grade [^:]+: /);

    expectJsonError(await get(`/car-auction/image-translate?image=${encodeURIComponent('/api/v1/images/sheets/1.svg')}&lotId=${id}`), 422);
    expectJsonError(await get(`/car-auction/image-translate?image=${encodeURIComponent(sheet)}&lotId=999999`), 404);
    expectJsonError(await get(`/car-auction/image-translate?lotId=${id}`), 400);
  });

  it('answers the month of production from the chassis number, the same each time, or nothing', async () => {
    const id = await carLotId(t.app, client, false);
    const lot = (await view('car-auction', id)).body as CarDetailResponse;
    const ask = (chassis: string, pageType = 'car-auction') =>
      get(`/${pageType}/production-month?chassis=${encodeURIComponent(chassis)}&carId=${id}`);
    const known = await ask(lot.carInfo.chassisId);
    expect(known.status).toBe(200);
    expectSchema(productionMonthResponseSchema, known.body);
    expect((await ask(lot.carInfo.chassisId)).body).toEqual(known.body);
    if (known.body.carInfo !== null) {
      expect(known.body.carInfo.year).toBe(lot.carInfo.year);
      expect(known.body.carInfo.modelName).toBe(`${lot.carInfo.maker} ${lot.carInfo.model}`);
      expect(known.body.carInfo.monthName).toMatch(/^[A-Z][a-z]+$/);
    }
    // A model code without a serial number tells nothing: the widget's empty state.
    expect((await ask('ZVW30')).body).toEqual({ success: true, carInfo: null });
    // Many frame numbers: most are known, some are not.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => ask(`ABC1-${1000000 + index}`)));
    expect(answers.filter((res) => res.body.carInfo !== null).length).toBeGreaterThan(10);
    expect(answers.some((res) => res.body.carInfo === null)).toBe(true);

    expect((await ask('NC39-1234567', 'bikes')).status).toBe(200);
    expectJsonError(await ask('ZVW30-1', 'stats'), 404);
    expectJsonError(await ask('<script>'), 422);
    expectJsonError(await get('/car-auction/production-month?maker=Toyota'), 400);
  });
});

describe('reference API: lot detail of archived lots', () => {
  let served: ServedApi;
  let client: string;
  beforeAll(async () => {
    served = await startServedApi({ seedLots: 300, seed: 11, now: () => new Date('2026-11-17T23:00:00Z') });
    client = await loginCookie(served.server, 'client');
  });
  afterAll(() => served.close());

  const lotOf = (pageType: string, when: '<' | '>') =>
    served.db
      .prepare(`SELECT id FROM lots WHERE page_type = ? AND auction_date ${when} '2026-11-18' ORDER BY id LIMIT 1`)
      .pluck()
      .get(pageType) as number;
  const view = (pageType: string, id: number) => request(served.server).get(`/api/v1/${pageType}/view?id=${id}`).set('Cookie', client);

  it('finds a past auction’s car or bike in the statistics by its id, where archived bids link to it; never a lot still to come', async () => {
    const pastCar = await view('stats', lotOf('car-auction', '<'));
    expect(pastCar.status).toBe(200);
    expectSchema(carDetailResponseSchema, pastCar.body);
    const pastBike = await view('bike-stats', lotOf('bikes', '<'));
    expect(pastBike.status).toBe(200);
    expectSchema(bikeDetailResponseSchema, pastBike.body);
    expectJsonError(await view('stats', lotOf('car-auction', '>')), 404);
    expectJsonError(await view('bike-stats', lotOf('car-auction', '<')), 404);
  });
});
