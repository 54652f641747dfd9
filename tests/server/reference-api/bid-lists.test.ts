// Bid lists through HTTP: role rules, the archive split, filters and their mapping, counters, pages,
// the lot-number search and a dealer's clients, every answer checked against its schema.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bidFiltersResponseSchema,
  bidListResponseSchema,
  dealerClientsResponseSchema,
  lotSearchResponseSchema,
  type BidFiltersResponse,
  type BidListResponse,
} from '../../../schemas/api/bids';
import { expectSchema, loginCookie, startTestApi, type DemoRole, type TestApi } from './helpers';

let test: TestApi;
/** the same database, read beside the API to check what it answers */
let db: Database.Database;
const dir = mkdtempSync(join(tmpdir(), 'seri-bid-lists-'));
const cookies = {} as Record<DemoRole, string>;

beforeAll(async () => {
  test = startTestApi({ dbPath: join(dir, 'seri.sqlite') });
  db = new Database(join(dir, 'seri.sqlite'), { readonly: true });
  for (const role of ['client', 'manager', 'dealer', 'restricted'] as const) cookies[role] = await loginCookie(test.app, role);
});
afterAll(async () => {
  db.close();
  await test.api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (role: DemoRole, path: string, query: Record<string, string> = {}) =>
  request(test.app).get(`/api/v1${path}`).query(query).set('Cookie', cookies[role]);

async function list(role: DemoRole, path: string, query: Record<string, string> = {}): Promise<BidListResponse> {
  const res = await get(role, path, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectSchema(bidListResponseSchema, res.body);
  return res.body as BidListResponse;
}

const userIdOf = (role: DemoRole) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(`${role}@seri.example`) as number;
const ownerOf = (bidId: number) => db.prepare('SELECT user_id FROM bids WHERE id = ?').pluck().get(bidId) as number;
const countOf = (body: BidListResponse, status: number | 'All' | 'Archive') => body.counters.find((c) => c.status === status)?.count;

describe('role rules', () => {
  it('answers 401 without a session', async () => {
    expect((await request(test.app).get('/api/v1/bid/index')).status).toBe(401);
  });

  it('gives each list page to its role only', async () => {
    expect((await get('client', '/bid/index')).status).toBe(403);
    expect((await get('dealer', '/bid/index')).status).toBe(403);
    expect((await get('manager', '/bid/my-bid')).status).toBe(403);
    expect((await get('client', '/bid/dealer')).status).toBe(403);
    expect((await get('client', '/bid/dealer-clients')).status).toBe(403);
    expect((await get('manager', '/bid/dealer-clients')).status).toBe(403);
  });

  it('shows a client only their own bids, without bidder cards', async () => {
    const body = await list('client', '/bid/my-bid', { pageSize: '70' });
    expect(body.cars.length).toBeGreaterThan(0);
    const client = userIdOf('client');
    for (const row of body.cars) {
      expect(ownerOf(row.bidId)).toBe(client);
      expect(row.user).toBeNull();
      expect(row.archived).toBe(false);
    }
    expect(body.counters.some((c) => c.status === 'Archive')).toBe(false);
  });

  it("never shows a client another client's bid, even by its user id", async () => {
    const other = db.prepare('SELECT user_id FROM bids WHERE user_id <> ? LIMIT 1').pluck().get(userIdOf('client')) as number;
    const body = await list('client', '/bid/my-bid', { user: String(other) });
    expect(body.cars).toEqual([]);
    const history = await list('client', '/bid/bid-history', { user: String(other) });
    expect(history.cars).toEqual([]);
  });

  it("shows a dealer their own bids under mine and their clients' under clients", async () => {
    const dealer = userIdOf('dealer');
    const mine = await list('dealer', '/bid/dealer', { bidType: 'mine', pageSize: '70' });
    expect(mine.cars.length).toBeGreaterThan(0);
    for (const row of mine.cars) expect(ownerOf(row.bidId)).toBe(dealer);
    const clients = await list('dealer', '/bid/dealer', { bidType: 'clients', pageSize: '70' });
    expect(clients.cars.length).toBeGreaterThan(0);
    for (const row of clients.cars) {
      expect(row.user?.carDealer).toEqual(expect.any(String));
      expect(db.prepare('SELECT dealer_id FROM users WHERE id = ?').pluck().get(ownerOf(row.bidId))).toBe(dealer);
    }
    const all = await list('dealer', '/bid/dealer', { pageSize: '70' });
    expect(all.pageInfo.totalSearchResults).toBe(mine.pageInfo.totalSearchResults + clients.pageInfo.totalSearchResults);
    expect(all.totalBids).toBeUndefined();
  });

  it('refuses bidType from anyone but a dealer', async () => {
    expect((await get('manager', '/bid/index', { bidType: 'mine' })).status).toBe(400);
  });

  it('shows managers every live bid with the bidder card', async () => {
    const body = await list('manager', '/bid/index');
    const live = db
      .prepare("SELECT COUNT(*) FROM bids b JOIN lots l ON l.id = b.lot_id WHERE l.auction_date >= date('now', '+9 hours')")
      .pluck()
      .get();
    expect(body.pageInfo.totalResults).toBe(live);
    expect(body.cars[0]?.user?.name).toEqual(expect.any(String));
  });
});

describe('archive', () => {
  it('lists bids whose auction day has passed, for every role, linked to statistics lots', async () => {
    for (const role of ['client', 'dealer', 'manager'] as const) {
      const body = await list(role, '/bid/bid-history', { pageSize: '70' });
      expect(body.cars.length, role).toBeGreaterThan(0);
      for (const row of body.cars) expect(row.archived).toBe(true);
    }
  });

  it('filters the archive by final status', async () => {
    const body = await list('manager', '/bid/bid-history', { archiveStatus: '6,7', pageSize: '70' });
    expect(body.cars.length).toBeGreaterThan(0);
    for (const row of body.cars) expect([6, 7]).toContain(row.bidStatus);
  });

  it("counts the archive in the live pages' Archive tab and lists it there", async () => {
    const live = await list('manager', '/bid/index');
    const archive = await list('manager', '/bid/index', { bidStatus: 'Archive' });
    expect(countOf(live, 'Archive')).toBe(archive.pageInfo.totalSearchResults);
    for (const row of archive.cars) expect(row.archived).toBe(true);
  });
});

describe('filters, tabs, sort and pages', () => {
  it('counts each status under the filters, and a tab lists that status only', async () => {
    const body = await list('client', '/bid/my-bid');
    const counted = [1, 2, 3, 4, 5, 6, 7].reduce((sum, status) => sum + (countOf(body, status) ?? 0), 0);
    expect(countOf(body, 'All')).toBe(counted);
    const tab = await list('client', '/bid/my-bid', { bidStatus: '2' });
    expect(tab.pageInfo.totalSearchResults).toBe(countOf(body, 2));
    for (const row of tab.cars) expect(row.bidStatus).toBe(2);
  });

  it('builds option lists from the visible bids and filters by them (dates, auctions, clients, groups)', async () => {
    const res = await get('manager', '/bid/filters');
    expect(res.status).toBe(200);
    expectSchema(bidFiltersResponseSchema, res.body);
    const { filters } = res.body as BidFiltersResponse;
    const date = String(filters.dates[0]?.value);
    const byDate = await list('manager', '/bid/index', { auctionDate: date, pageSize: '70' });
    for (const row of byDate.cars) expect(row.auctionDate.slice(0, 10)).toBe(date);
    const auction = filters.auctions[0];
    const byAuction = await list('manager', '/bid/index', { auction: String(auction?.value), pageSize: '70' });
    expect(byAuction.cars.length).toBeGreaterThan(0);
    for (const row of byAuction.cars) expect(row.auctionName).toBe(auction?.label);
    const client = filters.clients[0];
    const byUser = await list('manager', '/bid/index', { user: String(client?.value), pageSize: '70' });
    for (const row of byUser.cars) expect(row.user?.clientId).toBe(client?.value);
    const noGroup = await list('manager', '/bid/index', { bidGroups: '--', pageSize: '70' });
    for (const row of noGroup.cars) expect(row.bidGroup).toBeNull();
    const band = filters.mileage[0];
    expect(band).toBeDefined();
    const byMileage = await list('manager', '/bid/index', { mileage: String(band?.value), pageSize: '70' });
    for (const row of byMileage.cars) expect(row.mileage).not.toBeNull();
  });

  it('gives clients no client or manager lists', async () => {
    const { filters } = (await get('client', '/bid/bid-history-filters')).body as BidFiltersResponse;
    expect(filters.clients).toEqual([]);
    expect(filters.managers).toEqual([]);
    expect(filters.archiveStatus.every((o) => [4, 5, 6, 7].includes(Number(o.value)))).toBe(true);
  });

  it('sorts by a variant both ways and pages without overlap', async () => {
    const asc = await list('manager', '/bid/index', { sort: 'bidAmount', order: 'ASC', pageSize: '20' });
    const amounts = asc.cars.map((row) => row.bidAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = await list('manager', '/bid/index', { sort: 'bidAmount', order: 'DESC' });
    expect(desc.cars[0]?.bidAmount).toBeGreaterThanOrEqual(amounts[amounts.length - 1] ?? 0);
    const second = await list('manager', '/bid/index', { sort: 'bidAmount', order: 'ASC', page: '2' });
    const firstIds = new Set(asc.cars.map((row) => row.bidId));
    expect(second.cars.some((row) => firstIds.has(row.bidId))).toBe(false);
    expect(second.pageInfo.page).toBe(2);
  });

  it('refuses malformed queries with 400 or 422, never 500', async () => {
    expect((await get('manager', '/bid/index', { pageSize: '30' })).status).toBe(422);
    expect((await get('manager', '/bid/index', { sort: 'nope' })).status).toBe(422);
    expect((await get('manager', '/bid/index', { user: "1'; DROP TABLE bids;--" })).status).toBe(422);
    expect((await get('manager', '/bid/index', { unknown: '1' })).status).toBe(400);
    expect((await get('manager', '/bid/search')).status).toBe(400);
  });
});

describe('lot-number search and dealer clients', () => {
  it("finds the viewer's own bids by lot number, and not others'", async () => {
    const own = await list('client', '/bid/my-bid');
    const lotNo = own.cars[0]?.lotNo ?? '';
    const res = await get('client', '/bid/search', { lotNo: `${lotNo}, 1` });
    expect(res.status).toBe(200);
    expectSchema(lotSearchResponseSchema, res.body);
    expect((res.body as { cars: Array<{ lotNo: string }> }).cars.map((hit) => hit.lotNo)).toContain(lotNo);
    // each hit names its lot as the bid row does, for the link to the lot page
    const row = own.cars[0];
    expect((res.body as { cars: Array<Record<string, unknown>> }).cars).toContainEqual(
      expect.objectContaining({ bidId: row?.bidId, id: row?.id, lotType: row?.lotType, archived: row?.archived }),
    );
    const othersLot = db
      .prepare(
        'SELECT l.lot_no FROM bids b JOIN lots l ON l.id = b.lot_id WHERE b.user_id <> ? AND l.lot_no NOT IN (SELECT l2.lot_no FROM bids b2 JOIN lots l2 ON l2.id = b2.lot_id WHERE b2.user_id = ?) LIMIT 1',
      )
      .pluck()
      .get(userIdOf('client'), userIdOf('client')) as number;
    expect((await get('client', '/bid/search', { lotNo: String(othersLot) })).body).toEqual({ cars: [] });
  });

  it("lists a dealer's clients", async () => {
    const res = await get('dealer', '/bid/dealer-clients');
    expect(res.status).toBe(200);
    expectSchema(dealerClientsResponseSchema, res.body);
    expect((res.body as { clientList: unknown[] }).clientList.length).toBe(3);
  });
});

describe('chat state on rows', () => {
  it("carries the last message and the viewer's unread marker", async () => {
    const body = await list('client', '/bid/my-bid', { pageSize: '70' });
    const withMessages = body.cars.filter((row) => row.message !== null);
    expect(withMessages.length).toBeGreaterThan(0);
    expect(withMessages.some((row) => !row.isRead)).toBe(true);
    const manager = await list('manager', '/bid/index', { user: String(userIdOf('client')), pageSize: '70' });
    expect(manager.cars.filter((row) => row.message !== null).every((row) => row.isRead)).toBe(true);
  });
});
