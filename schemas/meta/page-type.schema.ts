// The meta-schema of a page-type schema (schemas/page-types/*.json): one file describes a listing
// page (route, API calls, views, sort, filters, detail sections) and, later, a bid table. Kinds are
// closed enums so an unknown kind fails validation; the registries of src/engine resolve the same kinds.
import type { FromSchema } from 'json-schema-to-ts';
import { PERMISSION_FLAGS } from '../api/session';

/** Filter kinds of seed 001 §2, §5. */
export const FILTER_KINDS = [
  'select',
  'multiSelect',
  'remoteSelect',
  'range',
  'dateRange',
  'auctionSchedule',
  'categories',
  'lotNumberSearch',
  'equipmentSearch',
  'freeSearch',
] as const;

/** A column's place in its view: the photo area, the headline, a labelled value, the badges, the prices. */
export const COLUMN_KINDS = ['media', 'title', 'data', 'badges', 'prices'] as const;

/** Lot cell kinds that read only the record (photos and wishlists need a listing around them): table pages take them too. */
export const RECORD_CELL_KINDS = ['text', 'number', 'dateTime', 'money', 'mileage', 'condition', 'auctionStatus', 'equipment'] as const;

/** How one lot value is shown (seed 001 §2 "Lot row and card contents"); offeredBefore: the "offered N times before" badge (issue #19). */
export const CELL_KINDS = ['photo', 'wishlist', ...RECORD_CELL_KINDS, 'myBid', 'offeredBefore'] as const;

/** Lot detail sections (seed 001 §2 "Lot detail screen"); the detail issue gives them components. */
export const SECTION_KINDS = [
  'gallery',
  'lotInfo',
  'vehicleInfo',
  'specification',
  'auctionSheet',
  'conditionReport',
  'managerNote',
  'productionMonth',
  'share',
  'bidPanel',
  // issue #19: what comparable lots sold for, and the vehicle's earlier offerings
  'priceGuide',
  'vehicleHistory',
] as const;

/** The desktop column of a detail section. */
const SECTION_AREAS = ['main', 'side'] as const;

const PLACEMENTS = ['panel', 'mobile', 'both'] as const;

/** Query parameters the list state owns; no filter may use them. */
export const RESERVED_PARAMS = ['page', 'sort', 'order', 'pageSize'] as const;

export const labelKey = { type: 'string', pattern: '^pageType\\.[a-z-]+\\.[A-Za-z]+\\.[A-Za-z0-9_.-]+$' } as const;
export const identifier = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' } as const;
export const queryParam = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' } as const;
export const route = { type: 'string', pattern: '^/[a-z0-9/:-]*$' } as const;
/** `/site/...`, `/machinery/...` or `/{pageType}/...` (the page's apiPageType is put in). */
const callPath = { type: 'string', pattern: '^/(site|machinery|\\{pageType\\})/[a-z-]+$' } as const;

/** An API call that lists options; a query value may name a filter whose value it carries. */
const callSource = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'path'],
  properties: {
    from: { const: 'call' },
    path: callPath,
    query: {
      type: 'object',
      additionalProperties: {
        oneOf: [
          { type: 'string' },
          {
            type: 'object',
            additionalProperties: false,
            required: ['filter'],
            properties: { filter: identifier },
          },
        ],
      },
    },
  },
} as const;

/** A select list of the `GET /{pageType}/filters` response (seed 001 §3 "Filter responses"). */
const filtersSource = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'key'],
  properties: { from: { const: 'filters' }, key: identifier },
} as const;

const optionSource = {
  type: 'object',
  discriminator: { propertyName: 'from' },
  oneOf: [callSource, filtersSource],
} as const;

/** Fields every filter has; each kind adds its own below. */
const filterBase = {
  id: identifier,
  label: labelKey,
  placement: { enum: PLACEMENTS },
  /** filters cleared when this one changes (maker resets model and the additional filters) */
  resets: { type: 'array', items: identifier, uniqueItems: true },
} as const;

