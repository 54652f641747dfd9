// The bidInfo block of a lot detail answer (seed 001 §3 "Lot detail (car)"): what the bid panel
// needs to pick its state (§4 "Bid panel states") and to show the caller's own bid.
import type { FromSchema } from 'json-schema-to-ts';

/** Bid statuses of seed 000 §4. */
export const BID_STATUS = { new: 1, bid: 2, dontBid: 3, cancel: 4, finished: 5, win: 6, won: 7 } as const;
/** Open bids: they hold credit and may be raised or cancelled; a cancelled one may be placed again, the others can no longer be changed. */
export const OPEN_BID_STATUSES: readonly number[] = [BID_STATUS.new, BID_STATUS.bid];

const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const bidInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'bidGroupShow',
    'exportTypeOptional',
    'exportTypeShow',
    'startPrice',
    'averagePrice',
    'soldPrice',
    'fixedPrice',
    'bidLimitReached',
    'myBid',
    'jasId',
    'myBidAmount',
    'myBidDate',
    'biddingDeadline',
    'auctionTime',
    'acceptBid',
    'cancellationAllowed',
    'auctionFinished',
    'bidStatusId',
    'bidAdjustmentPrice',
    'cancelDeadlineHour',
  ],
  properties: {
    /** the bid group select is offered */
    bidGroupShow: { type: 'boolean' },
    /** the caller's permissions exportTypeOptional and exportTypeShow, repeated for the panel */
    exportTypeOptional: { type: 'boolean' },
    exportTypeShow: { type: 'boolean' },
    startPrice: nullableNumber,
    averagePrice: nullableNumber,
    soldPrice: nullableNumber,
    /** stock and machinery: the price an order takes ("order now"); null on auction lots */
    fixedPrice: nullableNumber,
    /** the caller's daily bid limit is used up and they have no open bid on this lot */
    bidLimitReached: { type: 'boolean' },
    /** the caller has an open bid on the lot (any status but 4 Cancel) */
    myBid: { type: 'boolean' },
    /** the caller's bid id, null without a bid */
    jasId: { type: ['integer', 'null'] },
    myBidAmount: nullableNumber,
    /** ISO time the caller's bid was placed or last changed */
    myBidDate: nullableString,
    /** ISO time bids on the lot close; null when no deadline applies (stock, statistics) */
    biddingDeadline: nullableString,
    /** ISO time the lot is sold at the auction; null without one (stock, statistics) */
    auctionTime: nullableString,
    /** the lot takes bids now */
    acceptBid: { type: 'boolean' },
    /** the caller's bid may still be cancelled (before cancelDeadlineHour hours of the auction) */
    cancellationAllowed: { type: 'boolean' },
    auctionFinished: { type: 'boolean' },
    bidStatusId: { type: ['integer', 'null'] },
    /** how far over the amount the company may bid, in yen (0: no adjustment) */
    bidAdjustmentPrice: { type: 'number' },
    cancelDeadlineHour: { type: 'number' },
  },
} as const;
export type BidInfo = FromSchema<typeof bidInfoSchema>;
