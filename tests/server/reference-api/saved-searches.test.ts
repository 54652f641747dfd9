// Saved searches: create, list, rename, delete; 10 per page type; only the owner; menu counters.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearchListResponseSchema, type SavedSearch } from '../../../schemas/api/listing';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

describe('reference API: saved searches', () => {
  let t: TestApi;
  let client: string;
  let dealer: string;
  beforeAll(async () => {
    t = startTestApi();
    client = await loginCookie(t.app, 'client');
    dealer = await loginCookie(t.app, 'dealer');
  });
  afterAll(() => t.api.close());

  const post = (path: string, body: object, cookie = client) => request(t.app).post(`/api/v1${path}`).set('Cookie', cookie).send(body);
  const list = async (type: string, cookie = client): Promise<{ items: SavedSearch[]; counter: number }> => {
    const res = await request(t.app).get(`/api/v1/user/my-search?type=${type}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expectSchema(savedSearchListResponseSchema, res.body);
    return res.body;
  };
  const menuCount = async (type: string, cookie = client): Promise<number> =>
    (await request(t.app).get('/api/v1/site/menu-counters').set('Cookie', cookie)).body.search[type];

  it('seeds searches that the listing understands and that find lots', async () => {
    for (const [cookie, types] of [
      [client, ['car-auction', 'stats', 'bikes']],
      [dealer, ['car-auction', 'machinery']],
    ] as const) {
      for (const type of types) {
        for (const search of (await list(type, cookie)).items) {
          const res = await request(t.app).get(`/api/v1/${type}/listing?${search.params}`).set('Cookie', cookie);
          expect(res.status, `${search.title}: ${search.params}`).toBe(200);
          expect(res.body.pageInfo.totalSearchResults, search.title).toBeGreaterThan(0);
        }
      }
    }
  });

  it('saves, lists, renames and deletes, and the menu counter follows', async () => {
    const before = await list('stock');
    expect(await menuCount('stock')).toBe(before.counter);

    const saved = await post('/user/save-search', { title: '  Kei cars  ', params: 'engine=0,660&condition=4', type: 'stock' });
    expect(saved.status).toBe(200);
    expect(saved.body).toBeNull();
    const after = await list('stock');
    expect(after.counter).toBe(before.counter + 1);
    const search = after.items.find((item) => item.title === 'Kei cars');
    expect(search).toMatchObject({ params: 'engine=0,660&condition=4', type: 'stock' });
    expect(await menuCount('stock')).toBe(before.counter + 1);

    const renamed = await post('/user/update-search', { id: search?.id, title: 'Small cars' });
    expect(renamed.status).toBe(200);
    expect((await list('stock')).items.find((item) => item.id === search?.id)?.title).toBe('Small cars');

    const deleted = await post('/user/delete-search', { id: search?.id });
    expect(deleted.status).toBe(200);
    expect((await list('stock')).counter).toBe(before.counter);
    expect(await menuCount('stock')).toBe(before.counter);
  });

  it('keeps each page type apart and lists the seeded searches', async () => {
    const cars = await list('car-auction');
    expect(cars.items.every((item) => item.type === 'car-auction')).toBe(true);
    expect(cars.counter).toBe(cars.items.length);
    expect(cars.counter).toBeGreaterThan(0);
  });

  it('refuses an 11th search of a page type with MaxSearchesLimit', async () => {
    const existing = (await list('bike-stats')).counter;
    for (let index = existing; index < 10; index += 1) {
      expect((await post('/user/save-search', { title: `Search ${index}`, params: `page=${index}`, type: 'bike-stats' })).status).toBe(200);
    }
    const over = await post('/user/save-search', { title: 'One too many', params: 'maker=1', type: 'bike-stats' });
    expectJsonError(over, 422);
    expect(over.body.messageCode).toBe('MaxSearchesLimit');
    expect((await list('bike-stats')).counter).toBe(10);
    // Another page type still has room.
    expect((await post('/user/save-search', { title: 'Bikes', params: '', type: 'bikes' })).status).toBe(200);
  });

  it('rejects empty, unchanged or too long titles and unknown page types', async () => {
    const [first] = (await list('car-auction')).items;
    expectJsonError(await post('/user/save-search', { title: '   ', params: '', type: 'stock' }), 422);
    expectJsonError(await post('/user/save-search', { title: 'x'.repeat(201), params: '', type: 'stock' }), 422);
    expectJsonError(await post('/user/save-search', { title: 'Boats', params: '', type: 'boats' }), 422);
    expectJsonError(await post('/user/save-search', { title: 'No params', type: 'stock' }), 400);
    expectJsonError(await post('/user/update-search', { id: first?.id, title: first?.title ?? '' }), 422);
    expectJsonError(await post('/user/update-search', { id: first?.id, title: ` ${first?.title} ` }), 422);
    expectJsonError(await post('/user/update-search', { id: first?.id, title: ' ' }), 422);
    expectJsonError(await post('/user/update-search', { id: 'one', title: 'x' }), 400);
  });

  it("answers 404 for another user's search, and leaves it alone", async () => {
    const [theirs] = (await list('machinery', dealer)).items;
    expect(theirs).toBeDefined();
    expectJsonError(await post('/user/update-search', { id: theirs?.id, title: 'Mine now' }), 404);
    expectJsonError(await post('/user/delete-search', { id: theirs?.id }), 404);
    expect((await list('machinery', dealer)).items[0]).toEqual(theirs);
    expect((await list('machinery')).items.map((item) => item.id)).not.toContain(theirs?.id);
  });

  it('needs a session', async () => {
    expectJsonError(await request(t.app).get('/api/v1/user/my-search?type=stock'), 401);
    expectJsonError(await request(t.app).post('/api/v1/user/save-search').send({ title: 'x', params: '', type: 'stock' }), 401);
  });
});
