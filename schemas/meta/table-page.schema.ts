// The meta-schema of a table page (schemas/bid-tables/*.json, and other record tables such as purchases
// and payments): a paginated table of records from one list call, with the listing engine's filters,
// columns, cells and sort fields (schemas/meta/page-type.schema.ts), plus what record tables add: the
// list and filters calls, the row key, tab bars (with counters), filter sets per role, a quick search
// with hits, page sizes and a "today" default. Kinds are closed enums; the engine's registries resolve them.
import type { FromSchema } from 'json-schema-to-ts';
import { PERMISSION_FLAGS } from '../api/session';
import {
  cellSchemaOf,
  columnSchemaOf,
  filterSchema,
  identifier,
  labelKey,
  queryParam,
  RECORD_CELL_KINDS,
  route,
  sortFieldSchema,
} from './page-type.schema';

/**
 * Cell kinds of the bid tables (seed 000 §2–§4) besides the record kinds: lotLink (the lot's page in a
 * new tab), bidAmount, bidStatus (label per role), bidGroup ('--' when missing), bidder (card or
 * 'company manager'), chat (last message, unread marker), the row controls statusControl,
 * soldPrice, autoBid, bidEdit, photoDownload, and deadlines (live countdowns to the bidding and cancel
 * deadlines).
 */
export const BID_CELL_KINDS = [
  ...RECORD_CELL_KINDS,
  'lotLink',
  'bidAmount',
  'bidStatus',
  'bidGroup',
  'bidder',
  'chat',
  'statusControl',
  'soldPrice',
  'autoBid',
  'bidEdit',
  'photoDownload',
  'deadlines',
] as const;

/** A date without its time; purchases and payments show days. */
const DAY = 'day';

/**
 * Cell kinds of the purchases table (seed 001 §2): recordPhoto (the first of an images array),
 * purchaseLink (the sku opening /purchases/:id), purchaseStatus (a badge).
 */
export const PURCHASE_CELL_KINDS = [...RECORD_CELL_KINDS, DAY, 'recordPhoto', 'purchaseLink', 'purchaseStatus'] as const;

/**
 * Cell kinds of the payments table (seed 001 §2): paymentType, paymentAmount (signed, green when
 * received), paymentLink (the description, opening /payments/:purchaseId when it paid for a car).
 */
export const PAYMENT_CELL_KINDS = [...RECORD_CELL_KINDS, DAY, 'paymentType', 'paymentAmount', 'paymentLink'] as const;

/** Every cell kind of table pages; each list call's row family takes only its own (schemas/meta/table-rows.ts). */
const TABLE_CELL_KINDS = [
  ...BID_CELL_KINDS,
  DAY,
  'recordPhoto',
  'purchaseLink',
  'purchaseStatus',
  'paymentType',
  'paymentAmount',
  'paymentLink',
] as const;

/** Portal roles (schemas/api/roles.ts) a table page varies by. */
const TABLE_ROLES = ['manager', 'client', 'dealer'] as const;

/** An API path of a record call: /bid/index, /purchases/list … */
const apiPath = { type: 'string', pattern: '^/[a-z][a-z0-9-]*(/[a-z0-9-]+)*$' } as const;
const roles = { type: 'array', minItems: 1, uniqueItems: true, items: { enum: TABLE_ROLES } } as const;
const filters = { type: 'array', items: filterSchema } as const;

/** One tab of a tab bar: sets the bar's parameter to `value` (no value: clears it, the "All" tab). */
const tabSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['label'],
  properties: {
    value: { type: 'string', minLength: 1 },
    label: labelKey,
    /** the counter whose count the tab shows: its `status` in the response's counters, as text */
    counter: { type: 'string', minLength: 1 },
    /** only these roles see the tab */
    roles,
  },
} as const;

const tabBarSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'param', 'label', 'tabs', 'clearsFilters'],
  properties: {
    id: identifier,
    param: queryParam,
    /** the accessible name of the tab bar */
    label: labelKey,
    tabs: { type: 'array', minItems: 1, items: tabSchema },
    /** choosing a tab clears the filters (seed 000 §4 "List behavior") */
    clearsFilters: { type: 'boolean' },
    /** choosing the active tab again clears the parameter */
    toggles: { type: 'boolean' },
    /** the list parameters also sent to the filters call (the counters follow them) */
    sentToFilters: { type: 'boolean' },
  },
} as const;

export const tablePageMetaSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://seri.local/schemas/meta/table-page.schema.json',
  title: 'Seri table page',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'route', 'calls', 'listKey', 'rowKey', 'columns', 'sort', 'pageSizes', 'defaultPageSize', 'filterSets'],
  properties: {
    $schema: { type: 'string' },
    /** the file name without .json, and the page id of the route table */
    id: { type: 'string', pattern: '^[a-z][a-z-]*$' },
    route,
    calls: {
      type: 'object',
      additionalProperties: false,
      required: ['list'],
      properties: {
        /** GET: one page of records, with `page`, `pageSize`, `sort`, `order`, the tabs and the filters */
        list: apiPath,
        /** GET: `{filters: {<key>: [{value, label}]}, counters}`; filters with `source.from: filters` read it */
        filters: apiPath,
        /** GET with the search parameter: `{<hitsKey>: [{<rowKey>, lotNo, auctionName}]}` (seed 000 §7 lot search) */
        search: apiPath,
      },
    },
    /** the list property of the list response */
    listKey: identifier,
    /** the record field that identifies a row */
    rowKey: identifier,
    /** the counters property of the list and filters responses: [{status, count}] unless counterFields says otherwise */
    countersKey: identifier,
    /** the fields of one counter (purchases: {value, counter}); {status, count} when absent */
    counterFields: {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'count'],
      properties: { status: identifier, count: identifier },
    },
    /**
     * select and multiSelect filters whose options the page lists itself (fixed codes with translated
     * labels, e.g. the purchases' statuses and the payment types) instead of a filters call; the
     * counters, when there are any, give their counts
     */
    pageOptions: { type: 'array', uniqueItems: true, items: identifier },
    tabBars: { type: 'array', items: tabBarSchema },
    /**
     * a search box sent as this parameter: with hitsKey, the page's quick search (comma-separated values)
     * with hits from calls.search; without, a free text search applied when typing pauses
     */
    search: {
      type: 'object',
      additionalProperties: false,
      required: ['param', 'label'],
      properties: { param: queryParam, label: labelKey, hitsKey: identifier },
    },
    columns: { type: 'array', minItems: 1, items: columnSchemaOf(cellSchemaOf(TABLE_CELL_KINDS)) },
    sort: { type: 'array', items: sortFieldSchema },
    pageSizes: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    defaultPageSize: { type: 'integer', minimum: 1 },
    /** roles that get no page-size menu and no pagination above the table */
    compactPagingRoles: roles,
    /** the filters each role gets; a role not named gets none */
    filterSets: {
      type: 'object',
      additionalProperties: false,
      properties: { manager: filters, client: filters, dealer: filters },
    },
    /** with this permission, the page opens once with both date parameters set to today (Japan date) */
    todayDefault: {
      type: 'object',
      additionalProperties: false,
      required: ['permission', 'from', 'to'],
      properties: { permission: { enum: PERMISSION_FLAGS }, from: queryParam, to: queryParam },
    },
  },
} as const;

export type TablePageSchema = FromSchema<typeof tablePageMetaSchema>;
export type TableColumnDef = TablePageSchema['columns'][number];
export type BidCellKind = (typeof BID_CELL_KINDS)[number];
export type PurchaseCellKind = (typeof PURCHASE_CELL_KINDS)[number];
export type PaymentCellKind = (typeof PAYMENT_CELL_KINDS)[number];
export type TableRole = (typeof TABLE_ROLES)[number];
export type TabBarDef = NonNullable<TablePageSchema['tabBars']>[number];
