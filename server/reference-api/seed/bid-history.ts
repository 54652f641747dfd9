// Archived bids for the archive page: the demo accounts and some generated clients bid on lots whose
// auction day has passed (car statistics lots), in the final statuses 4–7 only: an open bid on a past
// auction would hold the client's credit for good (balance counts statuses 1 and 2).
import { BID_STEP } from '../../../schemas/rules/bid-amount';
import type { Db } from '../db/open';
import { Random } from './random';
import type { SeededUsers } from './users';

const DEMO_STATUSES = [4, 5, 6, 7];
const GENERATED_HISTORY = 40;
const WON = new Set([6, 7]);

export function seedBidHistory(db: Db, seed: number, now: Date, users: SeededUsers): number {
  const rng = new Random(seed ^ 0x0b1d);
  const lots = db
    .prepare(
      `SELECT l.id, l.start_price AS startPrice, l.sold_price AS soldPrice FROM lots l
      WHERE l.page_type = 'stats' AND l.start_price IS NOT NULL ORDER BY l.auction_date DESC, l.id LIMIT 400`,
    )
    .all() as Array<{ id: number; startPrice: number; soldPrice: number | null }>;
  if (lots.length === 0) return 0;
  const insert = db.prepare(`INSERT OR IGNORE INTO bids
      (lot_id, user_id, manager_id, amount, bid_group, status, sold_price, created_at, updated_at)
      VALUES (@lotId, @userId, @managerId, @amount, @bidGroup, @status, @soldPrice, @createdAt, @createdAt)`);
  let count = 0;
  const place = (userId: number, managerId: number, status: number): void => {
    const lot = rng.pick(lots);
    const amount = Math.ceil(lot.startPrice / BID_STEP) * BID_STEP + rng.int(1, 10) * BID_STEP;
    count += insert.run({
      lotId: lot.id,
      userId,
      managerId,
      amount,
      bidGroup: rng.chance(0.4) ? rng.pick(['A', 'B', 'C']) : null,
      status,
      soldPrice: WON.has(status) ? (lot.soldPrice ?? amount) : null,
      createdAt: new Date(now.getTime() - rng.int(8, 80) * 24 * 3600_000).toISOString(),
    }).changes;
  };
  for (const status of DEMO_STATUSES) place(users.client, users.manager, status);
  for (const status of [4, 6]) place(users.dealer, users.manager, status);
  for (const client of users.dealerClients) place(client.id, client.managerId, 5);
  for (let index = 0; index < GENERATED_HISTORY && users.bidders.length > 0; index += 1) {
    const bidder = rng.pick(users.bidders);
    place(bidder.id, bidder.managerId, rng.pick([4, 5, 5, 6, 7]));
  }
  return count;
}
