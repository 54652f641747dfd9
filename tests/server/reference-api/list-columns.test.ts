// A user's arrangement of a list page's columns (issue #20 item 1): kept per user and page, so it
// follows them to another session (another browser); reset back to the brand's; only the page's own
// columns, each once, one shown at least; a listing view's page needs its page type viewable.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listColumnsResponseSchema } from '../../../schemas/api/list-columns';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

let t: TestApi;
beforeAll(() => {
  t = startTestApi({ seedLots: 50, enabledPageTypes: ['car-auction', 'bikes', 'stats', 'stock', 'bike-stats'] });
});
afterAll(async () => {
  await t.api.close();
});

const read = (cookie: string, page: string) => request(t.app).get('/api/v1/user/list-columns').query({ page }).set('Cookie', cookie);
const save = (cookie: string, body: object) => request(t.app).put('/api/v1/user/list-columns').set('Cookie', cookie).send(body);
const reset = (cookie: string, page: string) => request(t.app).delete('/api/v1/user/list-columns').query({ page }).set('Cookie', cookie);

const arrangement = [
  { id: 'year', visible: true },
  { id: 'photo', visible: true },
  { id: 'grade', visible: false },
];

describe('list columns', () => {
  it('are the brand’s until the user arranges them; then theirs in every session, per page, until reset', async () => {
    const session = await loginCookie(t.app, 'client');
    const fresh = await read(session, 'car-auction.table');
    expect(fresh.status).toBe(200);
    expectSchema(listColumnsResponseSchema, fresh.body);
    expect(fresh.body).toEqual({ page: 'car-auction.table', columns: null });

    expect((await save(session, { page: 'car-auction.table', columns: arrangement })).body).toEqual({ success: true });
    const elsewhere = await loginCookie(t.app, 'client');
    expect((await read(elsewhere, 'car-auction.table')).body).toEqual({ page: 'car-auction.table', columns: arrangement });
    expect((await read(elsewhere, 'car-auction.card')).body.columns).toBeNull();
    expect((await read(await loginCookie(t.app, 'manager'), 'car-auction.table')).body.columns).toBeNull();

    await save(elsewhere, { page: 'car-auction.table', columns: arrangement.slice(0, 2) });
    expect((await read(session, 'car-auction.table')).body.columns).toEqual(arrangement.slice(0, 2));
    expect((await reset(session, 'car-auction.table')).body).toEqual({ success: true });
    expect((await read(elsewhere, 'car-auction.table')).body.columns).toBeNull();
  });

  it('keep a table page’s arrangement by its id', async () => {
    const cookie = await loginCookie(t.app, 'manager');
    const columns = [
      { id: 'bidStatus', visible: true },
      { id: 'lot', visible: true },
      { id: 'chat', visible: false },
    ];
    expect((await save(cookie, { page: 'bid-manager', columns })).status).toBe(200);
    expect((await read(cookie, 'bid-manager')).body).toEqual({ page: 'bid-manager', columns });
  });

  it('refuse columns the page does not have, a column twice, none shown, unknown pages and hidden page types', async () => {
    const cookie = await loginCookie(t.app, 'client');
    expectJsonError(await save(cookie, { page: 'car-auction.table', columns: [{ id: 'gearbox', visible: true }] }), 422);
    expect((await save(cookie, { page: 'car-auction.column', columns: [{ id: 'gearbox', visible: true }] })).status).toBe(200);
    expectJsonError(
      await save(cookie, {
        page: 'bids',
        columns: [
          { id: 'lot', visible: true },
          { id: 'lot', visible: false },
        ],
      }),
      422,
    );
    expectJsonError(await save(cookie, { page: 'bids', columns: [{ id: 'lot', visible: false }] }), 422);
    expectJsonError(await save(cookie, { page: 'bids', columns: [] }), 422);
    expectJsonError(await save(cookie, { page: 'bids', columns: [{ id: 'lot' }] }), 400);
    expectJsonError(await read(cookie, 'no-such-page'), 404);
    expectJsonError(await read(cookie, 'car-auction.grid'), 422);
    expectJsonError(await read(cookie, 'machinery.table'), 404);
    expectJsonError(await read(await loginCookie(t.app, 'restricted'), 'bikes.table'), 403);
    expect((await read('', 'bids')).status).toBe(401);
  });
});
