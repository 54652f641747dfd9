// What the confirm dialog tells of a bid that was not placed (seed 001 §8): a refusal by the API's
// messageCode, in the user's language; anything else (no answer, a server failure) that it was not
// placed, to try again. Loaded with the dialogs, not with the lot page.
import { isApiError } from '../../api/client';
import type { MessageId } from '../../i18n/messages';

/** The refusals of POST /bid/create and /bid/bid-from-manager a bidder can meet, by messageCode. */
const REFUSAL_MESSAGES: Readonly<Record<string, MessageId>> = {
  AuctionFinished: 'bidding.finished',
  BiddingClosed: 'bidding.closed',
  DailyBidLimit: 'bidding.limitReached',
  BidNotChangeable: 'bidding.locked',
  BiddingNotAllowed: 'bidding.restricted',
  NoSuchClient: 'bidding.refused.noSuchClient',
  ClientDisabled: 'bidding.refused.clientDisabled',
  ClientCannotView: 'bidding.refused.clientCannotView',
};

export function refusalMessageOf(error: Error): MessageId {
  const code = isApiError(error) ? error.messageCode : undefined;
  return (code !== undefined && REFUSAL_MESSAGES[code]) || 'bidding.refused.notPlaced';
}
