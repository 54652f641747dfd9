// Bidding calls (seed 001 §3 "Bid creation payload and result", "Option lists"; seed 000 §7):
// placing and cancelling bids, the bid option lists and the manager's client search.
import type { FromSchema } from 'json-schema-to-ts';
import { SEARCH_PAGE_TYPES, balanceInfoSchema, countryListSchema } from './session';

/** A lot id, as a number or its decimal string. */
const lotId = { type: ['integer', 'string'], minimum: 1, pattern: '^[1-9][0-9]{0,9}$' } as const;
const userId = { type: 'integer', minimum: 1 } as const;

export const BID_GROUPS = ['A', 'B', 'C', 'D', 'E'] as const;
/** The bid group select's placeholder (seed 000 §3), prepended by the client. */
export const BID_GROUP_PLACEHOLDER = { value: '--', label: '––', cars: 0 } as const;

const bidFields = {
  /** whole yen; the rules (step, start price, credit) answer 422/402 */
  amount: { type: 'integer', maximum: 10_000_000_000 },
  bidGroup: { type: 'string', enum: BID_GROUPS },
  carId: lotId,
  /** a value of GET /bid/type (own bids) or GET /bid/export-type (managers) */
  bidType: { type: 'string', minLength: 1, maxLength: 40 },
  /** 1: the bidder accepted the terms in the confirm dialog */
  confirm: { enum: [0, 1] },
  /** the page type of the lot */
  lotType: { type: 'string', enum: SEARCH_PAGE_TYPES },
  comment: { type: 'string', maxLength: 500 },
} as const;

/** POST /bid/create: the caller's own bid; fields the form left at -1 are not sent. */
export const bidCreateBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'carId', 'lotType'],
  properties: bidFields,
} as const;
export type BidCreateBody = FromSchema<typeof bidCreateBodySchema>;

/** POST /bid/bid-from-manager: a manager's bid for the client userId. */
export const bidFromManagerBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'carId', 'lotType', 'userId'],
  properties: { ...bidFields, userId },
} as const;
export type BidFromManagerBody = FromSchema<typeof bidFromManagerBodySchema>;

export const bidResultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidAmount', 'bidDate', 'bidId', 'bidStatus'],
  properties: {
    bidAmount: { type: 'integer' },
    /** ISO time */
    bidDate: { type: 'string' },
    bidId: { type: 'integer' },
    bidStatus: { type: 'integer', minimum: 1, maximum: 7 },
  },
} as const;
export type BidResult = FromSchema<typeof bidResultSchema>;

/** PUT /bid/update-bid-status; the answer is {success, error?}. */
export const updateBidStatusBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bidId', 'status'],
  properties: { bidId: { type: 'integer', minimum: 1 }, status: { type: 'integer', minimum: 1, maximum: 7 } },
} as const;
export type UpdateBidStatusBody = FromSchema<typeof updateBidStatusBodySchema>;

/** GET /bid/type and GET /bid/export-type. */
export const bidTypeListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'label', 'description'],
    properties: { value: { type: 'string' }, label: { type: 'string' }, description: { type: 'string' } },
  },
} as const;
export type BidTypeOption = FromSchema<typeof bidTypeListSchema>[number];

/** GET /bid/group: the bid groups with the number of the caller's open bids in each. */
export const bidGroupListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'label', 'cars'],
    properties: { value: { type: 'string' }, label: { type: 'string' }, cars: { type: 'integer' } },
  },
} as const;
export type BidGroupOption = FromSchema<typeof bidGroupListSchema>[number];

/** Client search starts after more than 3 characters (seed 001 §5, §9). */
export const USER_SEARCH_MIN_LENGTH = 4;
/** The search answers at most this many clients; the form shows suggestions only below 11. */
export const USER_SEARCH_MAX_RESULTS = 50;
export const USER_SEARCH_SHOWN_BELOW = 11;

/** GET /user/search?user=: a name, e-mail or client id. */
export const userSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: { user: { type: 'string', maxLength: 100 } },
} as const;
export type UserSearchQuery = FromSchema<typeof userSearchQuerySchema>;

/** Clients as options with numeric values (the user id), shaped like the country list. */
export const userSearchResultSchema = countryListSchema;
export type ClientOption = FromSchema<typeof userSearchResultSchema>[number];

/** GET /user/user-info?id=: a client's balance, for the manager's credit check. */
export const userInfoQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    /** the lot the manager bids on for the client, as in POST /bid/bid-from-manager (both or neither): asks for heldOnLot */
    carId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    lotType: { type: 'string', pattern: '^[a-z][a-z-]{0,39}$' },
  },
} as const;
export type UserInfoQuery = FromSchema<typeof userInfoQuerySchema>;

export const userInfoResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'balanceInfo'],
  properties: {
    success: { type: 'boolean' },
    balanceInfo: balanceInfoSchema,
    /** with carId: what the client's open bid on that lot holds (0 without one), which raising it frees */
    heldOnLot: { type: 'integer', minimum: 0 },
  },
} as const;
export type UserInfoResponse = FromSchema<typeof userInfoResponseSchema>;

/** Codes of the bidding refusals (messageCode of the error answer). */
export const BID_ERROR_CODES = [
  'LowerPrice',
  'IncorrectBid',
  'InsufficientCredit',
  'DailyBidLimit',
  'BiddingClosed',
  'AuctionFinished',
  'BiddingNotAllowed',
  'CancelNotAllowed',
  'BidNotChangeable',
  'ClientCannotView',
  'ClientDisabled',
  'NoSuchClient',
] as const;
export type BidErrorCode = (typeof BID_ERROR_CODES)[number];
