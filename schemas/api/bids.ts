// JSON Schemas of the v1 bid-list calls (seed 000 §3, §7 "Bid lists"): bid rows with their bidder,
// list pages with status counters, the filters of a bid table, a dealer's clients and the lot-number
// search. The one source of these shapes; the server validates its answers against them.
import type { FromSchema } from 'json-schema-to-ts';
import { calendarDate, pageInfoSchema } from './listing';

const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** Bid statuses 1–7 (seed 000 §4): 1 New, 2 Bid, 3 Don't bid, 4 Cancel, 5 Finished, 6 Win, 7 won (blank). */
export const BID_STATUSES = [1, 2, 3, 4, 5, 6, 7] as const;
export type BidStatus = (typeof BID_STATUSES)[number];
/** The final statuses the archive's status filter offers (seed 000 §4). */
export const ARCHIVE_BID_STATUSES = [4, 5, 6, 7] as const;
/** A bid may be edited only in these statuses (seed 000 §4). */
export const EDITABLE_BID_STATUSES = [1, 2, 6] as const;

/** Who placed a bid, as managers and dealers see it on the bidder card (seed 000 §3 "Bidder user"). */
export const bidderUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'company', 'clientId', 'jasClientId', 'userLevel', 'roleId', 'createdAt', 'lastLogin', 'creditLimit', 'balance'],
  properties: {
    name: { type: 'string' },
    company: nullableString,
    clientId: { type: 'integer' },
    jasClientId: nullableNumber,
    userLevel: nullableNumber,
    /** the user's role id: the card's "type" (seed 000 §6 role labels) */
    roleId: { type: 'integer' },
    createdAt: { type: 'string' },
    lastLogin: nullableString,
    creditLimit: { type: 'number' },
    balance: { type: 'number' },
    /** the country's name in English, and its id in GET /site/get-country-list, whose names follow the interface language */
    country: { type: 'string' },
    countryId: { type: 'integer' },
    note: { type: 'string' },
    /** the bidder's dealer, when they are a dealer's client */
    carDealer: { type: 'string' },
  },
} as const;
export type BidderUser = FromSchema<typeof bidderUserSchema>;

/** One row of a bid table (seed 000 §3 "Bid row"). */
export const bidRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'bidId',
    'id',
    'lotNo',
    'lotType',
    'auctionDate',
    'auctionName',
    'maker',
    'model',
    'year',
    'engine',
    'chassis',
    'grade',
    'color',
    'condition',
    'gearbox',
    'mileage',
    'equip',
    'startPrice',
    'soldPrice',
    'bidDate',
    'status',
    'user',
    'bidAmount',
    'bidGroup',
    'bidStatus',
    'manager',
    'message',
    'isRead',
    'images',
    'archived',
  ],
  properties: {
    bidId: { type: 'integer' },
    /** the lot id */
    id: { type: 'string' },
    autoBid: { type: 'boolean' },
    invoiceAvailable: { type: 'boolean' },
    invoiceUrl: nullableString,
    lotNo: { type: 'string' },
    /** the lot's page type (car-auction, stats, bikes, bike-stats …): with id, the lot's route */
    lotType: { type: 'string' },
    /** Japan date and time `YYYY-MM-DD HH:mm` */
    auctionDate: { type: 'string' },
    auctionName: { type: 'string' },
    maker: { type: 'string' },
    model: { type: 'string' },
    year: { type: 'number' },
    engine: { type: 'number' },
    chassis: { type: 'string' },
    grade: { type: 'string' },
    color: { type: 'string' },
    condition: { type: 'string' },
    gearbox: { type: 'string' },
    mileage: nullableNumber,
    equip: { type: 'string' },
    startPrice: nullableNumber,
    soldPrice: nullableNumber,
    /** when the bid was placed or last changed (ISO 8601) */
    bidDate: { type: 'string' },
    /** the lot's auction status code (4531–4539) */
    status: nullableNumber,
    /** the bidder; null when it is the viewer (clients never get another user) */
    user: { oneOf: [bidderUserSchema, { type: 'null' }] },
    bidAmount: { type: 'number' },
    exportType: nullableString,
    bidGroup: nullableString,
    bidGroupPrefix: { type: 'string' },
    bidStatus: { oneOf: [{ enum: BID_STATUSES }, { type: 'null' }] },
    /** the manager handling the bid (full name), null until one takes it */
    manager: nullableString,
    /** the last chat message of the bid */
    message: nullableString,
    /** false while the viewer has an unread message from the other side */
    isRead: { type: 'boolean' },
    adjustmentPrice: { type: 'number' },
    images: { type: 'array', items: { type: 'string' } },
    /** the lot's auction day has passed: the row is read-only and links to the statistics page */
    archived: { type: 'boolean' },
    /** when bids on the lot close for the bidder (ISO), for a bid they may still change (1, 2, 4); null without a live auction, with a final status or after the auction day */
    biddingDeadline: nullableString,
    /** until when the open bid (1 New, 2 Bid) may be cancelled (ISO); null for other bids or without an auction time */
    cancelDeadline: nullableString,
  },
} as const;
export type BidRow = FromSchema<typeof bidRowSchema>;

