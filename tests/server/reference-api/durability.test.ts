// Durability (issue #14): bids placed concurrently, the API process killed with SIGKILL in the middle
// of the load, then started again on the same database file: every bid answered 200 is there, for
// its bidder and lot, with its amount.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_TYPE } from '../../../schemas/api/roles';
import { japanDate } from '../../../shared/japan-time';
import { startApiProcess, type ApiProcess } from './api-process';
import { DEMO } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'seri-durability-'));
const dbPath = join(dir, 'seri.sqlite');
const running: ApiProcess[] = [];
afterAll(async () => {
  for (const api of running) await api.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Bids answered before the kill that must survive it. */
const KILL_AFTER = 120;
const CONCURRENCY = 12;

interface Pair {
  readonly userId: number;
  readonly lotId: number;
  readonly amount: number;
}

/** Client and live lot pairs without a bid yet, each at a valid amount (the start price rounded up to the 5000 step, plus a step). */
function freshPairs(db: Database.Database, count: number): Pair[] {
  const clients = db
    .prepare(
      `SELECT u.id FROM users u JOIN user_permissions p ON p.user_id = u.id AND p.flag = 'biddingAllowed' WHERE u.user_type = ? ORDER BY u.id`,
    )
    .pluck()
    .all(USER_TYPE.client) as number[];
  const lots = db
    .prepare("SELECT id, COALESCE(start_price, 0) AS startPrice FROM lots WHERE page_type = 'car-auction' AND auction_date > ? ORDER BY id")
    .all(japanDate(new Date())) as Array<{ id: number; startPrice: number }>;
  const taken = new Set(db.prepare("SELECT user_id || ':' || lot_id FROM bids").pluck().all() as string[]);
  const pairs: Pair[] = [];
  for (const lot of lots) {
    for (const userId of clients) {
      if (pairs.length === count) return pairs;
      if (taken.has(`${userId}:${lot.id}`)) continue;
      pairs.push({ userId, lotId: lot.id, amount: Math.ceil(Math.max(lot.startPrice, 5000) / 5000) * 5000 + 5000 * (pairs.length % 7) });
    }
  }
  return pairs;
}

async function managerCookie(api: string): Promise<string> {
  const res = await fetch(`${api}/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO.manager),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('durability', () => {
  it('keeps every bid answered 200 when the process is killed with SIGKILL under load', async () => {
    const first = await startApiProcess({ dbPath, seedLots: 300 });
    running.push(first);
    // The bidders' own limits (credit, daily count) would refuse most of the load: they are not what is tested.
    const setup = new Database(dbPath);
    setup.prepare("DELETE FROM user_permissions WHERE flag IN ('creditLimitCheck', 'dailyBidLimitCheck')").run();
    const pairs = freshPairs(setup, 1000);
    setup.close();
    expect(pairs.length).toBeGreaterThan(KILL_AFTER * 2);

    const cookie = await managerCookie(first.api);
    const answered: Array<Pair & { bidId: number; bidAmount: number }> = [];
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    const worker = async () => {
      while (next < pairs.length && first.alive()) {
        const pair = pairs[next++] as Pair;
        inFlight++;
        try {
          const res = await fetch(`${first.api}/bid/bid-from-manager`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: JSON.stringify({
              amount: pair.amount,
              carId: String(pair.lotId),
              lotType: 'car-auction',
              confirm: 1,
              userId: pair.userId,
            }),
          });
          const body = (await res.json()) as { bidId: number; bidAmount: number };
          if (res.status === 200) answered.push({ ...pair, ...body });
          else expect.fail(`bid ${JSON.stringify(pair)} answered ${res.status} ${JSON.stringify(body)}`);
        } catch {
          // the process died with this request unanswered: nothing was promised
        } finally {
          inFlight--;
        }
        if (answered.length >= KILL_AFTER && inFlightAtKill < 0) {
          inFlightAtKill = inFlight;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (first.alive()) await once(first.child, 'exit');
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startApiProcess({ dbPath, seedLots: 300 });
    running.push(second);
    const db = new Database(dbPath, { readonly: true });
    try {
      const bidOf = db.prepare('SELECT user_id AS userId, lot_id AS lotId, amount FROM bids WHERE id = ?');
      const lost = answered.filter((bid) => {
        const row = bidOf.get(bid.bidId) as { userId: number; lotId: number; amount: number } | undefined;
        return !row || row.userId !== bid.userId || row.lotId !== bid.lotId || row.amount !== bid.bidAmount || bid.bidAmount !== bid.amount;
      });
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(lost).toEqual([]);
    } finally {
      db.close();
    }
    const listed = await fetch(`${second.api}/bid/index?pageSize=20`, { headers: { Cookie: await managerCookie(second.api) } });
    expect(listed.status).toBe(200);
  }, 120_000);
});
