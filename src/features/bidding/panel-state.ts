// Which face the bid panel shows (seed 001 §4 "Bid panel states"), from the lot's bid info, the page
// type and the viewer's permissions. Statistics pages show nothing: their lots are results.
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { Permissions } from '../../../schemas/api/session';

export type PanelState = 'none' | 'finished' | 'closed' | 'restricted' | 'limitReached' | 'order' | 'form';

/** Page types that list auction results, never biddable. */
const RESULT_PAGE_TYPES: readonly string[] = ['stats', 'bike-stats'];

export function panelState(apiPageType: string, bidInfo: BidInfo, permission: Pick<Permissions, 'biddingAllowed'>): PanelState {
  if (RESULT_PAGE_TYPES.includes(apiPageType)) return 'none';
  if (bidInfo.auctionFinished) return 'finished';
  if (!bidInfo.acceptBid) return 'closed';
  if (!permission.biddingAllowed) return 'restricted';
  if (bidInfo.bidLimitReached) return 'limitReached';
  // stock and machinery: the form becomes "order now" at the fixed price
  return bidInfo.fixedPrice !== null ? 'order' : 'form';
}

const HOUR_MS = 3_600_000;

/** Under an hour to the auction: changes may not reach it (permission lastHourBidWarning). */
export function inLastHour(bidInfo: BidInfo, now: Date): boolean {
  if (bidInfo.auctionTime === null) return false;
  const left = Date.parse(bidInfo.auctionTime) - now.getTime();
  return left > 0 && left < HOUR_MS;
}

/** An open bid (1 New, 2 Bid) may be cancelled or refused cancelling; others show no cancel action. */
export function hasCancellableStatus(bidInfo: BidInfo): boolean {
  return bidInfo.myBid && !bidInfo.auctionFinished && (bidInfo.bidStatusId === 1 || bidInfo.bidStatusId === 2);
}