/** A status tab's count: a bid status, the archived bids or all of them. */
export const bidCounterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'count'],
  properties: {
    status: { oneOf: [{ enum: BID_STATUSES }, { enum: ['Archive', 'All'] }] },
    count: { type: 'integer', minimum: 0 },
  },
} as const;
export type BidCounter = FromSchema<typeof bidCounterSchema>;
export const bidCountersSchema = { type: 'array', items: bidCounterSchema } as const;

/** GET /bid/index, /bid/my-bid, /bid/dealer, /bid/bid-history. */
export const bidListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cars', 'counters', 'pageInfo'],
  properties: {
    cars: { type: 'array', items: bidRowSchema },
    counters: bidCountersSchema,
    /** absent for dealers (seed 000 §3) */
    totalBids: { type: ['number', 'string'] },
    pageInfo: pageInfoSchema,
  },
} as const;
export type BidListResponse = FromSchema<typeof bidListResponseSchema>;

const bidOptionListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'label'],
    properties: { value: { type: ['string', 'number'] }, label: { type: 'string' } },
  },
} as const;
export type BidFilterOption = FromSchema<typeof bidOptionListSchema>[number];

/** Option lists of GET /bid/filters (seed 000 §3 "Filters response"), plus the managers of the bids. */
export const BID_FILTER_KEYS = [
  'chassisId',
  'mileage',
  'dates',
  'auctions',
  'condition',
  'group',
  'bidStatus',
  'status',
  'archiveStatus',
  'clients',
  'managers',
] as const;
export type BidFilterKey = (typeof BID_FILTER_KEYS)[number];

/** GET /bid/filters and GET /bid/bid-history-filters. */
export const bidFiltersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['filters', 'counters'],
  properties: {
    filters: {
      type: 'object',
      additionalProperties: false,
      required: BID_FILTER_KEYS,
      properties: Object.fromEntries(BID_FILTER_KEYS.map((key) => [key, bidOptionListSchema])) as {
        [K in BidFilterKey]: typeof bidOptionListSchema;
      },
    },
    counters: bidCountersSchema,
    totalBids: { type: ['number', 'string'] },
  },
} as const;
export type BidFiltersResponse = FromSchema<typeof bidFiltersResponseSchema>;

/** GET /bid/dealer-clients. */
export const dealerClientsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['clientList', 'pageInfo'],
  properties: { clientList: bidOptionListSchema, pageInfo: pageInfoSchema },
} as const;
export type DealerClientsResponse = FromSchema<typeof dealerClientsResponseSchema>;

/** GET /bid/search: the viewer's bids on lots of the given numbers. */
export const lotSearchResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cars'],
  properties: {
    cars: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['bidId', 'id', 'lotType', 'archived', 'lotNo', 'auctionName'],
        properties: {
          bidId: { type: 'integer' },
          /** the lot's id, page type and archive state: where the hit links, as a bid row's lot link */
          id: { type: 'string' },
          lotType: { type: 'string' },
          archived: { type: 'boolean' },
          lotNo: { type: 'string' },
          auctionName: { type: 'string' },
        },
      },
    },
  },
} as const;
export type LotSearchResponse = FromSchema<typeof lotSearchResponseSchema>;
export type LotSearchHit = LotSearchResponse['cars'][number];

