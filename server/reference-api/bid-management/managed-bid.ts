// The bid a management call changes, with what its rules need from the lot. Archived bids (the lot's
// auction day has passed in Japan, as the bid lists define the archive) are history and refused.
import { EDITABLE_BID_STATUSES } from '../../../schemas/api/bids';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { japanDate } from '../../../shared/japan-time';

export interface ManagedBid {
  readonly id: number;
  readonly userId: number;
  readonly status: number;
  readonly amount: number;
  readonly adjustmentPrice: number;
  readonly bidGroup: string | null;
  readonly exportType: string | null;
  readonly autoBid: number;
  readonly soldPrice: number | null;
  readonly startPrice: number | null;
  readonly auctionDate: string;
  readonly updatedAt: string;
}

export function createManagedBidReader(db: Db, now: () => Date): (bidId: number) => ManagedBid {
  const read = db.prepare(`SELECT b.id, b.user_id AS userId, b.status, b.amount, b.adjustment_price AS adjustmentPrice,
      b.bid_group AS bidGroup, b.export_type AS exportType, b.auto_bid AS autoBid, b.sold_price AS soldPrice,
      l.start_price AS startPrice, a.date AS auctionDate, b.updated_at AS updatedAt
    FROM bids b JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
    WHERE b.id = ?`);
  return (bidId) => {
    const bid = read.get(bidId) as ManagedBid | undefined;
    if (!bid) throw new HttpError(404, { success: false, message: 'No such bid' });
    if (bid.auctionDate < japanDate(now())) throw new HttpError(409, { success: false, message: 'The bid is archived' });
    return bid;
  };
}

/** Seed 000 §4: a bid's price, group, export type and adjustment change only in statuses 1, 2 and 6. */
export function requireEditable(bid: ManagedBid): void {
  if (!(EDITABLE_BID_STATUSES as readonly number[]).includes(bid.status)) {
    throw new HttpError(409, { success: false, message: `A bid in status ${bid.status} cannot be edited` });
  }
}
