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

/** Fields every listing lot starts with, whatever the vehicle. */
const lotHeader = {
  id: { type: 'string' },
  lotNo: { type: 'string' },
  auctionDate: { type: 'string' },
  auctionName: { type: 'string' },
} as const;

/**
 * How many times the same vehicle (frame number) was offered at earlier auctions (issue #19): the
 * badge of the lot row. Optional: a backend without vehicle histories leaves it out and shows no badge.
 */
const offeredBefore = { type: 'integer', minimum: 0 } as const;

/** The caller's bid and favorites state and the photos of a bike or machinery lot. */
const lotBidState = {
  status: nullableNumber,
  myBid: { type: 'boolean' },
  myBidAmount: nullableNumber,
  bidStatusId: nullableNumber,
  wishList: wishListSchema,
  images,
  offeredBefore,
} as const;

export const carLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'lotNo',
    'auctionDate',
    'auctionName',
    'maker',
    'model',
    'year',
    'engine',
    'chassis',
    'grade',
    'color',
    'gearbox',
    'priv',
    'mileage',
    'equip',
    'condition',
    'startPrice',
    'averagePrice',
    'soldPrice',
    'isUss',
    'myBidAmount',
    'wishList',
    'status',
    'images',
    'link',
  ],
  properties: {
    ...lotHeader,
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
    offeredBefore,
  },
} as const;
export type CarLot = FromSchema<typeof carLotSchema>;

export const bikeLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'lotNo',
    'auctionDate',
    'auctionName',
    'auctionId',
    'maker',
    'makerId',
    'model',
    'modelId',
    'year',
    'grade',
    'mileage',
    'engine',
    'color',
    'rateEngine',
    'rateFront',
    'rateExt',
    'rateRear',
    'rateEl',
    'rateFrame',
    'condition',
    'startPrice',
    'inspection',
    'serial',
    'status',
    'myBid',
    'myBidAmount',
    'bidStatusId',
    'wishList',
    'images',
  ],
  properties: {
    ...lotHeader,
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
    ...lotBidState,
  },
} as const;
export type BikeLot = FromSchema<typeof bikeLotSchema>;

export const mechLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'lotNo',
    'auctionDate',
    'auctionName',
    'group',
    'category',
    'maker',
    'model',
    'gg',
    'cc',
    'year',
    'hours',
    'grade',
    'KPP',
    'mileage',
    'condition',
    'volume',
    'serial',
    'price',
    'myBid',
    'myBidAmount',
    'bidStatusId',
    'wishList',
    'images',
  ],
  properties: {
    ...lotHeader,
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
    ...lotBidState,
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
  'condition',
  'gearbox',
  'auction',
  'status',
  'color',
  'chassis',
  'category',
  'subcategory',
  'model',
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
    /** new lots matching it raise a notification and the daily digest mail (a backend without alerts leaves it out) */
    alert: { type: 'boolean' },
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
  properties: { title: trimmedTitle, params: { type: 'string', maxLength: 2000 }, type: { type: 'string' } },
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

/** POST /user/search-alert: alerts on or off for one saved search. */
export const searchAlertBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'alert'],
  properties: { id: { type: 'integer' }, alert: { type: 'boolean' } },
} as const;
export type SearchAlertBody = FromSchema<typeof searchAlertBodySchema>;

/** POST /user/unsubscribe-alerts: the token of a digest mail's unsubscribe link, no session needed. */
export const unsubscribeAlertsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;
export type UnsubscribeAlertsBody = FromSchema<typeof unsubscribeAlertsBodySchema>;

/** POST /dev/lots (embedded reference API, development only): copies of a lot relisted in its auction, as new lots. */
export const devLotsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['like'],
  properties: { like: { type: 'integer', minimum: 1 }, count: { type: 'integer', minimum: 1, maximum: 50 } },
} as const;
export type DevLotsBody = FromSchema<typeof devLotsBodySchema>;

export const devLotsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: { ids: { type: 'array', items: { type: 'integer' } } },
} as const;
export type DevLotsResponse = FromSchema<typeof devLotsResponseSchema>;

/** Favorites groups are the letters A to E (docs/api.md "Favorites"). */
export const FAVORITE_GROUPS = ['A', 'B', 'C', 'D', 'E'] as const;
const favoriteGroup = { type: 'string', pattern: '^[A-E]$' } as const;
/** A lot id: the decimal id of a lot row. */
const carId = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** POST /favorite/add: type is the page type of the lot. */
export const favoriteAddBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group', 'carId', 'type'],
  properties: { group: favoriteGroup, carId, type: { type: 'string' } },
} as const;
export type FavoriteAddBody = FromSchema<typeof favoriteAddBodySchema>;

/** DELETE /favorite/delete?group=&carId=. */
export const favoriteDeleteQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group', 'carId'],
  properties: { group: favoriteGroup, carId },
} as const;
export type FavoriteDeleteQuery = FromSchema<typeof favoriteDeleteQuerySchema>;

const pageNumber = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;
const pageSizeText = { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } as const;

/** GET /favorite/list: the favorites page of one group. */
export const favoriteListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['group'],
  properties: { group: favoriteGroup, page: pageNumber, pageSize: pageSizeText },
} as const;
export type FavoriteListQuery = FromSchema<typeof favoriteListQuerySchema>;

/** A lot of the favorites page (seed 001 §3 "Wishlist lot"): lots of every page type in the car shape. */
/**
 * The car shape of seed 001 §3 for every lot; a bike or machinery lot may also carry the fields of its
 * own listing lot (serial; group, category, gg, cc, hours, KPP, price …) so the favorites page shows it
 * in its own page type's columns. The car fields keep their car meaning.
 */
