// Photo archives: a link per lot of the page types that offer one, and a real ZIP of the lot's photos
// behind it (docs/api.md "Lot detail").
import { crc32 } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipArchive } from '../../../server/reference-api/downloads/zip';
import { expectJsonError, loginCookie, startTestApi, type TestApi } from './helpers';
import { carLotId, firstLotId, listedLots, type DetailPageType } from './lot-detail-helpers';

interface ZipListing {
  name: string;
  data: Buffer;
}

/** Reads a ZIP through its end record and central directory, checking each entry's CRC-32. */
function readZip(zip: Buffer): ZipListing[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBe(zip.length - 22);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipListing[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    expect(crc32(data)).toBe(crc);
    entries.push({ name, data });
    at += 46 + nameLength;
  }
  return entries;
}

const binary = (res: request.Request) =>
  res.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe('store-only ZIP writer', () => {
  it('writes entries a reader finds again, names in UTF-8', () => {
    const entries = [
      { name: 'a.txt', data: Buffer.from('first'), modified: new Date('2026-11-22T10:00:00Z') },
      { name: 'фото.svg', data: Buffer.from('<svg/>'), modified: new Date('2026-11-22T10:00:00Z') },
      { name: 'empty', data: Buffer.alloc(0), modified: new Date('2026-11-22T10:00:00Z') },
    ];
    expect(readZip(zipArchive(entries)).map(({ name, data }) => [name, data.toString()])).toEqual([
      ['a.txt', 'first'],
      ['фото.svg', '<svg/>'],
      ['empty', ''],
    ]);
    expect(readZip(zipArchive([]))).toEqual([]);
  });
});

describe('reference API: photo archives', () => {
  let t: TestApi;
  let client: string;
  beforeAll(async () => {
    t = startTestApi();
    client = await loginCookie(t.app, 'client');
  });
  afterAll(() => t.api.close());

  const link = (route: string, id: string, cookie = client) =>
    request(t.app).get(`/api/v1${route}/download-images?id=${id}`).set('Cookie', cookie);
  const commonDetail = async (pageType: DetailPageType, id: string) => {
    const body = (await request(t.app).get(`/api/v1/${pageType}/view?id=${id}`).set('Cookie', client)).body;
    return (body.carCommonDetail ?? body.bikeCommonDetail ?? body.mechCommonDetail) as { allowDownloadPhotos: boolean; isUss?: boolean };
  };
  /** The first listed lot whose photos may (or may not) be downloaded. */
  const lotAllowing = async (pageType: DetailPageType, allowed: boolean): Promise<string> => {
    for (const lot of await listedLots(t.app, client, pageType)) {
      const detail = await commonDetail(pageType, lot.id);
      if (detail.allowDownloadPhotos === allowed && !detail.isUss) return lot.id;
    }
    throw new Error(`no ${pageType} lot with allowDownloadPhotos ${allowed}`);
  };

  it('links a ZIP of every photo of the lot, with its size for a progress bar', async () => {
    for (const pageType of ['car-auction', 'bikes', 'bike-stats', 'machinery'] as const) {
      const id = await lotAllowing(pageType, true);
      const res = await link(`/${pageType}`, id);
      expect(res.status, pageType).toBe(200);
      expect(res.body).toMatch(/^\/api\/v1\/download\/[A-Za-z0-9_-]{32}\.zip$/);

      // The link works without the session cookie (a new tab, a download manager).
      const archive = await binary(request(t.app).get(res.body as string));
      expect(archive.status).toBe(200);
      expect(archive.headers['content-type']).toBe('application/zip');
      expect(Number(archive.headers['content-length'])).toBe((archive.body as Buffer).length);
      expect(archive.headers['content-disposition']).toMatch(/^attachment; filename="lot-\d+-[a-z0-9-]+\.zip"$/);
      const detail = await request(t.app).get(`/api/v1/${pageType}/view?id=${id}`).set('Cookie', client);
      const entries = readZip(archive.body as Buffer);
      expect(entries).toHaveLength(detail.body.lotImages.images.length);
      expect(entries[0]?.name).toBe('01.svg');
      expect(entries[0]?.data.toString()).toMatch(/^<svg /);
    }
  });

  it('offers no archive for a lot that forbids it, a USS lot, a page type without downloads, a missing lot or an unknown link', async () => {
    expectJsonError(await link('/bikes', await lotAllowing('bikes', false)), 404);
    expectJsonError(await link('/car-auction', await carLotId(t.app, client, true)), 404);
    expectJsonError(await link('/car-auction', await firstLotId(t.app, client, 'stats')), 404);
    expect((await request(t.app).get(`/api/v1/stock/download-images?id=1`).set('Cookie', client)).status).toBe(404);
    expectJsonError(await link('/bikes', '999999'), 404);
    expectJsonError(await request(t.app).get(`/api/v1/download/${'a'.repeat(32)}.zip`), 404);
    expectJsonError(await request(t.app).get('/api/v1/download/nothing'), 404);
    const restricted = await loginCookie(t.app, 'restricted');
    expectJsonError(await link('/machinery', await firstLotId(t.app, client, 'machinery'), restricted), 403);
  });
});

