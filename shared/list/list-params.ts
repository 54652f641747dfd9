// The list state of a listing page (filters, sort, page, page size) and its two mirrors: the page URL
// (exact parameter names of seed 001 §5, page 1 omitted, unknown parameters kept untouched) and the
// `GET /{pageType}/listing` query (seed 001 §7). Transitions are reducer-style: any change of filters,
// sort or page size goes back to page 1 (seed 001 §4).
import type { FilterDef, PageTypeSchema } from '../../schemas/meta/page-type.schema';
import { filterParams, normalizeFilter, readFilter, writeFilter, type FilterValue } from './filter-values';
import { nextSort, type Sort } from './sort';

/**
 * What the list state reads of a page's schema: a listing page type (PageTypeSchema) or a table page
 * (its sort, page sizes and the filters of the viewer's role).
 */
export type ListSchema = Pick<PageTypeSchema, 'id' | 'filters' | 'sort' | 'pageSizes' | 'defaultPageSize' | 'emptyFilterQuery'>;

export interface ListState {
  /** applied filters by filter id; a filter that filters nothing is absent */
  filters: Readonly<Record<string, FilterValue>>;
  sort: Sort | null;
  page: number;
  pageSize: number;
  /** URL parameters the list does not own, in their order, kept as they came */
  extra: readonly (readonly [string, string])[];
}

const PAGE = 'page';
const SORT = 'sort';
const ORDER = 'order';

function filterDef(schema: ListSchema, id: string): FilterDef {
  const def = schema.filters.find((f) => f.id === id);
  if (!def) throw new Error(`No filter '${id}' in page type '${schema.id}'`);
  return def;
}

const pageSizeOr = (schema: ListSchema, size: number | undefined): number =>
  size !== undefined && schema.pageSizes.includes(size) ? size : schema.defaultPageSize;

export function initialListState(schema: ListSchema, pageSize?: number): ListState {
  return { filters: {}, sort: null, page: 1, pageSize: pageSizeOr(schema, pageSize), extra: [] };
}

/**
 * Reads the page URL. The page size does not travel in the URL (it is a stored preference), so the
 * caller passes the stored one; the schema's default stands in when it is absent or not offered.
 */
export function parseListParams(search: URLSearchParams | string, schema: ListSchema, options: { pageSize?: number } = {}): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (name: string) => params.get(name);

  const filters: Record<string, FilterValue> = {};
  for (const def of schema.filters) {
    const value = readFilter(def, get);
    if (value !== undefined) filters[def.id] = value;
  }

  const field = get(SORT);
  const order = get(ORDER);
  const sort: Sort | null =
    field !== null && schema.sort.some((s) => s.field === field) && (order === 'ASC' || order === 'DESC') ? { field, order } : null;

  const pageText = get(PAGE) ?? '';
  const page = /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;

  const owned = new Set([PAGE, SORT, ORDER, ...schema.filters.flatMap(filterParams)]);
  const extra = [...params].filter(([name]) => !owned.has(name));

  return { filters, sort, page, pageSize: pageSizeOr(schema, options.pageSize), extra };
}

/** Applied filters as query entries, in the schema's filter order. */
function filterEntries(state: ListState, schema: ListSchema): [string, string][] {
  return schema.filters.flatMap((def) => {
    const value = state.filters[def.id];
    return value === undefined ? [] : writeFilter(def, value);
  });
}

const sortEntries = (sort: Sort | null): [string, string][] =>
  sort
    ? [
        [SORT, sort.field],
        [ORDER, sort.order],
      ]
    : [];

/** The page URL's query: filters in schema order, then sort and order, then page (> 1), then the rest as found. */
export function toSearchParams(state: ListState, schema: ListSchema): URLSearchParams {
  return new URLSearchParams([
    ...filterEntries(state, schema),
    ...sortEntries(state.sort),
    ...(state.page > 1 ? [[PAGE, String(state.page)] as [string, string]] : []),
    ...state.extra.map(([k, v]) => [k, v] as [string, string]),
  ]);
}

/** The query of GET /{pageType}/listing: pageSize, sort and order when active, page above 1, applied filters. */
export function listingQuery(state: ListState, schema: ListSchema): URLSearchParams {
  const filters = filterEntries(state, schema);
  const whenEmpty = filters.length === 0 ? Object.entries(schema.emptyFilterQuery ?? {}) : [];
  return new URLSearchParams([
    ['pageSize', String(state.pageSize)],
    ...sortEntries(state.sort),
    ...(state.page > 1 ? [[PAGE, String(state.page)] as [string, string]] : []),
    ...filters,
    ...whenEmpty,
  ]);
}

const sameValue = (a: FilterValue | undefined, b: FilterValue | undefined) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sets (or, with a value that filters nothing, removes) one filter. A real change goes back to page 1
 * and clears the filters the schema says depend on it (`resets`: maker resets model and the additional
 * filters). Setting the value a filter already has changes nothing.
 */
export function setFilter(state: ListState, schema: ListSchema, id: string, value: unknown): ListState {
  const def = filterDef(schema, id);
  const next = value === undefined ? undefined : normalizeFilter(def, value);
  if (sameValue(state.filters[id], next)) return state;
  const cleared = new Set([id, ...(def.resets ?? [])]);
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([key]) => !cleared.has(key)));
  if (next !== undefined) filters[id] = next;
  return { ...state, filters, page: 1 };
}

export const removeFilter = (state: ListState, schema: ListSchema, id: string): ListState => setFilter(state, schema, id, undefined);

/** The maker select is single-select; choosing one resets the model and the filters listed in its `resets`. */
export const makerChanged = (state: ListState, schema: ListSchema, maker: string | undefined): ListState =>
  setFilter(state, schema, 'maker', maker);

export const clearFilters = (state: ListState): ListState => ({ ...state, filters: {}, page: 1 });

/** Picks a sort field (cycling ASC, DESC, none) or, with null, the Default option. */
export function setSort(state: ListState, schema: ListSchema, field: string | null): ListState {
  if (field !== null && !schema.sort.some((s) => s.field === field))
    throw new Error(`No sort field '${field}' in page type '${schema.id}'`);
  const sort = nextSort(state.sort, field);
  return sort === null && state.sort === null ? state : { ...state, sort, page: 1 };
}

export function setPage(state: ListState, page: number): ListState {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`A page is a whole number from 1, not ${page}`);
  return { ...state, page };
}

export function setPageSize(state: ListState, schema: ListSchema, pageSize: number): ListState {
  if (!schema.pageSizes.includes(pageSize)) {
    const offered = schema.pageSizes.join(', ');
    throw new RangeError(`Page size ${pageSize} is not offered by page type '${schema.id}' (${offered})`);
  }
  return { ...state, pageSize, page: 1 };
}
