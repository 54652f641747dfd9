// The bid form's checks before anything is sent (seed 001 §5 "Bid form"): the amount rules shared with
// the server, a bid type unless it is optional, a client for managers.
import type { BidInfo } from '../../../schemas/api/bid-info';
import { bidAmountError, type BidAmountError } from '../../../schemas/rules/bid-amount';

export interface BidDraft {
  amount: number | null;
  bidType: string | null;
  bidGroup: string | null;
  comment: string;
  clientId: number | null;
}

export interface DraftRules {
  /** the bid type select is shown */
  bidTypeShown: boolean;
  bidTypeOptional: boolean;
  /** a manager bidding for a client */
  forClient: boolean;
  /** the price of an order (stock, machinery): no amount is typed */
  fixedPrice: number | null;
}

export interface DraftErrors {
  amount?: BidAmountError;
  bidType?: 'required';
  client?: 'required';
}

export const emptyDraft = (): BidDraft => ({ amount: null, bidType: null, bidGroup: null, comment: '', clientId: null });

export function draftErrors(draft: BidDraft, bidInfo: BidInfo, rules: DraftRules): DraftErrors {
  const errors: DraftErrors = {};
  const amountError = rules.fixedPrice === null ? bidAmountError(draft.amount, bidInfo.startPrice) : null;
  if (amountError) errors.amount = amountError;
  if (rules.bidTypeShown && !rules.bidTypeOptional && !draft.bidType) errors.bidType = 'required';
  if (rules.forClient && draft.clientId === null) errors.client = 'required';
  return errors;
}

export const hasErrors = (errors: DraftErrors): boolean => Object.keys(errors).length > 0;