export const wishlistLotSchema = {
  ...carLotSchema,
  required: [...carLotSchema.required, 'lotType', 'myBid', 'bidStatusId', 'jasId'],
  properties: {
    ...bikeLotSchema.properties,
    ...mechLotSchema.properties,
    ...carLotSchema.properties,
    /** the lot's page type */
    lotType: { type: 'string' },
    bidStatusId: nullableNumber,
    /** the caller's bid on the lot, null without one */
    jasId: nullableNumber,
  },
} as const;
export type WishlistLot = FromSchema<typeof wishlistLotSchema>;

/** GET /favorite/list. */
export const favoriteListResponseSchema = listingResponse('carsList', wishlistLotSchema);
export type FavoriteListResponse = FromSchema<typeof favoriteListResponseSchema>;

// Query parameters arrive as text; these patterns reject malformed values with a 422 (never a 5xx).
const idList = { type: 'string', maxLength: 1100, pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$' } as const;
const textList = { type: 'string', maxLength: 2000, pattern: '^[^,]{1,60}(,[^,]{1,60}){0,99}$' } as const;
const dateList = { type: 'string', maxLength: 200, pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(,[0-9]{4}-[0-9]{2}-[0-9]{2}){0,13}$' } as const;
/** A date that exists, YYYY-MM-DD: ajv's date format refuses 2025-02-30 and 2025-99-99 (422), a pattern would not. */
export const calendarDate = { type: 'string', format: 'date' } as const;
/** 'from,to'; an empty or 0 side is open, 0,0 filters nothing */
const rangeText = { type: 'string', maxLength: 40, pattern: '^([0-9]{1,12}(\\.[0-9]{1,4})?)?,([0-9]{1,12}(\\.[0-9]{1,4})?)?$' } as const;

/**
 * GET /{pageType}/listing and GET /{pageType}/filters: every parameter any page type knows (seed 001 §5).
 * Which of them a page type takes follows its page-type schema; the server refuses the others.
 */
export const listingQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pageNumber,
    pageSize: pageSizeText,
    sort: { type: 'string', pattern: '^[A-Za-z]{1,32}$' },
    order: { type: 'string', enum: ['ASC', 'DESC'] },
    /** -1: the client's marker of an empty filter set (cars and stats) */
    modelId: { type: 'string', const: '-1' },
    maker: { type: 'string', minLength: 1, maxLength: 60 },
    model: idList,
    chassis: textList,
    condition: textList,
    gearbox: textList,
    color: textList,
    status: idList,
    auction: idList,
    /** auction days (whole Japan dates) */
    date: dateList,
    dateFrom: calendarDate,
    dateTo: calendarDate,
    category: textList,
    subcategory: textList,
    mileage: rangeText,
    engine: rangeText,
    year: rangeText,
    startPrice: rangeText,
    finishPrice: rangeText,
    hour: rangeText,
    /** equipment codes, separated by spaces or commas; a lot must have them all */
    equipment: { type: 'string', maxLength: 100, pattern: '^[A-Za-z0-9]+([ ,]+[A-Za-z0-9]+)*$' },
    /** lot numbers and ranges: 12345,12400-12450 */
    quick_search_lot: { type: 'string', maxLength: 600, pattern: '^[0-9]{1,10}(-[0-9]{1,10})?(,[0-9]{1,10}(-[0-9]{1,10})?){0,49}$' },
    /** <field>-<text>, the field one of the page type's search fields */
    search: { type: 'string', maxLength: 80, pattern: '^[a-z_]{1,20}-.*\\S' },
  },
} as const;
export type ListingQuery = FromSchema<typeof listingQuerySchema>;

/** GET /{pageType}/filter-attributes: one of the three. */
export const filterAttributesQuerySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    modelId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    quick_search_chassis: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' },
    quick_search_model: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' },
  },
} as const;
export type FilterAttributesQuery = FromSchema<typeof filterAttributesQuerySchema>;

/** GET /{pageType}/filter-chassis. */
export const filterChassisQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['search_chassis'],
  properties: { search_chassis: { type: 'string', minLength: 1, maxLength: 40, pattern: '\\S' } },
} as const;
export type FilterChassisQuery = FromSchema<typeof filterChassisQuerySchema>;

/** GET /{pageType}/filter-model. */
export const filterModelQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['search_model'],
  properties: { search_model: { type: 'string', minLength: 1, maxLength: 60, pattern: '\\S' } },
} as const;
export type FilterModelQuery = FromSchema<typeof filterModelQuerySchema>;

/** GET /{pageType}/model?id=<makerId> (cars, bikes) or /machinery/models?name=<maker>. */
export const modelListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    name: { type: 'string', minLength: 1, maxLength: 60 },
  },
} as const;
export type ModelListQuery = FromSchema<typeof modelListQuerySchema>;

/** GET /{pageType}/maker(s) and /model(s): options with the number of lots of the page type. */
export const catalogOptionListSchema = {
  type: 'array',
  items: { ...filterOptionSchema, required: ['value', 'label', 'counter'] },
} as const;
export type CatalogOptionList = FromSchema<typeof catalogOptionListSchema>;

/** GET /site/auction-list?type=<pageType>. */
export const auctionListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { type: 'string', maxLength: 40 } },
} as const;
export type AuctionListQuery = FromSchema<typeof auctionListQuerySchema>;

/** GET /user/my-search?type=<pageType>. */
export const mySearchQuerySchema = auctionListQuerySchema;
export type MySearchQuery = AuctionListQuery;
