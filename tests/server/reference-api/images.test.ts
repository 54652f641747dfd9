import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, expectJsonError, type TestApi } from './helpers';

describe('reference API: generated lot images', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startTestApi();
  });
  afterAll(async () => {
    await t.api.close();
  });

  const svg = async (path: string) => {
    const res = await request(t.app)
      .get(path)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      });
    return { res, text: res.body as string };
  };

  it('serves every photo URL a lot stores as SVG with long cache headers, without a session', async () => {
    // A car-auction, a statistics, a bike and a machinery lot of the small seed.
    for (const lotId of [1, 560, 850, 950]) {
      const first = await svg(`/api/v1/images/lots/${lotId}/1.svg`);
      expect(first.res.status).toBe(200);
      expect(first.res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(first.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(first.text).toMatch(/Lot \d+/);
    }
  });

  it('draws the lot: maker and model, its lot number, a different view per photo', async () => {
    const one = await svg('/api/v1/images/lots/1/1.svg');
    const two = await svg('/api/v1/images/lots/1/2.svg');
    expect(one.text).toMatch(/<title>[A-Za-z-]+ .+, lot \d+, photo 1<\/title>/);
    expect(two.text).not.toBe(one.text);
  });

  it('draws an auction sheet with the grade', async () => {
    const sheet = await svg('/api/v1/images/sheets/1.svg');
    expect(sheet.res.status).toBe(200);
    expect(sheet.text).toContain('AUCTION SHEET');
    expect(sheet.text).toContain('OVERALL GRADE');
  });

  it('answers 404 JSON for a missing lot, photo or sheet, and rejects malformed ids', async () => {
    expectJsonError(await request(t.app).get('/api/v1/images/lots/999999/1.svg'), 404);
    expectJsonError(await request(t.app).get('/api/v1/images/lots/1/99.svg'), 404);
    // Machinery lots have no auction sheet.
    expectJsonError(await request(t.app).get('/api/v1/images/sheets/950.svg'), 404);
    expectJsonError(await request(t.app).get('/api/v1/images/lots/abc/1.svg'), 422);
    expectJsonError(await request(t.app).get('/api/v1/images/lots/1/0.svg'), 422);
  });
});