const singleParamFilter = <K extends string>(kind: K) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'kind', 'param', 'label', 'placement'],
    properties: { ...filterBase, kind: { const: kind }, param: queryParam },
  }) as const;

const optionFilter = <K extends string>(kind: K) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'kind', 'param', 'label', 'placement', 'source'],
    properties: { ...filterBase, kind: { const: kind }, param: queryParam, source: optionSource },
  }) as const;

/** A selection of whole groups (days, categories) and single items (auctions, subcategories). */
const groupedFilter = <K extends string>(kind: K) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'kind', 'params', 'label', 'placement', 'source'],
    properties: {
      ...filterBase,
      kind: { const: kind },
      params: {
        type: 'object',
        additionalProperties: false,
        required: ['groups', 'items'],
        properties: { groups: queryParam, items: queryParam },
      },
      source: callSource,
      daySource: callSource,
    },
  }) as const;

const rangeFilter = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'param', 'label', 'placement', 'source', 'grouping'],
  properties: {
    ...filterBase,
    kind: { const: 'range' },
    param: queryParam,
    /** the `range` key of the filters response that holds {min, max, step} */
    source: filtersSource,
    /** thousands separators in the inputs (off for years) */
    grouping: { type: 'boolean' },
  },
} as const;

const remoteSelectFilter = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'param', 'label', 'placement', 'source', 'remote'],
  properties: {
    ...filterBase,
    kind: { const: 'remoteSelect' },
    param: queryParam,
    source: optionSource,
    /** the search call used while typing (seed 001 §7 filter-chassis, filter-model) */
    remote: {
      type: 'object',
      additionalProperties: false,
      required: ['path', 'param', 'responseKey'],
      properties: { path: callPath, param: queryParam, responseKey: identifier },
    },
  },
} as const;

const dateRangeFilter = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'params', 'label', 'placement'],
  properties: {
    ...filterBase,
    kind: { const: 'dateRange' },
    /** the earliest date offered: 3 months back (auction dates, the default) or any (purchases, payments) */
    past: { enum: ['threeMonths', 'any'] },
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to'],
      properties: { from: queryParam, to: queryParam },
    },
  },
} as const;

const searchField = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: { value: { type: 'string', pattern: '^[a-z_]+$' }, label: labelKey },
} as const;

/** Sent as `parameter-text`, e.g. `search=lot_no-12345`. */
const freeSearchFilter = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'kind', 'param', 'label', 'placement', 'fields', 'defaultField'],
  properties: {
    ...filterBase,
    kind: { const: 'freeSearch' },
    param: queryParam,
    fields: { type: 'array', minItems: 1, items: searchField },
    defaultField: { type: 'string' },
  },
} as const;

/** One filter of any kind; table pages (schemas/meta/table-page.schema.ts) take the same filters. */
export const filterSchema = {
  type: 'object',
  discriminator: { propertyName: 'kind' },
  oneOf: [
    optionFilter('select'),
    optionFilter('multiSelect'),
    remoteSelectFilter,
    rangeFilter,
    dateRangeFilter,
    groupedFilter('auctionSchedule'),
    groupedFilter('categories'),
    singleParamFilter('lotNumberSearch'),
    singleParamFilter('equipmentSearch'),
    freeSearchFilter,
  ],
} as const;

/** A cell of one of the given kinds (page types and table pages each have their closed list). */
export const cellSchemaOf = <K extends readonly string[]>(kinds: K) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'fields'],
    properties: {
      kind: { enum: kinds },
      /** record fields the cell reads, in the order it shows them */
      fields: { type: 'array', minItems: 1, items: identifier },
    },
  }) as const;

