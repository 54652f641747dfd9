// Which confirmation a manager's status change asks for (seed 000 §4 "Status change"): kind 1 warns
// that the auction is on a future day, 2 confirms a win (with a second, future-day step when the
// auction is on a later day), 3 is a plain change, 4 warns that less than an hour remains.
import type { MessageId } from '../../../i18n/messages';
import { isFutureAuctionDay, isLastHour } from './auction-timing';

export const BID_STATUS_WIN = 6;

export type StatusModalKind = 1 | 2 | 3 | 4;

/** The title of each kind, for a row's confirmation and a batch's alike. */
export const STATUS_MODAL_TITLE_IDS = {
  1: 'bidRow.statusModal.futureDay.title',
  2: 'bidRow.statusModal.win.title',
  3: 'bidRow.statusModal.change.title',
  4: 'bidRow.statusModal.lastHour.title',
} as const satisfies Record<StatusModalKind, MessageId>;

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
