// An open bid (status 1 or 2) whose auction day has passed is archived: it can be neither raised nor
// cancelled, so it holds no credit. The profile, the dashboard and the bid rules count the same bids.
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startServedApi, type ServedApi } from './helpers';

describe('credit held by open bids', () => {
  let served: ServedApi;
  let client: string;
  beforeAll(async () => {
    served = await startServedApi({ seed: 42 });
    client = await loginCookie(served.server, 'client');
  });
  afterAll(() => served.close());

  type Balance = { bidAllow: number; activeBids: number };
  const profile = async () =>
    (await request(served.server).get('/api/v1/user/view-profile').set('Cookie', client)).body.balanceInfo as Balance;
  const dashboard = async () =>
    (await request(served.server).get('/api/v1/dashboard/summary').set('Cookie', client)).body.summary.balanceInfo as Balance;

  it('ends with the bid’s auction day: bidAllow and the active bids leave it out, as the dashboard does', async () => {
    const before = await profile();
    const bid = served.db
      .prepare(
        `SELECT b.lot_id AS lotId, b.amount FROM bids b JOIN users u ON u.id = b.user_id
        WHERE u.email = 'client@seri.example' AND b.status IN (1, 2) ORDER BY b.id LIMIT 1`,
      )
      .get() as { lotId: number; amount: number };
    // its auction was yesterday, and the bid is still New or Bid: archived
    const writer = new Database(served.db.name);
    writer.prepare("UPDATE lots SET auction_date = date('now', '-1 day') WHERE id = ?").run(bid.lotId);
    writer.close();

    const after = await profile();
    expect(after).toMatchObject({ activeBids: before.activeBids - 1, bidAllow: before.bidAllow + bid.amount });
    expect(await dashboard()).toMatchObject(after);
  });
});
