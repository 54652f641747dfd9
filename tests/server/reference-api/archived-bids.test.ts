// Archived bids (their lot's auction day has passed in Japan) leave the live counts: the dashboard's
// bids by status and latest bids, and the menu's bid badge, count what the bid table tabs count.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidListResponse } from '../../../schemas/api/bids';
import { loginCookie, startTestApi, type DemoRole, type TestApi } from './helpers';

let test: TestApi;
/** a second connection to the same file, to move a bid's auction into the past */
let db: Database.Database;
const dir = mkdtempSync(join(tmpdir(), 'seri-archived-bids-'));
const cookies = {} as Record<'client' | 'manager' | 'dealer', string>;

beforeAll(async () => {
  test = startTestApi({ dbPath: join(dir, 'seri.sqlite') });
  db = new Database(join(dir, 'seri.sqlite'));
  for (const role of ['client', 'manager', 'dealer'] as const) cookies[role] = await loginCookie(test.app, role);
});
afterAll(async () => {
  db.close();
  await test.api.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (role: keyof typeof cookies, path: string) => {
  const res = await request(test.app).get(`/api/v1${path}`).set('Cookie', cookies[role]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
type StatusCount = { status: number; count: number };
const countOf = (counts: readonly StatusCount[], status: number) => counts.find((row) => row.status === status)?.count ?? 0;
const tabCount = (body: BidListResponse, statuses: readonly number[]) =>
  statuses.reduce((sum, status) => sum + (body.counters.find((c) => c.status === status)?.count ?? 0), 0);
const userIdOf = (role: DemoRole) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(`${role}@seri.example`) as number;

/** What each role's live counts say, from the dashboard, the menu and the bid tables. */
async function snapshot() {
  const [clientDashboard, managerDashboard, clientMenu, managerMenu, dealerMenu, myBids, bidManager, dealerBids] = await Promise.all([
    get('client', '/dashboard/summary'),
    get('manager', '/dashboard/summary'),
    get('client', '/site/menu-counters'),
    get('manager', '/site/menu-counters'),
    get('dealer', '/site/menu-counters'),
    get('client', '/bid/my-bid'),
    get('manager', '/bid/index'),
    get('dealer', '/bid/dealer'),
  ]);
  return { clientDashboard, managerDashboard, clientMenu, managerMenu, dealerMenu, myBids, bidManager, dealerBids };
}

function expectCountsAgree(now: Awaited<ReturnType<typeof snapshot>>) {
  for (const status of [1, 2, 3, 4, 5, 6, 7]) {
    expect(countOf(now.clientDashboard.summary.bidsByStatus, status), `client status ${status}`).toBe(tabCount(now.myBids, [status]));
    expect(countOf(now.managerDashboard.summary.bidsByStatus, status), `manager status ${status}`).toBe(tabCount(now.bidManager, [status]));
  }
  expect(now.managerDashboard.summary.newBids).toBe(tabCount(now.bidManager, [1]));
  expect(now.clientMenu.bid).toBe(tabCount(now.myBids, [1, 2]));
  expect(now.managerMenu.bid).toBe(tabCount(now.bidManager, [1]));
  expect(now.dealerMenu.bid).toBe(tabCount(now.dealerBids, [1, 2]));
}

describe('archived bids', () => {
  it('are left out of the dashboard and the menu counters, as the bid tables leave them out', async () => {
    const before = await snapshot();
    expectCountsAgree(before);
    const clientId = userIdOf('client');
    const newBid = db
      .prepare(
        "SELECT b.id, b.lot_id AS lotId FROM bids b JOIN lots l ON l.id = b.lot_id WHERE b.user_id = ? AND b.status = 1 AND l.page_type = 'car-auction'",
      )
      .get(clientId) as { id: number; lotId: number } | undefined;
    if (!newBid) throw new Error('The seed gives the demo client a new bid');
    expect(before.clientDashboard.summary.latestBids.map((bid: { id: string }) => bid.id)).toContain(String(newBid.id));

    // Its auction was yesterday and more: the bid is archived now.
    db.prepare("UPDATE lots SET auction_date = '2020-01-06' WHERE id = ?").run(newBid.lotId);
    const after = await snapshot();
    expectCountsAgree(after);
    expect(countOf(after.clientDashboard.summary.bidsByStatus, 1)).toBe(countOf(before.clientDashboard.summary.bidsByStatus, 1) - 1);
    expect(after.clientDashboard.summary.latestBids.map((bid: { id: string }) => bid.id)).not.toContain(String(newBid.id));
    expect(after.managerDashboard.summary.newBids).toBe(before.managerDashboard.summary.newBids - 1);
    expect(after.clientMenu.bid).toBe(before.clientMenu.bid - 1);
    expect(after.managerMenu.bid).toBe(before.managerMenu.bid - 1);
  });
});
