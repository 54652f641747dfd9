// JSON Schemas of the v1 listing calls (seed 001 §3, §7): listing lots and pages, filter option
// lists and ranges, the auction schedule, machinery categories, week days, saved searches and
// favorites. The one source of these shapes, as schemas/api/session.ts is for the session calls.
import type { FromSchema } from 'json-schema-to-ts';

const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const stringOrNumber = { type: ['string', 'number'] } as const;

/** A lot's favorites: one entry per group letter, true when the lot is in that group. */
export const wishListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['group', 'value'],
    properties: { group: { type: 'string' }, value: { type: 'boolean' } },
  },
} as const;
export type WishList = FromSchema<typeof wishListSchema>;

const images = { type: 'array', items: { type: 'string' } } as const;

export const carLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'lotNo', 'auctionDate', 'auctionName', 'maker', 'model', 'year', 'engine', 'chassis', 'grade',
    'color', 'gearbox', 'priv', 'mileage', 'equip', 'condition', 'startPrice', 'averagePrice', 'soldPrice',
    'isUss', 'myBidAmount', 'wishList', 'status', 'images', 'link',
  ],
  properties: {
    id: { type: 'string' },
    lotNo: { type: 'string' },
    auctionDate: { type: 'string' },
    auctionName: { type: 'string' },
    maker: { type: 'string' },
    model: { type: 'string' },
    year: stringOrNumber,
    engine: { type: 'number' },
    chassis: { type: 'string' },
    grade: { type: 'string' },
    color: { type: 'string' },
    gearbox: { type: 'string' },
    priv: nullableString,
    mileage: nullableNumber,
    equip: { type: 'string' },
    condition: { type: 'string' },
    startPrice: nullableNumber,
    averagePrice: nullableNumber,
    soldPrice: nullableNumber,
    lotType: { type: 'string' },
    isUss: { type: 'boolean' },
    myBid: { type: 'boolean' },
    myBidAmount: nullableNumber,
    wishList: wishListSchema,
    status: nullableNumber,
    images,
    link: { type: 'string' },
  },
} as const;
export type CarLot = FromSchema<typeof carLotSchema>;

export const bikeLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'lotNo', 'auctionDate', 'auctionName', 'auctionId', 'maker', 'makerId', 'model', 'modelId', 'year',
    'grade', 'mileage', 'engine', 'color', 'rateEngine', 'rateFront', 'rateExt', 'rateRear', 'rateEl',
    'rateFrame', 'condition', 'startPrice', 'inspection', 'serial', 'status', 'myBid', 'myBidAmount',
    'bidStatusId', 'wishList', 'images',
  ],
  properties: {
    id: { type: 'string' },
    lotNo: { type: 'string' },
    auctionDate: { type: 'string' },
    auctionName: { type: 'string' },
    auctionId: stringOrNumber,
    maker: { type: 'string' },
    makerId: stringOrNumber,
    model: { type: 'string' },
    modelId: stringOrNumber,
    year: stringOrNumber,
    grade: { type: 'string' },
    mileage: nullableNumber,
    engine: nullableNumber,
    color: { type: 'string' },
    rateEngine: nullableString,
    rateFront: nullableString,
    rateExt: nullableString,
    rateRear: nullableString,
    rateEl: nullableString,
    rateFrame: nullableString,
    condition: { type: 'string' },
    startPrice: nullableNumber,
    inspection: nullableString,
    serial: { type: 'string' },
    status: nullableNumber,
    myBid: { type: 'boolean' },
    myBidAmount: nullableNumber,
    bidStatusId: nullableNumber,
    wishList: wishListSchema,
    images,
  },
} as const;
export type BikeLot = FromSchema<typeof bikeLotSchema>;

