// The bid history (table bid_logs, migration 007). Every change of a bid writes one entry; GET
// /bid/logs reads them. userId is who made the change (the client, their dealer or a manager).
import type { Db } from '../db/open';

/** What happened to a bid, as the history names it (docs/api.md "Bids and notifications"). */
export type BidLogEvent =
  | 'created' // a new bid, or a cancelled one placed again
  | 'rebid' // the bidder changed the amount of their open bid
  | 'cancelled' // the bidder cancelled (status 4)
  | 'statusChanged' // a manager set the status
  | 'amountChanged' // a manager changed the amount, group, export type
  | 'adjustmentChanged'
  | 'soldPriceChanged'
  | 'autoBidChanged';

export interface BidLogEntry {
  readonly bidId: number;
  readonly userId: number;
  readonly event: BidLogEvent;
  /** the bid's status after the change */
  readonly status: number;
  /** the bid's amount after the change */
  readonly amount?: number | null;
  readonly at: Date;
}

type Insert = (...values: [number, number, BidLogEvent, number, number | null, string]) => unknown;
const statements = new WeakMap<Db, Insert>();

export function writeBidLog(db: Db, entry: BidLogEntry): void {
  let insert = statements.get(db);
  if (!insert) {
    const statement = db.prepare('INSERT INTO bid_logs (bid_id, user_id, event, status, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)');
    insert = (...values) => statement.run(...values);
    statements.set(db, insert);
  }
  insert(entry.bidId, entry.userId, entry.event, entry.status, entry.amount ?? null, entry.at.toISOString());
}
