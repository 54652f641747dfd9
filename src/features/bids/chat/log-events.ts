// Names of the bid log events (docs/api.md "Bids and notifications") for the Bidding history tab; an
// event a company backend adds and we do not know reads 'Changed'.
import type { BidLogEvent } from '../../../../server/reference-api/bids/log';

const EVENT_MESSAGE_IDS = {
  created: 'bidChat.event.created',
  rebid: 'bidChat.event.rebid',
  cancelled: 'bidChat.event.cancelled',
  statusChanged: 'bidChat.event.statusChanged',
  amountChanged: 'bidChat.event.amountChanged',
  adjustmentChanged: 'bidChat.event.adjustmentChanged',
  soldPriceChanged: 'bidChat.event.soldPriceChanged',
  autoBidChanged: 'bidChat.event.autoBidChanged',
} as const satisfies Record<BidLogEvent, string>;

type EventMessageId = (typeof EVENT_MESSAGE_IDS)[BidLogEvent] | 'bidChat.event.other';

export function logEventMessageId(event: string): EventMessageId {
  return Object.hasOwn(EVENT_MESSAGE_IDS, event) ? EVENT_MESSAGE_IDS[event as BidLogEvent] : 'bidChat.event.other';
}
