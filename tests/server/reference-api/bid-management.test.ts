// Bid management by managers: sold price, bid price (step, start price, editable statuses), adjustment,
// autobid and the bid log; clients and dealers refused, archived bids refused, inputs validated.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidLogsResponseSchema, updateBidPriceResponseSchema } from '../../../schemas/api/bid-management';
import { BID_STEP } from '../../../schemas/rules/bid-amount';
import { japanDate } from '../../../shared/japan-time';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

interface StoredBid {
  id: number;
  status: number;
  amount: number;
  startPrice: number | null;
  soldPrice: number | null;
  autoBid: number;
  adjustmentPrice: number;
  bidGroup: string | null;
  exportType: string | null;
}

/** A Thursday noon in Japan: the week's earlier auctions are archived, the later ones live. */
const NOW = new Date('2026-11-26T03:00:00Z');
/** The Saturday of the same auction week: Thursday's and Friday's bids are archived by then. */
const SATURDAY = new Date('2026-11-28T03:00:00Z');

describe('reference API: bid management', () => {
  let t: TestApi;
  let dir: string;
  let db: Database.Database;
  let manager: string;
  let client: string;
  let dealer: string;
  let clock = NOW;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'seri-bid-management-'));
    const dbPath = join(dir, 'seri.sqlite');
    t = startTestApi({ dbPath, now: () => clock });
    // the test reads what the API wrote, beside it
    db = new Database(dbPath, { readonly: true });
    manager = await loginCookie(t.app, 'manager');
    client = await loginCookie(t.app, 'client');
    dealer = await loginCookie(t.app, 'dealer');
  });
  afterAll(async () => {
    db.close();
    await t.api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const BID_COLUMNS = `b.id, b.status, b.amount, l.start_price AS startPrice, b.sold_price AS soldPrice, b.auto_bid AS autoBid,
    b.adjustment_price AS adjustmentPrice, b.bid_group AS bidGroup, b.export_type AS exportType`;
  /** A bid of the given status whose auction day has not passed (not archived). */
  const liveBid = (status: number, skip = 0): StoredBid => {
    const bid = db
      .prepare(
        `SELECT ${BID_COLUMNS} FROM bids b JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
        WHERE b.status = ? AND a.date >= ? ORDER BY b.id LIMIT 1 OFFSET ?`,
      )
      .get(status, japanDate(NOW), skip) as StoredBid | undefined;
    if (!bid) throw new Error(`no live bid in status ${status}`);
    return bid;
  };
  const stored = (id: number): StoredBid =>
    db.prepare(`SELECT ${BID_COLUMNS} FROM bids b JOIN lots l ON l.id = b.lot_id WHERE b.id = ?`).get(id) as StoredBid;
  const logEvents = (bidId: number): string[] =>
    db.prepare('SELECT event FROM bid_logs WHERE bid_id = ? ORDER BY id').pluck().all(bidId) as string[];

  const put = (path: string, body: object, cookie = manager) => request(t.app).put(`/api/v1/bid/${path}`).set('Cookie', cookie).send(body);
  const validPrice = (bid: StoredBid): number => Math.max(BID_STEP, Math.ceil((bid.startPrice ?? 0) / BID_STEP) * BID_STEP) + 2 * BID_STEP;

  it('lets a manager set the sold price, logged as soldPriceChanged', async () => {
    const bid = liveBid(6);
    const res = await put('update-sold-price', { bidId: bid.id, soldPrice: '1234000' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(stored(bid.id).soldPrice).toBe(1_234_000);
    expect(logEvents(bid.id).at(-1)).toBe('soldPriceChanged');
  });

  it('changes a bid’s price, group, export type and adjustment in one call and answers the bid', async () => {
    const bid = liveBid(2);
    const amount = validPrice(bid);
    const res = await put('update-bid-price', { amount, jasId: bid.id, bidGroup: 'C', adjustmentPrice: 15000, exportType: 'container' });
    expect(res.status).toBe(200);
    expectSchema(updateBidPriceResponseSchema, res.body);
    expect(res.body).toMatchObject({ bidAmount: amount, bidId: bid.id, bidStatus: 2, exportType: 'container' });
    expect(stored(bid.id)).toMatchObject({ amount, bidGroup: 'C', adjustmentPrice: 15000, exportType: 'container' });
    expect(logEvents(bid.id).at(-1)).toBe('amountChanged');

    // the group placeholder clears the group
    expect((await put('update-bid-price', { amount, jasId: bid.id, bidGroup: '--' })).status).toBe(200);
    expect(stored(bid.id).bidGroup).toBeNull();

    // groups and export types come from their lists
    expectJsonError(await put('update-bid-price', { amount, jasId: bid.id, bidGroup: 'Z' }), 422);
    expectJsonError(await put('update-bid-price', { amount, jasId: bid.id, exportType: 'teleport' }), 422);
    expect(stored(bid.id)).toMatchObject({ amount, bidGroup: null, exportType: 'container' });
  });

  it('refuses a change made on the bid as it was before another change (409 BidChanged), and keeps that change', async () => {
    const bid = liveBid(2, 1);
    // what the bid's row carries as bidDate
    const bidDate = () => db.prepare('SELECT updated_at FROM bids WHERE id = ?').pluck().get(bid.id) as string;
    const seen = bidDate();
    // another manager raises the bid meanwhile
    clock = new Date(clock.getTime() + 1000);
    const raised = validPrice(bid) + BID_STEP;
    expect((await put('update-bid-price', { amount: raised, jasId: bid.id, bidDate: seen })).status).toBe(200);
    // the first manager saves the group from the bid as they saw it, with its old amount
    clock = new Date(clock.getTime() + 1000);
    const stale = await put('update-bid-price', { amount: bid.amount, jasId: bid.id, bidGroup: 'C', bidDate: seen });
    expectJsonError(stale, 409);
    expect(stale.body.messageCode).toBe('BidChanged');
    expect(stored(bid.id)).toMatchObject({ amount: raised, bidGroup: bid.bidGroup });
    // from the bid as it now is, the change goes through
    expect((await put('update-bid-price', { amount: raised, jasId: bid.id, bidGroup: 'C', bidDate: bidDate() })).status).toBe(200);
    expect(stored(bid.id)).toMatchObject({ amount: raised, bidGroup: 'C' });
  });

  it('refuses prices off the step or below the start price (422 on amount)', async () => {
    const bid = liveBid(1);
    const offStep = await put('update-bid-price', { amount: validPrice(bid) + 1000, jasId: bid.id });
    expectJsonError(offStep, 422);
    expect(offStep.body.message).toEqual({ amount: 'Bids go up in steps of 5000 yen' });
    if (bid.startPrice && bid.startPrice > BID_STEP) {
      const below = await put('update-bid-price', { amount: Math.floor((bid.startPrice - 1) / BID_STEP) * BID_STEP, jasId: bid.id });
      expectJsonError(below, 422);
    }
    expect(stored(bid.id).amount).toBe(bid.amount);
  });

  it('edits prices and adjustments only in statuses 1, 2 and 6 (409)', async () => {
    for (const status of [3, 4, 5]) {
      const bid = liveBid(status);
      expectJsonError(await put('update-bid-price', { amount: validPrice(bid), jasId: bid.id }), 409);
      expectJsonError(await put('update-adjustment-price', { bidId: bid.id, adjustmentPrice: 5000 }), 409);
    }
    const open = liveBid(1, 1);
    expect((await put('update-adjustment-price', { bidId: open.id, adjustmentPrice: 20000 })).body).toEqual({ success: true });
    expect(stored(open.id).adjustmentPrice).toBe(20000);
    expect(logEvents(open.id).at(-1)).toBe('adjustmentChanged');
  });

  it('switches autobid on and off', async () => {
    const bid = liveBid(2, 1);
    expect((await put('update-auto-bid', { bidId: bid.id, autoBid: true })).body).toEqual({ success: true });
    expect(stored(bid.id).autoBid).toBe(1);
    expect((await put('update-auto-bid', { bidId: bid.id, autoBid: false })).status).toBe(200);
    expect(stored(bid.id).autoBid).toBe(0);
    expect(logEvents(bid.id).slice(-2)).toEqual(['autoBidChanged', 'autoBidChanged']);
  });

  it('tells the bidder the adjustment a manager set, 0 included, and the page type’s default until then', async () => {
    const bid = db
      .prepare(
        `SELECT b.id, l.id AS lotId, l.lot_no AS lotNo FROM bids b JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
        JOIN users u ON u.id = b.user_id
        WHERE u.email = 'client@seri.example' AND l.page_type = 'car-auction' AND b.status IN (1, 2) AND a.date >= ?
          AND b.adjustment_set = 0
        ORDER BY b.id LIMIT 1`,
      )
      .get(japanDate(NOW)) as { id: number; lotId: number; lotNo: number };
    const toldClient = async () =>
      (
        await request(t.app)
          .get('/api/v1/car-auction/view')
          .query({ id: String(bid.lotId) })
          .set('Cookie', client)
      ).body.bidInfo.bidAdjustmentPrice as number;
    const managersRow = async () =>
      (
        (
          await request(t.app)
            .get('/api/v1/bid/index')
            .query({ lotNo: String(bid.lotNo), pageSize: '70' })
            .set('Cookie', manager)
        ).body.cars as Array<{ bidId: number; adjustmentPrice: number }>
      ).find((row) => row.bidId === bid.id)?.adjustmentPrice;

    // not set: the car auctions' 10 000 yen, in the client's lot page and in the manager's edit dialog alike
    expect([await toldClient(), await managersRow()]).toEqual([10_000, 10_000]);
    expect((await put('update-adjustment-price', { bidId: bid.id, adjustmentPrice: 0 })).status).toBe(200);
    expect([await toldClient(), await managersRow()]).toEqual([0, 0]);
    expect((await put('update-adjustment-price', { bidId: bid.id, adjustmentPrice: 25_000 })).status).toBe(200);
    expect([await toldClient(), await managersRow()]).toEqual([25_000, 25_000]);
  });

  it('shows autobid in the managers’ table only: the bidder’s and their dealer’s rows leave it out', async () => {
    /** a live bid of a user whose id `who` selects, switched to autobid by the manager */
    const autoBidOf = async (who: string) => {
      const found = db
        .prepare(
          `SELECT b.id, l.lot_no AS lotNo FROM bids b JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
          WHERE b.user_id IN (${who}) AND b.status IN (1, 2) AND a.date >= ? ORDER BY b.id LIMIT 1`,
        )
        .get(japanDate(NOW)) as { id: number; lotNo: number };
      expect((await put('update-auto-bid', { bidId: found.id, autoBid: true })).status).toBe(200);
      return found;
    };
    const rowIn = async (path: string, cookie: string, { id, lotNo }: { id: number; lotNo: number }) => {
      const res = await request(t.app)
        .get(path)
        .query({ lotNo: String(lotNo), pageSize: '70' })
        .set('Cookie', cookie);
      expect(res.status, path).toBe(200);
      const row = (res.body.cars as Array<{ bidId: number; autoBid?: boolean }>).find((candidate) => candidate.bidId === id);
      expect(row, path).toBeDefined();
      return row!;
    };
    const own = await autoBidOf("SELECT id FROM users WHERE email = 'client@seri.example'");
    const dealers = await autoBidOf("SELECT id FROM users WHERE dealer_id = (SELECT id FROM users WHERE email = 'dealer@seri.example')");

    for (const bid of [own, dealers]) expect(await rowIn('/api/v1/bid/index', manager, bid)).toMatchObject({ autoBid: true });
    expect(await rowIn('/api/v1/bid/my-bid', client, own)).not.toHaveProperty('autoBid');
    expect(await rowIn('/api/v1/bid/dealer', dealer, dealers)).not.toHaveProperty('autoBid');
  });

  it('refuses clients and dealers (403) and changes nothing', async () => {
    const bid = liveBid(2, 2);
    for (const cookie of [client, dealer]) {
      expectJsonError(await put('update-sold-price', { bidId: bid.id, soldPrice: '1000' }, cookie), 403);
      expectJsonError(await put('update-bid-price', { amount: validPrice(bid), jasId: bid.id }, cookie), 403);
      expectJsonError(await put('update-adjustment-price', { bidId: bid.id, adjustmentPrice: 0 }, cookie), 403);
      expectJsonError(await put('update-auto-bid', { bidId: bid.id, autoBid: true }, cookie), 403);
      expectJsonError(await request(t.app).get(`/api/v1/bid/logs?bidId=${bid.id}`).set('Cookie', cookie), 403);
    }
    expect(stored(bid.id)).toEqual(bid);
    expectJsonError(await request(t.app).put('/api/v1/bid/update-auto-bid').send({ bidId: bid.id, autoBid: true }), 401);
  });

  it('refuses unknown bids (404)', async () => {
    expectJsonError(await put('update-sold-price', { bidId: 99_999_999, soldPrice: '1000' }), 404);
    expectJsonError(await request(t.app).get('/api/v1/bid/logs?bidId=99999999').set('Cookie', manager), 404);
  });

  it('refuses bids whose auction day has passed (409), but still shows their log', async () => {
    const archived = db
      .prepare(
        `SELECT b.id FROM bids b JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
        WHERE a.date >= ? AND a.date < ? AND b.status IN (1, 2, 6) LIMIT 1`,
      )
      .pluck()
      .get(japanDate(NOW), japanDate(SATURDAY)) as number | undefined;
    expect(archived).toBeDefined();
    clock = SATURDAY;
    try {
      const later = await loginCookie(t.app, 'manager');
      expectJsonError(await put('update-sold-price', { bidId: archived!, soldPrice: '1000' }, later), 409);
      expectJsonError(await put('update-auto-bid', { bidId: archived!, autoBid: true }, later), 409);
      expectJsonError(await put('update-adjustment-price', { bidId: archived!, adjustmentPrice: 0 }, later), 409);
      expect((await request(t.app).get(`/api/v1/bid/logs?bidId=${archived}`).set('Cookie', later)).status).toBe(200);
    } finally {
      clock = NOW;
    }
  });

  it('validates bodies: 400 for wrong or missing fields', async () => {
    const bid = liveBid(2);
    for (const [path, body] of [
      ['update-sold-price', { bidId: bid.id, soldPrice: '12a' }],
      ['update-sold-price', { bidId: bid.id, soldPrice: 1000 }],
      ['update-sold-price', { soldPrice: '1000' }],
      ['update-bid-price', { amount: '100000', jasId: bid.id }],
      ['update-bid-price', { amount: 100000, jasId: bid.id, extra: 1 }],
      ['update-adjustment-price', { bidId: bid.id, adjustmentPrice: -5 }],
      ['update-auto-bid', { bidId: bid.id, autoBid: 'yes' }],
    ] as const) {
      const res = await put(path, body);
      expect([400, 422], `${path} ${JSON.stringify(body)}`).toContain(res.status);
      expect(res.body.success).toBe(false);
    }
    expectJsonError(await request(t.app).get('/api/v1/bid/logs?bidId=abc').set('Cookie', manager), 422);
  });

  it('reads a bid’s log with who did what, oldest first', async () => {
    const bid = liveBid(6, 1);
    await put('update-sold-price', { bidId: bid.id, soldPrice: '800000' });
    await put('update-auto-bid', { bidId: bid.id, autoBid: true });
    const res = await request(t.app).get(`/api/v1/bid/logs?bidId=${bid.id}`).set('Cookie', manager);
    expect(res.status).toBe(200);
    expectSchema(bidLogsResponseSchema, res.body);
    const entries = res.body as Array<{ event: string; userName: string; userType: number; status: number; date: string }>;
    expect(entries.slice(-2).map((entry) => entry.event)).toEqual(['soldPriceChanged', 'autoBidChanged']);
    expect(entries.at(-1)).toMatchObject({ status: 6, userType: 991 });
    expect(entries.at(-1)?.userName).toBeTruthy();
    expect([...entries].map((entry) => entry.date)).toEqual([...entries].map((entry) => entry.date).sort());
  });
});
