// Which confirmation a manager's status change asks for (seed 000 §4 "Status change"): kind 1 warns
// that the auction is on a future day, 2 confirms a win (with a second, future-day step when the
// auction is on a later day), 3 is a plain change, 4 warns that less than an hour remains.
import { isFutureAuctionDay, isLastHour } from './auction-timing';

const BID_STATUS_WIN = 6;

export type StatusModalKind = 1 | 2 | 3 | 4;

export interface StatusModalPlan {
  readonly kind: StatusModalKind;
  /** a win on a future auction confirms twice: the win, then the future-day warning */
  readonly secondStep: boolean;
}

export function statusModalPlan(nextStatus: number, auctionDate: string, now: Date, lastHourBidWarning: boolean): StatusModalPlan {
  const futureDay = isFutureAuctionDay(auctionDate, now);
  if (nextStatus === BID_STATUS_WIN) return { kind: 2, secondStep: futureDay };
  if (lastHourBidWarning && isLastHour(auctionDate, now)) return { kind: 4, secondStep: false };
  if (futureDay) return { kind: 1, secondStep: false };
  return { kind: 3, secondStep: false };
}