export const mechLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'lotNo', 'auctionDate', 'auctionName', 'group', 'category', 'maker', 'model', 'gg', 'cc', 'year',
    'hours', 'grade', 'KPP', 'mileage', 'condition', 'volume', 'serial', 'price', 'myBid', 'myBidAmount',
    'bidStatusId', 'wishList', 'images',
  ],
  properties: {
    id: { type: 'string' },
    lotNo: { type: 'string' },
    auctionDate: { type: 'string' },
    auctionName: { type: 'string' },
    group: { type: 'string' },
    category: { type: 'string' },
    maker: { type: 'string' },
    model: { type: 'string' },
    gg: nullableString,
    cc: nullableNumber,
    year: stringOrNumber,
    hours: nullableNumber,
    grade: { type: 'string' },
    KPP: nullableString,
    mileage: nullableNumber,
    condition: { type: 'string' },
    volume: nullableString,
    serial: { type: 'string' },
    price: { type: 'number' },
    status: nullableNumber,
    myBid: { type: 'boolean' },
    myBidAmount: nullableNumber,
    bidStatusId: nullableNumber,
    wishList: wishListSchema,
    images,
  },
} as const;
export type MechLot = FromSchema<typeof mechLotSchema>;

export const pageInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'pageSize', 'totalSearchResults', 'totalResults'],
  properties: {
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1 },
    /** -1 when unknown: pagination is hidden then */
    totalSearchResults: { type: 'integer', minimum: -1 },
    totalResults: { type: 'integer', minimum: -1 },
  },
} as const;
export type PageInfo = FromSchema<typeof pageInfoSchema>;

const listingResponse = <K extends string, L>(listKey: K, lot: L) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: [listKey, 'pageInfo'],
    properties: { [listKey]: { type: 'array', items: lot }, pageInfo: pageInfoSchema } as {
      [P in K]: { type: 'array'; items: L };
    } & { pageInfo: typeof pageInfoSchema },
  }) as const;

/** GET /{pageType}/listing of car-auction, stock and stats. */
export const carListingResponseSchema = listingResponse('carsList', carLotSchema);
export type CarListingResponse = FromSchema<typeof carListingResponseSchema>;
/** GET /{pageType}/listing of bikes and bike-stats. */
export const bikeListingResponseSchema = listingResponse('bikeList', bikeLotSchema);
export type BikeListingResponse = FromSchema<typeof bikeListingResponseSchema>;
/** GET /machinery/listing. */
export const mechListingResponseSchema = listingResponse('mechList', mechLotSchema);
export type MechListingResponse = FromSchema<typeof mechListingResponseSchema>;

/** The lot schema behind each list key; page-type schemas may only show fields these lots have. */
export const lotSchemasByListKey = {
  carsList: carLotSchema,
  bikeList: bikeLotSchema,
  mechList: mechLotSchema,
} as const;
export type ListKey = keyof typeof lotSchemasByListKey;

export const filterOptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: { value: stringOrNumber, label: { type: 'string' }, counter: { type: 'integer' } },
} as const;
export type FilterOption = FromSchema<typeof filterOptionSchema>;
export const filterOptionListSchema = { type: 'array', items: filterOptionSchema } as const;

export const rangeBoundsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['min', 'max', 'step'],
  properties: { min: { type: 'number' }, max: { type: 'number' }, step: { type: 'number', exclusiveMinimum: 0 } },
} as const;
export type RangeBounds = FromSchema<typeof rangeBoundsSchema>;

export const SELECT_LIST_KEYS = [
  'condition', 'gearbox', 'auction', 'status', 'color', 'chassis', 'category', 'subcategory', 'model',
] as const;
export const RANGE_KEYS = ['mileage', 'engine', 'year', 'hour', 'startPrice', 'finishPrice'] as const;

/** Each key is optional: a page type answers only the lists and ranges it filters by. */
const selectLists = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(SELECT_LIST_KEYS.map((k) => [k, filterOptionListSchema])) as {
    [K in (typeof SELECT_LIST_KEYS)[number]]: typeof filterOptionListSchema;
  },
} as const;
const rangeLists = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(RANGE_KEYS.map((k) => [k, rangeBoundsSchema])) as {
    [K in (typeof RANGE_KEYS)[number]]: typeof rangeBoundsSchema;
  },
} as const;

/** GET /{pageType}/filters. */
export const filtersResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['select', 'range', 'totals'],
  properties: {
    select: selectLists,
    range: rangeLists,
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['totalSearchResults', 'totalResults'],
      properties: { totalSearchResults: { type: 'integer' }, totalResults: { type: 'integer' } },
    },
  },
} as const;
export type FiltersResponse = FromSchema<typeof filtersResponseSchema>;

