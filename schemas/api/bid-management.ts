// JSON Schemas of the bid-management calls (seed 000 §7 "Bid management", GET /bid/logs; docs/api.md
// "Bid management"): managers change a bid's sold price, price, group, export type, adjustment and
// autobid, and read its log. The reference API validates bodies and answers against them; the client
// derives its types from them.
import type { FromSchema } from 'json-schema-to-ts';

const bidId = { type: 'integer', minimum: 1 } as const;
/** Whole yen, as the amount fields store them after parsing (seed 000 §5). */
const yen = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const;

export const updateSoldPriceBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['soldPrice', 'bidId'],
  properties: {
    /** digits only, as the amount field holds them (seed 000 §7: a string) */
    soldPrice: { type: 'string', pattern: '^[0-9]{1,10}$' },
    bidId,
  },
} as const;
export type UpdateSoldPriceBody = FromSchema<typeof updateSoldPriceBodySchema>;

export const updateBidPriceBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'jasId'],
  properties: {
    amount: yen,
    /** the bid's id: the same number a lot's bidInfo.jasId carries for the viewer's bid */
    jasId: bidId,
    /** a group letter or name; null or '--' (the placeholder) clears it */
    bidGroup: { type: ['string', 'null'], maxLength: 20 },
    adjustmentPrice: yen,
    /** an export type value of GET /bid/export-type; null clears it */
    exportType: { type: ['string', 'null'], maxLength: 40 },
    /** the bid row's bidDate the change was made on: another change since is refused (409 BidChanged) */
    bidDate: { type: 'string', maxLength: 40 },
  },
} as const;
export type UpdateBidPriceBody = FromSchema<typeof updateBidPriceBodySchema>;

export const updateBidPriceResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidAmount', 'bidId', 'bidStatus', 'bidDate', 'exportType'],
  properties: {
    bidAmount: { type: 'integer' },
    bidId: { type: 'integer' },
    bidStatus: { type: 'integer', minimum: 1, maximum: 7 },
    bidDate: { type: 'string' },
    exportType: { type: ['string', 'null'] },
  },
} as const;
export type UpdateBidPriceResponse = FromSchema<typeof updateBidPriceResponseSchema>;

export const updateAutoBidBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['autoBid', 'bidId'],
  properties: { autoBid: { type: 'boolean' }, bidId },
} as const;
export type UpdateAutoBidBody = FromSchema<typeof updateAutoBidBodySchema>;

export const updateAdjustmentPriceBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId', 'adjustmentPrice'],
  properties: { bidId, adjustmentPrice: yen },
} as const;
export type UpdateAdjustmentPriceBody = FromSchema<typeof updateAdjustmentPriceBodySchema>;

/** The answer of every bid mutation but update-bid-price: a success body may still carry an error. */
export const bidMutationResponseSchema = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    error: { type: 'string' },
  },
} as const;
export type BidMutationResponse = FromSchema<typeof bidMutationResponseSchema>;

export const bidLogsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId'],
  properties: { bidId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;
export type BidLogsQuery = FromSchema<typeof bidLogsQuerySchema>;

export const bidLogEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'userName', 'event', 'status', 'userType'],
  properties: {
    /** ISO instant */
    date: { type: 'string' },
    userName: { type: 'string' },
    /** an event name of docs/api.md "Bids and notifications" */
    event: { type: 'string' },
    /** the bid status after the event */
    status: { type: 'integer', minimum: 1, maximum: 7 },
    /** the acting user's role id (seed 000 §6): 1064 and 981 are highlighted */
    userType: { type: 'integer' },
  },
} as const;
export type BidLogEntry = FromSchema<typeof bidLogEntrySchema>;

export const bidLogsResponseSchema = { type: 'array', items: bidLogEntrySchema } as const;
export type BidLogsResponse = FromSchema<typeof bidLogsResponseSchema>;
