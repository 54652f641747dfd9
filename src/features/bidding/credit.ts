// The credit a bid may use (seed 001 §4 "Bid flow"; docs/api.md): bidAllow, the balance plus the credit
// limit less the open bids, and what the caller's own open bid on the lot holds, which raising it frees
// (as the server counts it). The credit check and the credit the form shows both read it here.
import { OPEN_BID_STATUSES, type BidInfo } from '../../../schemas/api/bid-info';
import type { UserInfoResponse } from '../../../schemas/api/bidding';
import type { BalanceInfo } from '../../../schemas/api/session';

const heldByOwnBid = (bidInfo: BidInfo): number =>
  bidInfo.myBid && bidInfo.bidStatusId !== null && OPEN_BID_STATUSES.includes(bidInfo.bidStatusId) ? (bidInfo.myBidAmount ?? 0) : 0;

/** The caller's own credit for a bid on this lot; undefined when the backend does not say. */
export function creditFor(balance: Pick<BalanceInfo, 'bidAllow'>, bidInfo: BidInfo): number | undefined {
  return balance.bidAllow === undefined ? undefined : balance.bidAllow + heldByOwnBid(bidInfo);
}

/** A client's credit for a manager's bid for them on this lot; undefined when the backend does not say. */
export function clientCreditFor({ balanceInfo, heldOnLot }: UserInfoResponse): number | undefined {
  return balanceInfo.bidAllow === undefined ? undefined : balanceInfo.bidAllow + (heldOnLot ?? 0);
}
