// The served reference API (helpers.ts) with a clock the bidding tests move, and lookups of lots and users.
import type Database from 'better-sqlite3';
import { startServedApi, type ServedApi } from './helpers';

/** Wednesday 2026-11-18, 08:00 in Japan: today's auctions are ahead, next week's lots open. */
export const SEEDED_AT = new Date('2026-11-17T23:00:00Z');

export interface BiddingHarness extends ServedApi {
  setNow(at: Date): void;
  /**
   * Back to SEEDED_AT once the schedule follows it wholly: after a move to another day it brings lots
   * back along in slices between requests, and a test that bids at once could meet a lot not yet back.
   */
  resetClock(): Promise<void>;
}

export async function startBiddingApi(seed = 11): Promise<BiddingHarness> {
  let now = SEEDED_AT;
  // sessions outlive the moves of the clock (days ahead)
  const served = await startServedApi({ seedLots: 300, seed, now: () => now, accessTtlSeconds: 30 * 24 * 3600 });
  return {
    ...served,
    setNow: (at) => {
      now = at;
    },
    async resetClock() {
      now = SEEDED_AT;
      // any call makes the schedule check the day
      await fetch(`${served.url}/api/v1/site/get-language`);
      await served.api.scheduleSettled();
    },
  };
}

export interface TestLot {
  id: number;
  pageType: string;
  startPrice: number | null;
  fixedPrice: number | null;
  auctionDate: string;
  auctionTime: string;
}

/** Lots of a page type nobody bid on, cheapest first, optionally of one auction day. */
export function freeLots(db: Database.Database, pageType: string, where = '1 = 1'): TestLot[] {
  return db
    .prepare(
      `SELECT l.id, l.page_type AS pageType, l.start_price AS startPrice, l.fixed_price AS fixedPrice, a.date AS auctionDate,
         l.auction_time AS auctionTime
       FROM lots l JOIN auctions a ON a.id = l.auction_id
       WHERE l.page_type = ? AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.lot_id = l.id) AND ${where}
       ORDER BY COALESCE(l.start_price, l.fixed_price), l.id LIMIT 100`,
    )
    .all(pageType) as TestLot[];
}

export function userId(db: Database.Database, email: string): number {
  return db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
}

export function japanInstantOf(lot: TestLot, minutesOffset = 0): Date {
  return new Date(new Date(`${lot.auctionDate}T${lot.auctionTime}:00+09:00`).getTime() + minutesOffset * 60_000);
}
