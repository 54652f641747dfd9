// The bidInfo of a lot for one user (schemas/api/bid-info.ts), which the lot detail answers carry.
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { Db } from '../db/open';
import { can, createBidderReader, createDailyLimitCheck, createOwnBidReader } from './bidders';
import { createBiddingLotReader } from './lots';
import { CANCEL_DEADLINE_HOURS, BID_STATUS, adjustmentPriceOf, cancellationAllowed, fixedPriceOf, lotTiming } from './rules';

export function createBidInfoReader(db: Db, now: () => Date): (lotId: number, userId: number) => BidInfo {
  const readLot = createBiddingLotReader(db);
  const readBidder = createBidderReader(db);
  const readOwnBid = createOwnBidReader(db);
  const limitReached = createDailyLimitCheck(db);

  return (lotId, userId) => {
    const lot = readLot(lotId);
    const bidder = readBidder(userId);
    if (!lot || !bidder) throw new Error(`bidInfo of lot ${lotId} for user ${userId}: no such lot or user`);
    const at = now();
    const timing = lotTiming(lot, at, can(bidder, 'bidDeadlineCheck'));
    const stored = readOwnBid(lotId, userId);
    // a cancelled bid is no bid (as in the listings)
    const bid = stored && stored.status !== BID_STATUS.cancel ? stored : undefined;
    return {
      bidGroupShow: fixedPriceOf(lot) === null,
      exportTypeOptional: can(bidder, 'exportTypeOptional'),
      exportTypeShow: can(bidder, 'exportTypeShow'),
      startPrice: lot.startPrice,
      averagePrice: lot.averagePrice,
      soldPrice: lot.soldPrice,
      fixedPrice: fixedPriceOf(lot),
      bidLimitReached: !bid && limitReached(bidder, at),
      myBid: bid !== undefined,
      jasId: bid?.id ?? null,
      myBidAmount: bid?.amount ?? null,
      myBidDate: bid?.updatedAt ?? null,
      biddingDeadline: timing.deadline?.toISOString() ?? null,
      auctionTime: timing.auctionAt?.toISOString() ?? null,
      acceptBid: timing.acceptBid,
      cancellationAllowed: cancellationAllowed(timing, bid?.status ?? null, at),
      auctionFinished: timing.auctionFinished,
      bidStatusId: bid?.status ?? null,
      bidAdjustmentPrice: bid?.adjustmentSet ? bid.adjustmentPrice : adjustmentPriceOf(lot),
      cancelDeadlineHour: CANCEL_DEADLINE_HOURS,
    };
  };
}