describe('reference API: photo archives of purchases', () => {
  let t: TestApi;
  const cookies = {} as Record<'client' | 'dealer' | 'manager' | 'restricted', string>;
  beforeAll(async () => {
    t = startTestApi();
    for (const role of ['client', 'dealer', 'manager', 'restricted'] as const) cookies[role] = await loginCookie(t.app, role);
  });
  afterAll(() => t.api.close());

  const link = (id: string, cookie?: string) => {
    const req = request(t.app).get('/api/v1/purchased-cars/download-images').query({ id });
    return cookie ? req.set('Cookie', cookie) : req;
  };
  const purchases = async (cookie: string) =>
    (await request(t.app).get('/api/v1/purchased-cars/list').query({ pageSize: '70' }).set('Cookie', cookie)).body.carsList as Array<{
      id: string;
      clientName: string;
    }>;

  it('links a ZIP of the purchased lot photos for the owner and a manager', async () => {
    const [purchase] = await purchases(cookies.client);
    if (!purchase) throw new Error('The seed gives the demo client purchases');
    for (const cookie of [cookies.client, cookies.manager]) {
      const res = await link(purchase.id, cookie);
      expect(res.status).toBe(200);
      expect(res.body).toMatch(/^\/api\/v1\/download\/[A-Za-z0-9_-]{32}\.zip$/);
      const archive = await binary(request(t.app).get(res.body as string));
      expect(archive.status).toBe(200);
      expect(archive.headers['content-type']).toBe('application/zip');
      const detail = await request(t.app).get('/api/v1/purchased-cars/view').query({ id: purchase.id }).set('Cookie', cookie);
      const entries = readZip(archive.body as Buffer);
      // every photo: of a USS lot, the detail shows the first three
      expect(entries.length).toBeGreaterThanOrEqual(detail.body.detail.images.length);
      expect(entries[0]?.data.toString()).toMatch(/^<svg /);
    }
  });

  it('gives a dealer the archives of their clients purchases', async () => {
    const dealerName = (await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookies.dealer)).body.detail.fullName as string;
    const clientPurchase = (await purchases(cookies.dealer)).find((purchase) => purchase.clientName !== dealerName);
    if (!clientPurchase) throw new Error('The seed gives the dealer clients with purchases');
    expect((await link(clientPurchase.id, cookies.dealer)).status).toBe(200);
  });

  it('answers 404 outside the scope of the purchase view, 422 for a malformed id, 401 without a session', async () => {
    const [purchase] = await purchases(cookies.client);
    if (!purchase) throw new Error('The seed gives the demo client purchases');
    expectJsonError(await link(purchase.id, cookies.restricted), 404);
    expectJsonError(await link(purchase.id, cookies.dealer), 404);
    expectJsonError(await link('999999', cookies.client), 404);
    expectJsonError(await link('x', cookies.client), 422);
    expectJsonError(await link(purchase.id), 401);
  });
});