/** Sort variants of a bid table (seed 000 §3 "Sort option"). */
export const BID_SORT_FIELDS = [
  'auctionDate',
  'year',
  'condition',
  'mileage',
  'startPrice',
  'lotNo',
  'auctionName',
  'chassis',
  'status',
  'soldPrice',
  'bidAmount',
  'bidGroup',
] as const;
export type BidSortField = (typeof BID_SORT_FIELDS)[number];
export const DEALER_BID_TYPES = ['all', 'mine', 'clients'] as const;
export type DealerBidType = (typeof DEALER_BID_TYPES)[number];
export const BID_PAGE_SIZES = [20, 50, 70] as const;

// Query parameters arrive as text: these patterns turn malformed values into a 400/422, never a 5xx,
// and bound what one query may ask (docs/api.md "Limits"): 100 values per list, 60 characters a value.
const idList = { type: 'string', maxLength: 1100, pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$' } as const;
const textList = { type: 'string', maxLength: 2000, pattern: '^[^,]{1,60}(,[^,]{1,60}){0,99}$' } as const;
/** the form only: that each day exists is checked after parsing, as listings check theirs (routes/bid-lists.ts) */
const dateList = { type: 'string', maxLength: 1100, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(,[0-9]{4}-[0-9]{2}-[0-9]{2}){0,99}$' } as const;
const lotNumbers = { type: 'string', maxLength: 600, pattern: '^ *[0-9]{1,10}( *, *[0-9]{1,10}){0,49} *,? *$' } as const;

/**
 * The filters every bid list call takes (seed 000 §7 mapping: dates → auctionDate, auctions → auction,
 * clients → user, group → bidGroups). `bidStatus` is a status tab (a status or Archive).
 */
const bidFilterQueryProperties = {
  bidStatus: { type: 'string', enum: ['1', '2', '3', '4', '5', '6', '7', 'Archive'] },
  archiveStatus: { type: 'string', pattern: '^[4-7](,[4-7]){0,3}$' },
  bidType: { type: 'string', enum: DEALER_BID_TYPES },
  auctionDate: dateList,
  auctionDateFrom: calendarDate,
  auctionDateTo: calendarDate,
  /** auction house ids */
  auction: idList,
  /** bidder user ids */
  user: idList,
  /** manager user ids */
  manager: idList,
  /** bid groups; `--` is a bid without one */
  bidGroups: textList,
  chassisId: textList,
  condition: textList,
  /** auction status codes */
  status: idList,
  /** mileage bands `from-to` (km; an empty side is open), up to the five the filters offer, separated by commas */
  mileage: { type: 'string', maxLength: 80, pattern: '^[0-9]{0,7}-[0-9]{0,7}(,[0-9]{0,7}-[0-9]{0,7}){0,4}$' },
  lotNo: lotNumbers,
} as const;

/** GET /bid/filters and /bid/bid-history-filters. */
export const bidFiltersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: bidFilterQueryProperties,
} as const;
export type BidFiltersQuery = FromSchema<typeof bidFiltersQuerySchema>;

/** GET /bid/index, /bid/my-bid, /bid/dealer, /bid/bid-history. */
export const bidListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...bidFilterQueryProperties,
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    pageSize: { type: 'string', enum: BID_PAGE_SIZES.map(String) as ['20', '50', '70'] },
    sort: { type: 'string', enum: BID_SORT_FIELDS },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
  },
} as const;
export type BidListQuery = FromSchema<typeof bidListQuerySchema>;

/** GET /bid/search. */
export const lotSearchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lotNo'],
  properties: { lotNo: lotNumbers },
} as const;
export type LotSearchQuery = FromSchema<typeof lotSearchQuerySchema>;

/** GET /bid/dealer-clients. */
export const dealerClientsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' }, pageSize: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' } },
} as const;
export type DealerClientsQuery = FromSchema<typeof dealerClientsQuerySchema>;
