// The bid rules shared by the bid form and the reference API (seed 001 §4 "Bid flow", §5 "Bid form", §9).

/** Bids go up in steps of 5000 yen. */
export const BID_STEP = 5000;

/** The bid-amount error keys of seed 001 §5: missing, below the start price or zero, off the step. */
export type BidAmountError = 'required' | 'lowerPrice' | 'incorrectBid';

export function bidAmountError(amount: number | null | undefined, startPrice: number | null | undefined): BidAmountError | null {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return 'required';
  if (amount <= 0 || (startPrice != null && amount < startPrice)) return 'lowerPrice';
  if (amount % BID_STEP !== 0) return 'incorrectBid';
  return null;
}

/** With creditLimitCheck the confirm dialog opens only for 0 < amount ≤ bidAllow; else the credit-limit dialog. */
export function creditDecision(amount: number, bidAllow: number | null | undefined): 'confirm' | 'creditLimit' {
  return amount > 0 && bidAllow != null && amount <= bidAllow ? 'confirm' : 'creditLimit';
}