/** A column made of the given cells. */
export const columnSchemaOf = <C>(cell: C) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['id', 'kind', 'label', 'cells'],
    properties: {
      id: identifier,
      kind: { enum: COLUMN_KINDS },
      label: labelKey,
      /** cells stacked top to bottom */
      cells: { type: 'array', minItems: 1, items: cell },
      width: { type: 'integer', minimum: 24, maximum: 640 },
      /** a header click sorts by this sort field */
      sortField: identifier,
    },
  }) as const;

const column = columnSchemaOf(cellSchemaOf(CELL_KINDS));

const view = {
  type: 'object',
  additionalProperties: false,
  required: ['columns'],
  properties: { columns: { type: 'array', minItems: 1, items: column } },
} as const;

export const sortFieldSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['field', 'label'],
  properties: {
    field: identifier,
    label: labelKey,
    /** own labels per order, e.g. dates: Newest (ASC) and Oldest (DESC) */
    orderLabels: {
      type: 'object',
      additionalProperties: false,
      required: ['ASC', 'DESC'],
      properties: { ASC: labelKey, DESC: labelKey },
    },
  },
} as const;

export const pageTypeMetaSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://seri.local/schemas/meta/page-type.schema.json',
  title: 'Seri page type',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'route', 'apiPageType', 'listKey', 'permission', 'detail', 'views', 'sort', 'pageSizes', 'defaultPageSize', 'filters'],
  properties: {
    $schema: { type: 'string' },
    /** the file name without .json, and the <type> of the message keys pageType.<type>.… */
    id: { type: 'string', pattern: '^[a-z][a-z-]*$' },
    route: route,
    /** the {pageType} segment of the API calls (GET /{pageType}/listing …) */
    apiPageType: { type: 'string', pattern: '^[a-z][a-z-]*$' },
    /** the list property of the listing response */
    listKey: identifier,
    permission: { enum: PERMISSION_FLAGS },
    shareRoute: route,
    detail: {
      type: 'object',
      additionalProperties: false,
      required: ['route', 'sections'],
      properties: {
        route: route,
        sections: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['kind'],
            properties: {
              kind: { enum: SECTION_KINDS },
              /** the desktop column: 'main' (photos and facts, the default) or 'side' (sticky, beside them) */
              area: { enum: SECTION_AREAS },
              /** on phones the section opens full screen from a button at the bottom instead of in the page */
              phoneSheet: { type: 'boolean' },
              /** gallery: phones show only this many first photos (statistics pages: 2) */
              phoneImages: { type: 'integer', minimum: 1 },
            },
          },
        },
      },
    },
    views: {
      type: 'object',
      additionalProperties: false,
      required: ['table'],
      properties: { table: view, column: view, card: view },
    },
    sort: { type: 'array', items: sortFieldSchema },
    pageSizes: { type: 'array', minItems: 1, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    defaultPageSize: { type: 'integer', minimum: 1 },
    filters: { type: 'array', items: filterSchema },
    /** query sent to GET /{pageType}/listing when no filter is applied (cars and stats: modelId=-1) */
    emptyFilterQuery: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export type PageTypeSchema = FromSchema<typeof pageTypeMetaSchema>;
export type FilterDef = PageTypeSchema['filters'][number];
export type FilterKind = (typeof FILTER_KINDS)[number];
export type ColumnKind = (typeof COLUMN_KINDS)[number];
export type CellKind = (typeof CELL_KINDS)[number];
export type SectionKind = (typeof SECTION_KINDS)[number];
export type SectionDef = PageTypeSchema['detail']['sections'][number];
export type ViewName = keyof PageTypeSchema['views'];
export type ColumnDef = NonNullable<PageTypeSchema['views'][ViewName]>['columns'][number];
export type SortOrder = 'ASC' | 'DESC';

/** Every kind a registry must resolve, by registry. */
export const KNOWN_KINDS = {
  filter: FILTER_KINDS,
  column: COLUMN_KINDS,
  cell: CELL_KINDS,
  section: SECTION_KINDS,
} as const;
