// What a refused bid or cancellation tells the bidder: the refusal's messageCode (docs/api.md "Bids and
// notifications") in the page's language. The API's message is English, or per field, or absent (a 5xx,
// no answer at all): a failure without a known code gets the dialog's own text. Loaded with the dialogs,
// not with the lot page.
import type { IntlShape } from 'react-intl';
import type { BidErrorCode } from '../../../schemas/api/bidding';
import { BID_STEP } from '../../../schemas/rules/bid-amount';
import { isApiError } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import { formatAmount } from '../../ui/amount';

const REFUSAL_TEXTS: Record<BidErrorCode, MessageId> = {
  LowerPrice: 'bidding.error.lowerPrice',
  IncorrectBid: 'bidding.error.incorrectBid',
  InsufficientCredit: 'bidding.credit.title',
  DailyBidLimit: 'bidding.limitReached',
  BiddingClosed: 'bidding.closed',
  AuctionFinished: 'bidding.finished',
  BiddingNotAllowed: 'bidding.restricted',
  CancelNotAllowed: 'bidding.cannotCancel.title',
  BidNotChangeable: 'bidding.locked',
  ClientCannotView: 'bidding.refused.clientCannotView',
  ClientDisabled: 'bidding.refused.clientDisabled',
  NoSuchClient: 'bidding.refused.noSuchClient',
};

const isRefusalCode = (code: string | undefined): code is BidErrorCode => code !== undefined && Object.hasOwn(REFUSAL_TEXTS, code);

/** `otherwise`: what the dialog says of a failure without a known code (a bid: that it was not placed). */
export function refusalText(intl: IntlShape, error: unknown, otherwise: MessageId = 'errors.generic'): string {
  const code = isApiError(error) ? error.messageCode : undefined;
  return intl.formatMessage({ id: isRefusalCode(code) ? REFUSAL_TEXTS[code] : otherwise }, { step: formatAmount(BID_STEP) });
}
