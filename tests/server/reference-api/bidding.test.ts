// The bid rules of the reference API, call by call: placing, re-bidding, cancelling, managers
// bidding for clients and changing statuses, the option lists and the client search.
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidInfoSchema } from '../../../schemas/api/bid-info';
import { bidResultSchema, bidTypeListSchema, userInfoResponseSchema } from '../../../schemas/api/bidding';
import { createBidInfoReader } from '../../../server/reference-api/bids/bid-info';
import { expectJsonError, expectSchema, loginCookie, type DemoRole } from './helpers';
import { SEEDED_AT, freeLots, japanInstantOf, startBiddingApi, userId, type BiddingHarness, type TestLot } from './bidding-harness';

const NEXT_WEEK = "a.date >= '2026-11-23'";

describe('reference API: bidding', () => {
  let h: BiddingHarness;
  const cookies = new Map<DemoRole, string>();
  const cookie = (role: DemoRole) => cookies.get(role) ?? '';
  let lots: TestLot[];
  let next = 0;
  /** a fresh lot of next week per test */
  const lot = (): TestLot => {
    const found = lots[next];
    next += 1;
    if (!found) throw new Error('the test seed has too few free lots');
    return found;
  };
  const bid = (role: DemoRole, body: object) => request(h.server).post('/api/v1/bid/create').set('Cookie', cookie(role)).send(body);
  const carBid = (target: TestLot, amount: number, extra: object = {}) => ({
    amount,
    carId: target.id,
    lotType: 'car-auction',
    confirm: 1,
    ...extra,
  });
  const validAmount = (target: TestLot) => Math.ceil((target.startPrice ?? 0) / 5000) * 5000 + 5000;
  const cancel = (role: DemoRole, bidId: number) =>
    request(h.server).put('/api/v1/bid/update-bid-status').set('Cookie', cookie(role)).send({ bidId, status: 4 });
  const logsOf = (bidId: number) =>
    h.db.prepare('SELECT event, status, user_id AS userId FROM bid_logs WHERE bid_id = ? ORDER BY id').all(bidId);

  beforeAll(async () => {
    h = await startBiddingApi();
    for (const role of ['client', 'manager', 'dealer', 'restricted'] as const) cookies.set(role, await loginCookie(h.server, role));
    lots = freeLots(h.db, 'car-auction', `${NEXT_WEEK} AND l.start_price <= 300000`);
  });
  afterAll(async () => {
    await h.close();
  });

  it('places a bid, answers its result and shows it in the lot’s bid info and history', async () => {
    const target = lot();
    const amount = validAmount(target);
    const res = await bid('client', carBid(target, amount, { bidGroup: 'B', bidType: 'roro', comment: 'White only' }));
    expect(res.status).toBe(200);
    expectSchema(bidResultSchema, res.body);
    expect(res.body).toMatchObject({ bidAmount: amount, bidStatus: 1, bidDate: SEEDED_AT.toISOString() });
    const info = createBidInfoReader(h.db as never, () => SEEDED_AT)(target.id, userId(h.db, 'client@seri.example'));
    expectSchema(bidInfoSchema, info);
    expect(info).toMatchObject({
      myBid: true,
      jasId: res.body.bidId,
      myBidAmount: amount,
      acceptBid: true,
      cancellationAllowed: true,
      auctionFinished: false,
    });
    expect(logsOf(res.body.bidId)).toEqual([{ event: 'created', status: 1, userId: userId(h.db, 'client@seri.example') }]);
  });

  it('refuses amounts below the start price, zero, off the 5000 step or missing', async () => {
    const target = lot();
    const below = await bid('client', carBid(target, (target.startPrice ?? 0) - 5000));
    expect(below.status).toBe(422);
    expect(below.body).toMatchObject({ messageCode: 'LowerPrice', message: { amount: 'lower price' } });
    expect((await bid('client', carBid(target, 0))).body.messageCode).toBe('LowerPrice');
    const offStep = await bid('client', carBid(target, validAmount(target) + 1000));
    expect(offStep.status).toBe(422);
    expect(offStep.body).toMatchObject({ messageCode: 'IncorrectBid', message: { amount: 'incorrect bid' } });
    expectJsonError(await bid('client', { carId: target.id, lotType: 'car-auction' }), 400);
    expectJsonError(await bid('client', carBid(target, 'many' as unknown as number)), 400);
  });

  it('refuses an unknown lot, a lot of another page type, an unknown bid type and unaccepted terms', async () => {
    const target = lot();
    expectJsonError(await bid('client', carBid(target, validAmount(target), { lotType: 'bikes' })), 404);
    expectJsonError(await bid('client', carBid({ ...target, id: 99_999_999 }, 100_000)), 404);
    expect((await bid('client', carBid(target, validAmount(target), { bidType: 'airmail' }))).status).toBe(422);
    expect((await bid('client', carBid(target, validAmount(target), { confirm: 0 }))).body.messageCode).toBe('TermsNotAccepted');
  });

  it('re-bids on the same lot: one bid, the new amount, a rebid entry', async () => {
    const target = lot();
    const first = await bid('client', carBid(target, validAmount(target)));
    const second = await bid('client', carBid(target, validAmount(target) + 10_000));
    expect(second.status).toBe(200);
    expect(second.body.bidId).toBe(first.body.bidId);
    expect(second.body.bidAmount).toBe(validAmount(target) + 10_000);
    expect(logsOf(first.body.bidId).map((entry) => (entry as { event: string }).event)).toEqual(['created', 'rebid']);
  });

  it('takes an open bid sent again as it stands (a double submit) as no change: no entry, no review, same answer', async () => {
    const events = (bidId: number) => logsOf(bidId).map((entry) => (entry as { event: string }).event);
    const target = lot();
    const body = carBid(target, validAmount(target), { bidGroup: 'C' });
    const first = await bid('client', body);
    const again = await Promise.all(Array.from({ length: 5 }, () => bid('client', body)));
    for (const answer of again) expect(answer.body).toEqual(first.body);
    expect(events(first.body.bidId)).toEqual(['created']);

    // a manager's Bid stays one when the client sends the same amount again
    const clientId = userId(h.db, 'client@seri.example');
    const placed = await request(h.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', cookie('manager'))
      .send({ ...body, amount: validAmount(target) + 5000, userId: clientId });
    expect(placed.body.bidStatus).toBe(2);
    const same = await bid('client', { ...body, amount: validAmount(target) + 5000 });
    expect(same.body).toMatchObject({ bidId: first.body.bidId, bidStatus: 2 });
    expect(events(first.body.bidId)).toEqual(['created', 'rebid']);
    // another group is a change: a rebid, New again for review
    expect((await bid('client', { ...body, amount: validAmount(target) + 5000, bidGroup: 'D' })).body.bidStatus).toBe(1);
    expect(events(first.body.bidId)).toEqual(['created', 'rebid', 'rebid']);
  });

  it('answers 402 InsufficientCredit above what balance and credit allow, counting open bids but the re-bid one', async () => {
    const profile = await request(h.server).get('/api/v1/user/view-profile').set('Cookie', cookie('client'));
    const bidAllow = profile.body.balanceInfo.bidAllow as number;
    const target = lot();
    const over = await bid('client', carBid(target, Math.ceil((bidAllow + 1) / 5000) * 5000));
    expectJsonError(over, 402);
    expect(over.body).toMatchObject({ message: 'InsufficientCredit', messageCode: 'InsufficientCredit' });
    // a re-bid may use what its own bid holds
    const held = await bid('client', carBid(target, validAmount(target)));
    expect(held.status).toBe(200);
    const after = (await request(h.server).get('/api/v1/user/view-profile').set('Cookie', cookie('client'))).body.balanceInfo
      .bidAllow as number;
    const maxRebid = Math.floor((after + validAmount(target)) / 5000) * 5000;
    const all = await bid('client', carBid(target, maxRebid));
    expect(all.status).toBe(200);
    // cancelling frees the credit for the next tests
    expect((await cancel('client', all.body.bidId)).status).toBe(200);
  });

  it('forbids bidding to restricted users (403)', async () => {
    const res = await bid('restricted', carBid(lot(), 500_000));
    expectJsonError(res, 403);
    expect(res.body.messageCode).toBe('BiddingNotAllowed');
  });

  it('closes bidding 30 minutes before the lot’s auction time and refuses finished auctions (409)', async () => {
    const [today] = freeLots(h.db, 'car-auction', "a.date > '2026-11-18' AND a.date <= '2026-11-21'");
    if (!today) throw new Error('no lot of this week in the test seed');
    try {
      h.setNow(japanInstantOf(today, -40));
      const open = await bid('client', carBid(today, validAmount(today)));
      expect(open.status).toBe(200);
      h.setNow(japanInstantOf(today, -20));
      const closed = await bid('client', carBid(today, validAmount(today) + 5000));
      expectJsonError(closed, 409);
      expect(closed.body.messageCode).toBe('BiddingClosed');
      h.setNow(japanInstantOf(today, 1));
      expect((await bid('client', carBid(today, validAmount(today) + 5000))).body.messageCode).toBe('AuctionFinished');
    } finally {
      await h.resetClock();
    }
  });

  it('refuses bids on statistics lots and orders stock lots at their fixed price', async () => {
    const [stat] = freeLots(h.db, 'stats');
    if (!stat) throw new Error('no stats lot');
    expect((await bid('client', { amount: 100_000, carId: stat.id, lotType: 'stats' })).body.messageCode).toBe('AuctionFinished');
    const [stock] = freeLots(h.db, 'stock');
    if (!stock?.fixedPrice) throw new Error('no stock lot');
    const order = await bid('client', { amount: 5000, carId: String(stock.id), lotType: 'stock' });
    expect(order.status).toBe(200);
    expect(order.body.bidAmount).toBe(stock.fixedPrice);
  });

  it('cancels within the deadline, not after it (403 CancelNotAllowed), and a cancelled bid can be placed again', async () => {
    const target = lot();
    const placed = await bid('client', carBid(target, validAmount(target)));
    expect((await cancel('client', placed.body.bidId)).body).toEqual({ success: true });
    expect(logsOf(placed.body.bidId).map((entry) => (entry as { event: string }).event)).toEqual(['created', 'cancelled']);
    const again = await bid('client', carBid(target, validAmount(target)));
    expect(again.body).toMatchObject({ bidId: placed.body.bidId, bidStatus: 1 });
    // a lot of this week: moving the clock into next week would move the schedule along
    const [soon] = freeLots(h.db, 'car-auction', "a.date > '2026-11-18' AND a.date <= '2026-11-21'");
    if (!soon) throw new Error('no lot of this week in the test seed');
    const close = await bid('client', carBid(soon, validAmount(soon)));
    expect(close.status).toBe(200);
    try {
      h.setNow(japanInstantOf(soon, -120));
      const late = await cancel('client', close.body.bidId);
      expectJsonError(late, 403);
      expect(late.body.message).toBe('CancelNotAllowed');
    } finally {
      await h.resetClock();
    }
  });

  it('lets only the bidder or their dealer cancel, and clients only cancel', async () => {
    const target = lot();
    const placed = await bid('client', carBid(target, validAmount(target)));
    expectJsonError(await cancel('dealer', placed.body.bidId), 404);
    const status = await request(h.server)
      .put('/api/v1/bid/update-bid-status')
      .set('Cookie', cookie('client'))
      .send({ bidId: placed.body.bidId, status: 6 });
    expectJsonError(status, 403);
    const dealerClient = h.db
      .prepare("SELECT id FROM users WHERE dealer_id = (SELECT id FROM users WHERE email = 'dealer@seri.example') LIMIT 1")
      .pluck()
      .get() as number;
    const clientBid = h.db
      .prepare(
        `SELECT b.id FROM bids b JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id WHERE b.user_id = ? AND b.status IN (1, 2) AND ${NEXT_WEEK} LIMIT 1`,
      )
      .pluck()
      .get(dealerClient) as number | undefined;
    if (clientBid !== undefined) expect((await cancel('dealer', clientBid)).status).toBe(200);
  });

  it('lets a manager bid for a client (status Bid) and set statuses of open bids, logging each change', async () => {
    const target = lot();
    const client = userId(h.db, 'client@seri.example');
    const res = await request(h.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', cookie('manager'))
      .send({ ...carBid(target, validAmount(target), { bidType: 'container' }), userId: client });
    expect(res.status).toBe(200);
    expect(res.body.bidStatus).toBe(2);
    const win = await request(h.server)
      .put('/api/v1/bid/update-bid-status')
      .set('Cookie', cookie('manager'))
      .send({ bidId: res.body.bidId, status: 6 });
    expect(win.body).toEqual({ success: true });
    const again = await request(h.server)
      .put('/api/v1/bid/update-bid-status')
      .set('Cookie', cookie('manager'))
      .send({ bidId: res.body.bidId, status: 2 });
    expectJsonError(again, 409);
    const manager = userId(h.db, 'manager@seri.example');
    expect(logsOf(res.body.bidId)).toEqual([
      { event: 'created', status: 2, userId: manager },
      { event: 'statusChanged', status: 6, userId: manager },
    ]);
    const forbidden = await request(h.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', cookie('client'))
      .send({ ...carBid(lot(), 500_000), userId: client });
    expectJsonError(forbidden, 403);
    const notClient = await request(h.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', cookie('manager'))
      .send({ ...carBid(lot(), 500_000), userId: manager });
    expectJsonError(notClient, 404);
  });

  it('refuses a manager’s bid for a client on a page type the client may not view (403), though the manager may', async () => {
    const clientType = "(SELECT user_type FROM users WHERE email = 'client@seri.example')";
    const other = h.db
      .prepare(`SELECT id FROM users WHERE user_type = ${clientType} AND email NOT LIKE '%@seri.example' ORDER BY id LIMIT 1`)
      .pluck()
      .get() as number;
    const writer = new Database(h.db.name);
    writer.prepare("DELETE FROM user_permissions WHERE user_id = ? AND flag = 'bikeView'").run(other);
    writer.close();
    const [bike] = freeLots(h.db, 'bikes', NEXT_WEEK);
    if (!bike) throw new Error('the test seed has no free bike of next week');
    const res = await request(h.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', cookie('manager'))
      .send({ amount: validAmount(bike), carId: bike.id, lotType: 'bikes', confirm: 1, userId: other });
    expectJsonError(res, 403);
    expect(h.db.prepare('SELECT COUNT(*) FROM bids WHERE lot_id = ?').pluck().get(bike.id)).toBe(0);
  });

  it('counts the daily bid limit per Japan day (403 DailyBidLimit), re-bids excepted', async () => {
    // the restricted account cannot bid; the dealer's limit is 50: use a client of the dealer instead is slower,
    // so lower the client's limit through today's bids count: place bids until the limit of a fresh client
    const limit = h.db.prepare("SELECT daily_bid_limit FROM users WHERE email = 'client@seri.example'").pluck().get() as number;
    const today = h.db
      .prepare(
        "SELECT COUNT(*) FROM bids b JOIN users u ON u.id = b.user_id WHERE u.email = 'client@seri.example' AND date(b.created_at, '+9 hours') = '2026-11-18'",
      )
      .pluck()
      .get() as number;
    let last: request.Response | undefined;
    let firstPlaced: TestLot | undefined;
    for (let placed = today; placed < limit; placed += 1) {
      const target = lot();
      firstPlaced ??= target;
      last = await bid('client', carBid(target, validAmount(target)));
      if (last.status === 402) break;
      expect(last.status).toBe(200);
    }
    if (last?.status === 402) return; // credit ran out first on this seed
    const refused = await bid('client', carBid(lot(), 500_000));
    expectJsonError(refused, 403);
    expect(refused.body.messageCode).toBe('DailyBidLimit');
    if (firstPlaced) expect((await bid('client', carBid(firstPlaced, validAmount(firstPlaced)))).status).toBe(200);
  });

  it('lists bid types, export types and the caller’s bid groups with counts', async () => {
    const types = await request(h.server).get('/api/v1/bid/type').set('Cookie', cookie('client'));
    expectSchema(bidTypeListSchema, types.body);
    const exportTypes = await request(h.server).get('/api/v1/bid/export-type').set('Cookie', cookie('manager'));
    expect(exportTypes.body.length).toBeGreaterThan(types.body.length);
    const groups = await request(h.server).get('/api/v1/bid/group').set('Cookie', cookie('client'));
    expect(groups.body.map((group: { value: string }) => group.value)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(groups.body.every((group: { cars: number }) => Number.isInteger(group.cars))).toBe(true);
    expectJsonError(await request(h.server).get('/api/v1/bid/type'), 401);
  });

  it('finds clients for managers by name or id, with at least 4 characters, and shows a client’s balance', async () => {
    const search = (role: DemoRole, user: string) =>
      request(h.server).get('/api/v1/user/search').query({ user }).set('Cookie', cookie(role));
    const found = await search('manager', 'Primorye');
    expect(found.status).toBe(200);
    const byName = await search('manager', 'client@seri');
    const client = userId(h.db, 'client@seri.example');
    expect(byName.body).toEqual([expect.objectContaining({ value: client })]);
    expect((await search('manager', String(client).padStart(4, ' '))).status).toBe(400);
    expectJsonError(await search('manager', 'abc'), 400);
    expectJsonError(await search('client', 'Primorye'), 403);
    const info = await request(h.server).get('/api/v1/user/user-info').query({ id: client }).set('Cookie', cookie('manager'));
    expectSchema(userInfoResponseSchema, info.body);
    expect(info.body.balanceInfo.bidAllow).toBeGreaterThanOrEqual(0);
    expectJsonError(await request(h.server).get('/api/v1/user/user-info').query({ id: client }).set('Cookie', cookie('client')), 403);
    const manager = userId(h.db, 'manager@seri.example');
    expectJsonError(await request(h.server).get('/api/v1/user/user-info').query({ id: manager }).set('Cookie', cookie('manager')), 404);
  });

  it('tells a manager what a client’s open bid on a lot holds, which raising it frees, as bid-from-manager counts it', async () => {
    const target = lot();
    // the dealer bids as a client does; the demo client has used up its day's bids in this file
    const client = userId(h.db, 'dealer@seri.example');
    const info = (query: object) =>
      request(h.server)
        .get('/api/v1/user/user-info')
        .query({ id: client, ...query })
        .set('Cookie', cookie('manager'));
    const onLot = { carId: String(target.id), lotType: 'car-auction' };
    expect((await info(onLot)).body.heldOnLot).toBe(0);
    const placed = await bid('dealer', carBid(target, validAmount(target)));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const answer = await info(onLot);
    expectSchema(userInfoResponseSchema, answer.body);
    expect(answer.body.heldOnLot).toBe(validAmount(target));
    // the whole of it may go into a raise of that bid, and not a step more
    const most = answer.body.balanceInfo.bidAllow + answer.body.heldOnLot;
    const raise = (amount: number) =>
      request(h.server)
        .post('/api/v1/bid/bid-from-manager')
        .set('Cookie', cookie('manager'))
        .send({ ...carBid(target, amount), userId: client });
    expectJsonError(await raise(Math.floor(most / 5000) * 5000 + 5000), 402);
    expect((await raise(Math.floor(most / 5000) * 5000)).status).toBe(200);

    expect((await info({})).body).not.toHaveProperty('heldOnLot');
    expect((await info({ carId: String(target.id), lotType: 'bikes' })).body.heldOnLot).toBe(0);
    expectJsonError(await info({ carId: String(target.id) }), 400);
  });
});
