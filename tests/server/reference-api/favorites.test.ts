// Favorites: add to a group, move to another, delete; the favorites page; wishList on listing rows.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteListResponseSchema, type CarLot, type WishlistLot } from '../../../schemas/api/listing';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

describe('reference API: favorites', () => {
  let t: TestApi;
  let client: string;
  let manager: string;
  beforeAll(async () => {
    t = startTestApi();
    client = await loginCookie(t.app, 'client');
    manager = await loginCookie(t.app, 'manager');
  });
  afterAll(() => t.api.close());

  const add = (body: object, cookie = client) => request(t.app).post('/api/v1/favorite/add').set('Cookie', cookie).send(body);
  const remove = (query: string, cookie = client) => request(t.app).delete(`/api/v1/favorite/delete?${query}`).set('Cookie', cookie);
  const group = async (letter: string, query = '', cookie = client): Promise<{ lots: WishlistLot[]; pageInfo: Record<string, number> }> => {
    const res = await request(t.app).get(`/api/v1/favorite/list?group=${letter}${query}`).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expectSchema(favoriteListResponseSchema, res.body);
    return { lots: res.body.carsList, pageInfo: res.body.pageInfo };
  };
  const firstLot = async (pageType: string, listKey: string, cookie = client) =>
    (await request(t.app).get(`/api/v1/${pageType}/listing?pageSize=20`).set('Cookie', cookie)).body[listKey][0] as {
      id: string;
      wishList: CarLot['wishList'];
    };

  it('adds a lot to a group, moves it to another, and deletes it', async () => {
    const lot = await firstLot('car-auction', 'carsList');
    expect(lot.wishList).toEqual(['A', 'B', 'C', 'D', 'E'].map((letter) => ({ group: letter, value: false })));

    expect((await add({ group: 'A', carId: lot.id, type: 'car-auction' })).body).toEqual({ success: true });
    expect((await firstLot('car-auction', 'carsList')).wishList.filter((entry) => entry.value)).toEqual([{ group: 'A', value: true }]);
    expect((await group('A')).lots.map((favorite) => favorite.id)).toContain(lot.id);

    // Adding to another group makes it the lot's only group.
    expect((await add({ group: 'C', carId: lot.id, type: 'car-auction' })).status).toBe(200);
    expect((await firstLot('car-auction', 'carsList')).wishList.filter((entry) => entry.value)).toEqual([{ group: 'C', value: true }]);
    expect((await group('A')).lots.map((favorite) => favorite.id)).not.toContain(lot.id);
    expect((await group('C')).lots.map((favorite) => favorite.id)).toContain(lot.id);

    expectJsonError(await remove(`group=A&carId=${lot.id}`), 404);
    expect((await remove(`group=C&carId=${lot.id}`)).body).toEqual({ success: true });
    expect((await firstLot('car-auction', 'carsList')).wishList.every((entry) => !entry.value)).toBe(true);
    expect((await group('C')).lots).toEqual([]);
  });

  it('lists favorites of every page type in the wishlist lot shape, newest first, page by page', async () => {
    const bike = await firstLot('bikes', 'bikeList');
    const machine = await firstLot('machinery', 'mechList');
    const stats = await firstLot('stats', 'carsList');
    for (const [lot, type] of [
      [stats, 'stats'],
      [bike, 'bikes'],
      [machine, 'machinery'],
    ] as const) {
      expect((await add({ group: 'B', carId: lot.id, type })).status).toBe(200);
    }
    const { lots, pageInfo } = await group('B');
    expect(lots.map((lot) => [lot.id, lot.lotType])).toEqual([
      [machine.id, 'machinery'],
      [bike.id, 'bikes'],
      [stats.id, 'stats'],
    ]);
    expect(lots[1]?.link).toBe(`/bike-auctions/${bike.id}`);
    // Each carries its own listing lot's fields too, for its own page type's columns.
    const listed = async (pageType: string, listKey: string, id: string) =>
      (
        (await request(t.app).get(`/api/v1/${pageType}/listing?pageSize=20`).set('Cookie', client)).body[listKey] as Array<
          Record<string, unknown>
        >
      ).find((lot) => lot.id === id);
    const ownMachine = await listed('machinery', 'mechList', machine.id);
    expect(lots[0]).toMatchObject({
      group: ownMachine?.group,
      category: ownMachine?.category,
      hours: ownMachine?.hours,
      KPP: ownMachine?.KPP,
      price: ownMachine?.price,
    });
    expect(lots[1]).toMatchObject({ serial: (await listed('bikes', 'bikeList', bike.id))?.serial });
    expect(lots[2]).not.toHaveProperty('serial');
    expect(lots.every((lot) => lot.wishList.find((entry) => entry.group === 'B')?.value)).toBe(true);
    expect(pageInfo).toEqual({ page: 1, pageSize: 20, totalSearchResults: 3, totalResults: 3 });
    expect((await group('B', '&page=2')).lots).toEqual([]);
    expectJsonError(await request(t.app).get('/api/v1/favorite/list?group=B&pageSize=30').set('Cookie', client), 422);
  });

  it('carries the caller’s bid on a favorite lot', async () => {
    let withBid: CarLot | undefined;
    for (let page = 1; !withBid; page += 1) {
      const res = await request(t.app).get(`/api/v1/car-auction/listing?pageSize=70&page=${page}`).set('Cookie', client);
      expect(res.body.carsList.length).toBeGreaterThan(0);
      withBid = (res.body.carsList as CarLot[]).find((lot) => lot.myBid);
    }
    await add({ group: 'D', carId: withBid.id, type: 'car-auction' });
    const [favorite] = (await group('D')).lots;
    expect(favorite?.id).toBe(withBid.id);
    expect(favorite?.myBid).toBe(true);
    expect(favorite?.myBidAmount).toBe(withBid.myBidAmount);
    expect(favorite?.bidStatusId).toBeGreaterThan(0);
    expect(favorite?.jasId).toBeGreaterThan(0);
  });

  it('keeps favorites per user', async () => {
    const lot = await firstLot('stock', 'carsList');
    await add({ group: 'E', carId: lot.id, type: 'stock' });
    expect((await group('E', '', manager)).lots).toEqual([]);
    expect((await firstLot('stock', 'carsList', manager)).wishList.every((entry) => !entry.value)).toBe(true);
    expectJsonError(await remove(`group=E&carId=${lot.id}`, manager), 404);
  });

  it('rejects unknown groups, lots and page types', async () => {
    const lot = await firstLot('car-auction', 'carsList');
    expectJsonError(await add({ group: 'F', carId: lot.id, type: 'car-auction' }), 422);
    expectJsonError(await add({ group: 'A', carId: '999999', type: 'car-auction' }), 404);
    expectJsonError(await add({ group: 'A', carId: lot.id, type: 'bikes' }), 404);
    expectJsonError(await add({ group: 'A', carId: lot.id, type: 'boats' }), 422);
    expectJsonError(await add({ group: 'A', carId: 12 }), 400);
    expectJsonError(await remove('group=A&carId=999999'), 404);
    expectJsonError(await remove('group=A'), 400);
    expectJsonError(await request(t.app).get('/api/v1/favorite/list?group=Z').set('Cookie', client), 422);
    expectJsonError(await request(t.app).get('/api/v1/favorite/list?group=A'), 401);
  });
});
