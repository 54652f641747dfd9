// The reference API on a temporary seeded file with a clock the bidding tests move, a read-only
// connection to find lots and bids, and an HTTP server for socket clients.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import express from 'express';
import { createReferenceApi, type ReferenceApi } from '../../../server/reference-api/index';

/** Wednesday 2026-11-18, 08:00 in Japan: today's auctions are ahead, next week's lots open. */
export const SEEDED_AT = new Date('2026-11-17T23:00:00Z');

export interface BiddingHarness {
  readonly api: ReferenceApi;
  readonly server: http.Server;
  readonly url: string;
  readonly db: Database.Database;
  setNow(at: Date): void;
  close(): Promise<void>;
}

export async function startBiddingApi(seed = 11): Promise<BiddingHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'seri-bidding-'));
  const dbPath = join(dir, 'seri.sqlite');
  let now = SEEDED_AT;
  // sessions outlive the moves of the clock (days ahead)
  const api = createReferenceApi({ dbPath, seedLots: 300, seed, now: () => now, accessTtlSeconds: 30 * 24 * 3600 });
  const db = new Database(dbPath, { readonly: true });
  const app = express();
  app.use('/api/v1', api.router);
  const server = http.createServer(app);
  api.attachSocket(server);
  const url = await new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
  return {
    api,
    server,
    url,
    db,
    setNow: (at) => {
      now = at;
    },
    async close() {
      db.close();
      await api.close();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
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
