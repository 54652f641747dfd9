// Bids on the live lots: every status 1–7 for the demo accounts, so menu counters and bid lists have
// something to show, and a spread of bids by generated clients for the manager's tables.
import { BID_STEP } from '../../../schemas/rules/bid-amount';
import { writeBidLog } from '../bids/log';
import type { Db } from '../db/open';
import type { Random, Weighted } from './random';
import type { SeededUsers } from './users';

export interface BiddableLot {
  readonly id: number;
  readonly startPrice: number;
}

const STATUS_SPREAD: readonly Weighted<number>[] = [
  { value: 1, weight: 30 },
  { value: 2, weight: 35 },
  { value: 3, weight: 5 },
  { value: 4, weight: 8 },
  { value: 5, weight: 8 },
  { value: 6, weight: 10 },
  { value: 7, weight: 4 },
];

const BID_GROUPS = ['A', 'B', 'C', 'D', 'E'];
const DEMO_MAX_START_PRICE = 500_000;
const WON = new Set([6, 7]);

export function seedBids(db: Db, rng: Random, now: Date, users: SeededUsers, lots: readonly BiddableLot[], generatedCount: number): number {
  const insert = db.prepare(`INSERT INTO bids
      (lot_id, user_id, manager_id, amount, bid_group, status, sold_price, created_at, updated_at)
      VALUES (@lotId, @userId, @managerId, @amount, @bidGroup, @status, @soldPrice, @createdAt, @createdAt)`);
  const taken = new Set<string>();
  let count = 0;

  // Demo accounts bid on affordable lots, so their credit leaves room for the next bid.
  const affordable = lots.filter((lot) => lot.startPrice <= DEMO_MAX_START_PRICE);
  const place = (userId: number, managerId: number, status: number, pool: readonly BiddableLot[] = lots, maxSteps = 20): void => {
    if (pool.length === 0) return;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const lot = rng.pick(pool);
      const key = `${lot.id}:${userId}`;
      if (taken.has(key)) continue;
      taken.add(key);
      const amount = Math.max(BID_STEP, Math.ceil(lot.startPrice / BID_STEP) * BID_STEP) + rng.int(0, maxSteps) * BID_STEP;
      const createdAt = new Date(now.getTime() - rng.int(10, 6 * 24 * 60) * 60_000);
      const bidId = Number(
        insert.run({
          lotId: lot.id,
          userId,
          managerId: status === 1 ? null : managerId,
          amount,
          bidGroup: rng.chance(0.4) ? rng.pick(BID_GROUPS) : null,
          status,
          soldPrice: WON.has(status) ? Math.max(lot.startPrice, amount - rng.int(0, 4) * BID_STEP) : null,
          createdAt: createdAt.toISOString(),
        }).lastInsertRowid,
      );
      // the history: placed as New, then moved by the manager (a cancel is the bidder's own)
      writeBidLog(db, { bidId, userId, event: 'created', status: 1, amount, at: createdAt });
      if (status !== 1) {
        const byBidder = status === 4;
        writeBidLog(db, {
          bidId,
          userId: byBidder ? userId : managerId,
          event: byBidder ? 'cancelled' : 'statusChanged',
          status,
          amount,
          at: createdAt,
        });
      }
      count += 1;
      return;
    }
  };

  for (const status of [1, 1, 1, 2, 2, 2, 3, 4, 5, 6, 7]) place(users.client, users.manager, status, affordable, 4);
  for (const status of [1, 2, 2, 4, 6]) place(users.dealer, users.manager, status, affordable, 4);
  for (const client of users.dealerClients) for (const status of [1, 2]) place(client.id, client.managerId, status, affordable, 4);
  for (let index = 0; index < generatedCount && users.bidders.length > 0; index += 1) {
    const bidder = rng.pick(users.bidders);
    place(bidder.id, bidder.managerId, rng.weighted(STATUS_SPREAD));
  }
  return count;
}

export function seedSavedSearches(db: Db, now: Date, users: SeededUsers): number {
  const insert = db.prepare('INSERT INTO saved_searches (user_id, type, title, params, created_at) VALUES (?, ?, ?, ?, ?)');
  const makerId = db.prepare<[string, string], { id: number }>('SELECT id FROM makers WHERE kind = ? AND name = ?');
  const modelId = db.prepare<[number, string], { id: number }>('SELECT id FROM models WHERE maker_id = ? AND name = ?');
  // the listing filters take maker and model ids, as the client sends them
  const vehicle = (kind: 'car' | 'bike', maker: string, model: string, rest = ''): string => {
    const maker_ = makerId.get(kind, maker);
    const model_ = maker_ && modelId.get(maker_.id, model);
    if (!maker_ || !model_) throw new Error(`Saved-search seed names an unknown ${kind}: ${maker} ${model}`);
    return `maker=${maker_.id}&model=${model_.id}${rest ? `&${rest}` : ''}`;
  };
  const searches: ReadonlyArray<readonly [number, string, string, string]> = [
    [users.client, 'car-auction', 'Toyota Prius 2015–2022', vehicle('car', 'Toyota', 'Prius', 'year=2015,2022')],
    [users.client, 'car-auction', 'Honda Fit up to 1 000 000 yen', vehicle('car', 'Honda', 'Fit', 'startPrice=0,1000000')],
    [users.client, 'stats', 'Land Cruiser Prado results', vehicle('car', 'Toyota', 'Land Cruiser Prado')],
    [users.client, 'bikes', 'Honda CB400 Super Four', vehicle('bike', 'Honda', 'CB400 Super Four')],
    [users.dealer, 'car-auction', 'Kei cars, grade 4 and up', 'condition=4,4.5,5&engine=0,660'],
    [users.dealer, 'machinery', 'Mini excavators', 'category=Excavators&subcategory=Mini%20excavators'],
  ];
  for (const [userId, type, title, params] of searches) insert.run(userId, type, title, params, now.toISOString());
  return searches.length;
}
