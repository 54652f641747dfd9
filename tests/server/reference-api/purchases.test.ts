import fs, { readdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MAX_COUNT,
  DOCUMENTS_MAX_TOTAL_BYTES,
  purchaseDetailResponseSchema,
  purchaseListResponseSchema,
} from '../../../schemas/api/purchases';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe('purchases', () => {
  let test: TestApi;
  let dataDir: string;
  let client: string;
  let dealer: string;
  let manager: string;
  let restricted: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'seri-purchases-test-'));
    test = startTestApi({ dataDir });
    [client, dealer, manager, restricted] = await Promise.all([
      loginCookie(test.app, 'client'),
      loginCookie(test.app, 'dealer'),
      loginCookie(test.app, 'manager'),
      loginCookie(test.app, 'restricted'),
    ]);
  });
  afterAll(async () => {
    await test.api.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const list = (cookie: string, query: Record<string, string> = {}) =>
    request(test.app).get('/api/v1/purchased-cars/list').query(query).set('Cookie', cookie);
  const storedFiles = () => readdirSync(join(dataDir, 'documents'));

  it('lists the client’s purchases in every status, with the status list', async () => {
    const res = await list(client, { pageSize: '50' });
    expect(res.status).toBe(200);
    expectSchema(purchaseListResponseSchema, res.body);
    const statuses = new Set(res.body.carsList.map((row: { status: number | null }) => row.status));
    expect(statuses).toEqual(new Set([null, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(res.body.statusList.map((option: { value: number }) => option.value)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(res.body.carsList.map((row: { clientName: string }) => row.clientName))).toEqual(new Set(['Alexey Smirnov']));
  });

  it('filters by status (0 is Processing), dates and search', async () => {
    const inTransit = await list(client, { status: '4,0' });
    expect(inTransit.body.carsList.map((row: { status: number | null }) => row.status).sort()).toEqual([4, null]);
    const all = (await list(client, { pageSize: '50' })).body.carsList as Array<{ sku: string; purchaseDate: string }>;
    const first = all[0]!;
    const bySku = await list(client, { search: first.sku });
    expect(bySku.body.carsList).toHaveLength(1);
    const byDate = await list(client, { dateFrom: first.purchaseDate, dateTo: first.purchaseDate });
    expect(byDate.body.carsList.every((row: { purchaseDate: string }) => row.purchaseDate === first.purchaseDate)).toBe(true);
    expectJsonError(await list(client, { status: '9' }), 422);
    expectJsonError(await list(client, { pageSize: '30' }), 422);
    expectJsonError(await list(client, { dateFrom: '2026-02-01', dateTo: '2026-01-01' }), 422);
    expectJsonError(await list(client, { unknown: '1' }), 400);
  });

  it('shows a dealer their clients’ purchases too, and a manager everyone’s', async () => {
    const dealerRows = (await list(dealer, { pageSize: '70' })).body.carsList as Array<{ clientName: string }>;
    expect(new Set(dealerRows.map((row) => row.clientName)).size).toBeGreaterThan(1);
    expect(dealerRows.some((row) => row.clientName === 'Alexey Smirnov')).toBe(false);
    const managerPage = (await list(manager)).body.pageInfo;
    expect(managerPage.totalResults).toBeGreaterThan(dealerRows.length);
  });

  it('opens a purchase for its owner only: another client gets 404', async () => {
    const row = (await list(client)).body.carsList[0] as { id: string };
    const mine = await request(test.app).get('/api/v1/purchased-cars/view').query({ id: row.id }).set('Cookie', client);
    expect(mine.status).toBe(200);
    expectSchema(purchaseDetailResponseSchema, mine.body);
    const detail = mine.body.detail;
    expect(detail.finances.total).toBe(detail.finances.fields.reduce((sum: number, field: { amount: number }) => sum + field.amount, 0));
    expect(typeof detail.notifyParty.sameAsConsignee).toBe('boolean');
    expectJsonError(await request(test.app).get('/api/v1/purchased-cars/view').query({ id: row.id }).set('Cookie', restricted), 404);
    expectJsonError(await request(test.app).get('/api/v1/purchased-cars/view').query({ id: row.id }).set('Cookie', dealer), 404);
    expect((await request(test.app).get('/api/v1/purchased-cars/view').query({ id: row.id }).set('Cookie', manager)).status).toBe(200);
    expectJsonError(await request(test.app).get('/api/v1/purchased-cars/view').query({ id: 'x' }).set('Cookie', client), 422);
    expectJsonError(await request(test.app).get('/api/v1/purchased-cars/view').query({ id: row.id }), 401);
  });

  describe('documents', () => {
    const upload = (cookie: string, id: string, name: string, type: string, body: Buffer) =>
      request(test.app)
        .post('/api/v1/purchased-cars/document')
        .query({ id, name })
        .set('Cookie', cookie)
        .set('Content-Type', type)
        .send(body);

    it('uploads a PDF, lists it, downloads it back and deletes it', async () => {
      const id = ((await list(client)).body.carsList[0] as { id: string }).id;
      const res = await upload(client, id, 'Инвойс 1.pdf', 'application/pdf', PDF);
      expect(res.status).toBe(200);
      expect(res.body.document).toMatchObject({ name: 'Инвойс 1.pdf', type: 'application/pdf', size: PDF.length });
      const detail = await request(test.app).get('/api/v1/purchased-cars/view').query({ id }).set('Cookie', client);
      expect(detail.body.detail.documents.map((doc: { name: string }) => doc.name)).toContain('Инвойс 1.pdf');
      const download = await request(test.app).get(`/api/v1${res.body.document.path}`).set('Cookie', client).buffer(true);
      expect(download.status).toBe(200);
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''%D0%98");
      expect(Buffer.from(download.body as Buffer).equals(PDF)).toBe(true);
      expectJsonError(await request(test.app).get(`/api/v1${res.body.document.path}`).set('Cookie', restricted), 404);
      const removed = await request(test.app).delete(`/api/v1${res.body.document.path}`).set('Cookie', client);
      expect(removed.status).toBe(200);
      expect(storedFiles()).toEqual([]);
    });

    it('refuses a wrong type, a lying file, an empty file and a too large one, leaving nothing behind', async () => {
      const id = ((await list(client)).body.carsList[0] as { id: string }).id;
      expectJsonError(await upload(client, id, 'a.exe', 'application/octet-stream', PDF), 415);
      expectJsonError(await upload(client, id, 'a.png', 'image/png', PDF), 415);
      expectJsonError(await upload(client, id, 'a.pdf', 'application/pdf', Buffer.alloc(0)), 400);
      expectJsonError(await upload(client, id, 'a.pdf', 'application/pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])), 413);
      expectJsonError(await upload(restricted, id, 'a.pdf', 'application/pdf', PDF), 404);
      expect(storedFiles()).toEqual([]);
    });

    it('has the file and its name on the disk before the upload is answered, as the row is', async () => {
      const id = ((await list(client)).body.carsList[0] as { id: string }).id;
      const synced = vi.spyOn(fs, 'fsync');
      const res = await upload(client, id, 'synced.pdf', 'application/pdf', PDF);
      const syncs = synced.mock.calls.length;
      synced.mockRestore();
      await request(test.app).delete(`/api/v1${res.body.document.path}`).set('Cookie', client);
      expect(res.status).toBe(200);
      // the file as it is closed, then the folder that holds its new name
      expect(syncs).toBeGreaterThanOrEqual(2);
    });

    it('keeps a name without path, control characters or bidi overrides (a name shown reversed passes for another type)', async () => {
      const id = ((await list(client)).body.carsList[0] as { id: string }).id;
      const res = await upload(client, id, '../../etc/passwd\u0000\u202Efdp.exe', 'application/pdf', PDF);
      expect(res.status).toBe(200);
      expect(res.body.document.name).toBe('passwdfdp.exe');
      expect((await request(test.app).delete(`/api/v1${res.body.document.path}`).set('Cookie', client)).status).toBe(200);
    });

    it(`holds at most ${DOCUMENTS_MAX_COUNT} documents a purchase, uploads side by side included (409 TooManyDocuments)`, async () => {
      const id = ((await list(client)).body.carsList[1] as { id: string }).id;
      for (let n = 1; n < DOCUMENTS_MAX_COUNT; n += 1)
        expect((await upload(client, id, `${n}.pdf`, 'application/pdf', PDF)).status).toBe(200);
      const lastTwo = await Promise.all(['a.pdf', 'b.pdf'].map((name) => upload(client, id, name, 'application/pdf', PDF)));
      expect(lastTwo.map((res) => res.status).sort()).toEqual([200, 409]);
      const refused = await upload(client, id, 'c.pdf', 'application/pdf', PDF);
      expectJsonError(refused, 409);
      expect(refused.body.messageCode).toBe('TooManyDocuments');
      expect(storedFiles()).toHaveLength(DOCUMENTS_MAX_COUNT);

      const { documents } = (await request(test.app).get('/api/v1/purchased-cars/view').query({ id }).set('Cookie', client)).body.detail;
      for (const doc of documents as Array<{ path: string }>) await request(test.app).delete(`/api/v1${doc.path}`).set('Cookie', client);
      expect(storedFiles()).toEqual([]);
    });

    it(`holds at most ${DOCUMENTS_MAX_TOTAL_BYTES / 1024 / 1024} MB a purchase (413 DocumentsFull); a deleted document makes room`, async () => {
      const id = ((await list(client)).body.carsList[2] as { id: string }).id;
      const full = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length)]);
      const paths: string[] = [];
      for (let held = 0; held < DOCUMENTS_MAX_TOTAL_BYTES; held += full.length) {
        const res = await upload(client, id, 'scan.pdf', 'application/pdf', full);
        expect(res.status).toBe(200);
        paths.push(res.body.document.path as string);
      }
      const refused = await upload(client, id, 'one more.pdf', 'application/pdf', PDF);
      expectJsonError(refused, 413);
      expect(refused.body.messageCode).toBe('DocumentsFull');
      expect(storedFiles()).toHaveLength(paths.length);

      await request(test.app).delete(`/api/v1${paths.pop()}`).set('Cookie', client);
      expect((await upload(client, id, 'one more.pdf', 'application/pdf', PDF)).status).toBe(200);
    });
  });
});
