// Which face the bid panel shows (seed 001 §4 "Bid panel states"), from the lot's bid info, the page
// type and the viewer's permissions. Statistics pages show nothing: their lots are results.
import { BID_STATUS, OPEN_BID_STATUSES, type BidInfo } from '../../../schemas/api/bid-info';
import type { Permissions } from '../../../schemas/api/session';

export type PanelState = 'none' | 'finished' | 'closed' | 'restricted' | 'locked' | 'limitReached' | 'ordered' | 'order' | 'form';

/** Page types that list auction results, never biddable. */
const RESULT_PAGE_TYPES: readonly string[] = ['stats', 'bike-stats'];

export function panelState(apiPageType: string, bidInfo: BidInfo, permission: Pick<Permissions, 'biddingAllowed'>): PanelState {
  if (RESULT_PAGE_TYPES.includes(apiPageType)) return 'none';
  if (bidInfo.auctionFinished) return 'finished';
  if (!bidInfo.acceptBid) return 'closed';
  if (!permission.biddingAllowed) return 'restricted';
  // Don't bid, Finished, Win, Won: the server refuses any change (BidNotChangeable)
  if (ownBidIn(bidInfo, (status) => !OPEN_BID_STATUSES.includes(status) && status !== BID_STATUS.cancel)) return 'locked';
  if (bidInfo.bidLimitReached) return 'limitReached';
  // stock and machinery: the form becomes "order now" at the fixed price, offered once until cancelled
  if (bidInfo.fixedPrice !== null) return ownBidIn(bidInfo, (status) => OPEN_BID_STATUSES.includes(status)) ? 'ordered' : 'order';
  return 'form';
}

const ownBidIn = (bidInfo: BidInfo, test: (status: number) => boolean): boolean =>
  bidInfo.myBid && bidInfo.bidStatusId !== null && test(bidInfo.bidStatusId);

const HOUR_MS = 3_600_000;

/** Under an hour to the auction: changes may not reach it (permission lastHourBidWarning). */
export function inLastHour(bidInfo: BidInfo, now: Date): boolean {
  if (bidInfo.auctionTime === null) return false;
  const left = Date.parse(bidInfo.auctionTime) - now.getTime();
  return left > 0 && left < HOUR_MS;
}

/** An open bid (1 New, 2 Bid) may be cancelled or refused cancelling; others show no cancel action. */
export function hasCancellableStatus(bidInfo: BidInfo): boolean {
  return !bidInfo.auctionFinished && ownBidIn(bidInfo, (status) => OPEN_BID_STATUSES.includes(status));
}
