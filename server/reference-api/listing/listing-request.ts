// Reads the query of GET /{pageType}/listing and /filters: the shape is checked by
// listingQuerySchema (400/422), then what depends on the page type: its parameters, sort fields,
// page sizes and search fields, real dates and ordered ranges (422 with a message per field).
import { listingQuerySchema, type ListingQuery } from '../../../schemas/api/listing';
import type { FilterDef } from '../../../schemas/meta/page-type.schema';
import { isCalendarDate } from '../../../shared/japan-time';
import { readFilter, type FilterValue } from '../../../shared/list/filter-values';
import type { Sort } from '../../../shared/list/sort';
import { HttpError } from '../http/errors';
import { inputParser } from '../http/validation';
import type { ListingPageType } from './page-types';

export interface ListingRequest {
  readonly pageType: ListingPageType;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: Sort | null;
  /** applied filters by filter id, as the engine's codecs read them (0,0 ranges and empty values left out) */
  readonly filters: ReadonlyMap<string, { def: FilterDef; value: FilterValue }>;
}

const parseQuery = inputParser<ListingQuery>(listingQuerySchema, 'query');
const LIST_PARAMS = new Set(['page', 'pageSize', 'sort', 'order']);

function invalid(field: string, message: string): HttpError {
  return new HttpError(422, { success: false, message: { [field]: message } });
}

/** Checks what the engine's codecs would silently drop or accept: the page type's own rules. */
function checkFilterValue(pageType: ListingPageType, def: FilterDef, value: FilterValue): void {
  switch (def.kind) {
    case 'range': {
      const range = value as { from: number; to: number };
      if (range.from > 0 && range.to > 0 && range.from > range.to) throw invalid(def.param, 'The lower bound is above the upper one');
      return;
    }
    case 'auctionSchedule': {
      const { groups } = value as { groups: string[] };
      if (!groups.every(isCalendarDate)) throw invalid(def.params.groups, 'Invalid date');
      return;
    }
    case 'dateRange': {
      const { from, to } = value as { from: string; to: string };
      if (from !== '' && to !== '' && from > to) throw invalid(def.params.from, 'The first date is after the last one');
      return;
    }
    case 'select':
      if (def.param === 'maker' && pageType.kind !== 'machinery' && !/^[0-9]{1,10}$/.test(value as string))
        throw invalid('maker', 'A maker is given by its id');
      return;
    case 'freeSearch': {
      const { field, text } = value as { field: string; text: string };
      if (field === 'lot_no' && !/^[0-9]{1,10}$/.test(text)) throw invalid(def.param, 'A lot number is digits');
      return;
    }
    default:
      return;
  }
}

export function parseListingRequest(pageType: ListingPageType, rawQuery: unknown): ListingRequest {
  return readListingRequest(pageType, parseQuery(rawQuery));
}

/**
 * The request of a query whose shape is already checked (by parseListingRequest): the database
 * worker's, whose first call would otherwise compile the query's validator again (~40 ms).
 */
export function readListingRequest(pageType: ListingPageType, query: ListingQuery): ListingRequest {
  for (const param of Object.keys(query)) {
    if (!LIST_PARAMS.has(param) && !pageType.filterParams.has(param)) {
      throw new HttpError(400, { success: false, message: `Unknown field ${param} in the query of ${pageType.id}` });
    }
  }
  const pageSize = query.pageSize === undefined ? pageType.defaultPageSize : Number(query.pageSize);
  if (!pageType.pageSizes.includes(pageSize)) throw invalid('pageSize', `Must be one of ${pageType.pageSizes.join(', ')}`);
  if (query.sort !== undefined && !pageType.sortFields.has(query.sort))
    throw invalid('sort', `Must be one of ${[...pageType.sortFields].join(', ')}`);
  if (query.order !== undefined && query.sort === undefined) throw invalid('order', 'An order needs a sort field');

  const get = (param: string): string | null => (query as Record<string, string | undefined>)[param] ?? null;
  const filters = new Map<string, { def: FilterDef; value: FilterValue }>();
  for (const def of pageType.schema.filters) {
    const value = readFilter(def, get);
    if (def.kind === 'freeSearch' && value === undefined && get(def.param) !== null) {
      throw invalid(def.param, `Must be <field>-<text>, the field one of ${def.fields.map((field) => field.value).join(', ')}`);
    }
    if (value === undefined) continue;
    checkFilterValue(pageType, def, value);
    filters.set(def.id, { def, value });
  }

  return {
    pageType,
    page: query.page === undefined ? 1 : Number(query.page),
    pageSize,
    sort: query.sort === undefined ? null : { field: query.sort, order: query.order ?? 'ASC' },
    filters,
  };
}
