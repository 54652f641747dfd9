// The bidding rules of the reference API (seed 001 §4, §9; docs/api.md "Bids and notifications"):
// when a lot takes bids, when a bid may be cancelled, what an order costs on fixed-price lots.
// The amount rules themselves (step, start price, credit) are shared with the form: schemas/rules.
import { BID_STATUS, OPEN_BID_STATUSES } from '../../../schemas/api/bid-info';
import type { PageType } from '../reference/page-types';
import { FINAL_STATUSES } from '../reference/auction-statuses';
import { japanInstant } from '../../../shared/japan-time';

/** Bids close this long before the lot's auction time (for users with bidDeadlineCheck). */
export const BID_CLOSE_MINUTES = 30;
/** A bid may be cancelled until this many hours before the lot's auction time. */
export const CANCEL_DEADLINE_HOURS = 3;
/** Live auction lots of cars and bikes: the company may overbid by up to this much. */
export const ADJUSTMENT_PRICE = 10_000;

/** Bid statuses of seed 000 §4, shared with the bid panel. */
export { BID_STATUS, OPEN_BID_STATUSES };

/** Page types without a live auction: statistics only show results. */
const RESULT_PAGE_TYPES: readonly PageType[] = ['stats', 'bike-stats'];
/** Page types whose lots are ordered at a fixed price ("order now") instead of bid on. */
const FIXED_PRICE_PAGE_TYPES: readonly PageType[] = ['stock', 'machinery'];
const ADJUSTABLE_PAGE_TYPES: readonly PageType[] = ['car-auction', 'bikes'];

export interface BiddingLot {
  readonly id: number;
  readonly pageType: PageType;
  readonly lotNo: number;
  readonly auctionName: string;
  /** the lot's Japan date and time */
  readonly auctionDate: string;
  readonly auctionTime: string;
  readonly status: number | null;
  readonly startPrice: number | null;
  readonly averagePrice: number | null;
  readonly soldPrice: number | null;
  readonly fixedPrice: number | null;
  /** maker, model and year, as notifications name the lot */
  readonly specification: string;
}

export interface LotTiming {
  /** when the lot is sold; null without an auction (stock, statistics) */
  readonly auctionAt: Date | null;
  readonly deadline: Date | null;
  readonly auctionFinished: boolean;
  readonly acceptBid: boolean;
}

/** When a lot is sold and when bids on it close, for a bidder with or without bidDeadlineCheck; null without a live auction (stock, statistics). */
export function auctionDeadlines(
  lot: Pick<BiddingLot, 'pageType' | 'auctionDate' | 'auctionTime'>,
  deadlineCheck: boolean,
): { auctionAt: Date; deadline: Date } | null {
  if (RESULT_PAGE_TYPES.includes(lot.pageType) || lot.pageType === 'stock') return null;
  const auctionAt = japanInstant(lot.auctionDate, lot.auctionTime);
  return { auctionAt, deadline: deadlineCheck ? new Date(auctionAt.getTime() - BID_CLOSE_MINUTES * 60_000) : auctionAt };
}

export const isFinalStatus = (status: number | null): boolean => status !== null && FINAL_STATUSES.includes(status);

export function lotTiming(lot: BiddingLot, now: Date, deadlineCheck: boolean): LotTiming {
  const finalStatus = isFinalStatus(lot.status);
  if (RESULT_PAGE_TYPES.includes(lot.pageType)) return { auctionAt: null, deadline: null, auctionFinished: true, acceptBid: false };
  const times = auctionDeadlines(lot, deadlineCheck);
  if (!times) return { auctionAt: null, deadline: null, auctionFinished: finalStatus, acceptBid: !finalStatus };
  const auctionFinished = finalStatus || now >= times.auctionAt;
  return { ...times, auctionFinished, acceptBid: !auctionFinished && now < times.deadline };
}

/** An open bid may be cancelled until CANCEL_DEADLINE_HOURS before the auction. */
export function cancellationAllowed(timing: LotTiming, bidStatus: number | null, now: Date): boolean {
  if (bidStatus === null || !OPEN_BID_STATUSES.includes(bidStatus) || timing.auctionFinished) return false;
  return timing.auctionAt === null || now.getTime() < timing.auctionAt.getTime() - CANCEL_DEADLINE_HOURS * 3_600_000;
}

/** The order price of a fixed-price lot (stock: its fixed price; machinery: its start price). */
export function fixedPriceOf(lot: BiddingLot): number | null {
  if (!FIXED_PRICE_PAGE_TYPES.includes(lot.pageType)) return null;
  return lot.fixedPrice ?? lot.startPrice;
}

export function adjustmentPriceOf(lot: Pick<BiddingLot, 'pageType'>): number {
  return ADJUSTABLE_PAGE_TYPES.includes(lot.pageType) ? ADJUSTMENT_PRICE : 0;
}