/** GET /{pageType}/filter-attributes (query modelId, quick_search_chassis or quick_search_model). */
export const filterAttributesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['select', 'range', 'maker', 'model', 'chassis'],
  properties: {
    select: selectLists,
    range: rangeLists,
    maker: filterOptionListSchema,
    model: filterOptionListSchema,
    chassis: filterOptionListSchema,
  },
} as const;
export type FilterAttributesResponse = FromSchema<typeof filterAttributesResponseSchema>;

/** GET /{pageType}/filter-chassis (query search_chassis). */
export const filterChassisResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis'],
  properties: { chassis: filterOptionListSchema },
} as const;
export type FilterChassisResponse = FromSchema<typeof filterChassisResponseSchema>;

/** GET /{pageType}/filter-model (query search_model). */
export const filterModelResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['model'],
  properties: { model: filterOptionListSchema },
} as const;
export type FilterModelResponse = FromSchema<typeof filterModelResponseSchema>;

/** GET /site/auction-list?type=<pageType>: auctions keyed by day. */
export const auctionListResponseSchema = {
  type: 'object',
  additionalProperties: {
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'value', 'counter', 'date'],
      properties: {
        id: stringOrNumber,
        /** the auction name */
        value: { type: 'string' },
        counter: { type: 'integer' },
        date: { type: 'string', format: 'date' },
      },
    },
  },
} as const;
export type AuctionListResponse = FromSchema<typeof auctionListResponseSchema>;

/** GET /machinery/category-list: subcategories keyed by category value. */
export const categoryListResponseSchema = {
  type: 'object',
  additionalProperties: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'subcategories'],
    properties: {
      label: { type: 'string' },
      subcategories: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'value', 'counter'],
          properties: { id: stringOrNumber, value: { type: 'string' }, counter: { type: 'integer' } },
        },
      },
    },
  },
} as const;
export type CategoryListResponse = FromSchema<typeof categoryListResponseSchema>;

/** GET /site/week-days: Monday to Saturday. */
export const weekDaysResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'dayList'],
  properties: {
    success: { type: 'boolean' },
    dayList: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'label'],
        properties: { value: { type: 'string' }, label: { type: 'string' } },
      },
    },
  },
} as const;
export type WeekDaysResponse = FromSchema<typeof weekDaysResponseSchema>;

export const savedSearchSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'params', 'type'],
  properties: {
    id: { type: 'integer' },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    /** the stored query string, without '?' */
    params: { type: 'string' },
    /** the page type */
    type: { type: 'string' },
  },
} as const;
export type SavedSearch = FromSchema<typeof savedSearchSchema>;

/** GET /user/my-search?type=<pageType>. */
export const savedSearchListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'counter'],
  properties: { items: { type: 'array', items: savedSearchSchema }, counter: { type: 'integer' } },
} as const;
export type SavedSearchListResponse = FromSchema<typeof savedSearchListResponseSchema>;

const trimmedTitle = { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } as const;

/** POST /user/save-search. */
export const saveSearchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'params', 'type'],
  properties: { title: trimmedTitle, params: { type: 'string' }, type: { type: 'string' } },
} as const;
export type SaveSearchBody = FromSchema<typeof saveSearchBodySchema>;

/** POST /user/update-search. */
export const updateSearchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title'],
  properties: { id: { type: 'integer' }, title: trimmedTitle },
} as const;
export type UpdateSearchBody = FromSchema<typeof updateSearchBodySchema>;

/** POST /user/delete-search. */
export const deleteSearchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;
export type DeleteSearchBody = FromSchema<typeof deleteSearchBodySchema>;

const favoriteGroup = { type: 'string', pattern: '^[A-Z]$' } as const;

/** POST /favorite/add: type is the page type of the lot. */
export const favoriteAddBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group', 'carId', 'type'],
  properties: { group: favoriteGroup, carId: { type: 'string' }, type: { type: 'string' } },
} as const;
export type FavoriteAddBody = FromSchema<typeof favoriteAddBodySchema>;

/** DELETE /favorite/delete?group=&carId=. */
export const favoriteDeleteQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group', 'carId'],
  properties: { group: favoriteGroup, carId: { type: 'string' } },
} as const;
export type FavoriteDeleteQuery = FromSchema<typeof favoriteDeleteQuerySchema>;
