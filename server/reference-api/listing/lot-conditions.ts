// The applied filters of a listing as SQL conditions on lots, one clause per filter, so the filter
// counters can leave one filter out. Values are always bound parameters; column names come from the
// fixed tables below, never from the query.
import type { FilterDef } from '../../../schemas/meta/page-type.schema';
import type { DateRangeValue, FilterValue, FreeSearchValue, GroupedSelection } from '../../../shared/list/filter-values';
import { parseLotNumberSearch } from '../../../shared/list/lot-number-search';
import type { NumberRange } from '../../../shared/list/ranges';
import { EQUIPMENT_BITS } from '../db/migrations/002-listing';
import type { ListingRequest } from './listing-request';
import type { ListingPageType } from './page-types';

export interface Clause {
  /** the filter it comes from */
  readonly filterId: string;
  readonly sql: string;
  readonly params: readonly unknown[];
  /** the same test on one column's values, when the clause is one: counts can then use the column's value counts */
  readonly values?: ColumnTest;
}

interface ColumnTest {
  readonly column: string;
  accepts(value: string | number | null): boolean;
}

export interface Where {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The price a page type lists: stock lots have a fixed price, the others a start price. */
export const priceColumn = (pageType: ListingPageType): string => (pageType.id === 'stock' ? 'fixed_price' : 'start_price');

/** The column of each range parameter (seed 001 §5). */
export function rangeColumn(pageType: ListingPageType, param: string): string {
  const columns: Readonly<Record<string, string>> = {
    mileage: 'mileage',
    engine: 'engine_cc',
    year: 'year',
    startPrice: priceColumn(pageType),
    finishPrice: 'sold_price',
    hour: 'hours',
  };
  const column = columns[param];
  if (!column) throw new Error(`No column for the range parameter '${param}'`);
  return column;
}

/** The columns of each multi-select parameter; status is numeric, the rest text. */
const SELECT_COLUMNS: Readonly<Record<string, string>> = {
  chassis: 'chassis',
  condition: 'condition',
  gearbox: 'gearbox',
  color: 'color',
  status: 'status',
};

const marks = (values: readonly unknown[]): string => values.map(() => '?').join(', ');

/** Text starting with the prefix bound twice, as a range an index can seek. */
const prefixRange = (column: string): string => `(${column} >= ? AND ${column} <= ? || char(1114111))`;

function rangeClause(pageType: ListingPageType, def: Extract<FilterDef, { kind: 'range' }>, range: NumberRange): Clause {
  const column = rangeColumn(pageType, def.param);
  const parts: string[] = [];
  const params: number[] = [];
  // A 0 side is open (seed 001 §5: the client sends an empty side as 0).
  if (range.from > 0) {
    parts.push(`${column} >= ?`);
    params.push(range.from);
  }
  if (range.to > 0) {
    parts.push(`${column} <= ?`);
    params.push(range.to);
  }
  const accepts = (value: string | number | null) =>
    value !== null && (range.from <= 0 || Number(value) >= range.from) && (range.to <= 0 || Number(value) <= range.to);
  return { filterId: def.id, sql: parts.join(' AND '), params, values: { column, accepts } };
}

/** Membership in a list of values, numbers compared as numbers. */
const oneOf = (column: string, values: readonly (string | number)[]): ColumnTest => {
  const set = new Set(values.map(String));
  return { column, accepts: (value) => value !== null && set.has(String(value)) };
};

function listClause(def: FilterDef & { param: string }, values: readonly string[]): Clause {
  const column = SELECT_COLUMNS[def.param];
  if (def.param === 'model')
    return { filterId: def.id, sql: `model_id IN (${marks(values)})`, params: values.map(Number), values: oneOf('model_id', values) };
  // Statistics pick auction houses: their auctions span many weeks.
  if (def.param === 'auction') {
    return {
      filterId: def.id,
      sql: `auction_id IN (SELECT id FROM auctions WHERE house_id IN (${marks(values)}))`,
      params: values.map(Number),
    };
  }
  if (!column) throw new Error(`No column for the filter parameter '${def.param}'`);
  const params = def.param === 'status' ? values.map(Number) : values;
  return { filterId: def.id, sql: `${column} IN (${marks(values)})`, params, values: oneOf(column, values) };
}

/** Whole groups or single items: a lot matches either. */
function groupedClause(id: string, columns: readonly [string, string], selection: GroupedSelection, itemsAreIds: boolean): Clause {
  const parts: string[] = [];
  const params: unknown[] = [];
  const tests: ColumnTest[] = [];
  if (selection.groups.length > 0) {
    parts.push(`${columns[0]} IN (${marks(selection.groups)})`);
    params.push(...selection.groups);
    tests.push(oneOf(columns[0], selection.groups));
  }
  if (selection.items.length > 0) {
    parts.push(`${columns[1]} IN (${marks(selection.items)})`);
    params.push(...(itemsAreIds ? selection.items.map(Number) : selection.items));
    tests.push(oneOf(columns[1], selection.items));
  }
  return {
    filterId: id,
    sql: parts.length > 1 ? `(${parts.join(' OR ')})` : (parts[0] ?? ''),
    params,
    values: tests.length === 1 ? tests[0] : undefined,
  };
}

/**
 * Auction days and single auctions. Days alone seek the date order directly; with single auctions
 * both become one list of auctions (read from one index, migration 004), and the first of their days
 * bounds the date order, so a page starts there instead of walking every earlier day.
 */
function scheduleClause(id: string, selection: GroupedSelection): Clause {
  if (selection.items.length === 0) return groupedClause(id, ['auction_date', 'auction_id'], selection, true);
  const days = selection.groups.length > 0 ? ` OR date IN (${marks(selection.groups)})` : '';
  const chosen = `FROM auctions WHERE id IN (${marks(selection.items)})${days}`;
  const params = [...selection.items.map(Number), ...selection.groups];
  return {
    filterId: id,
    sql: `auction_id IN (SELECT id ${chosen}) AND auction_date >= (SELECT MIN(date) ${chosen})`,
    params: [...params, ...params],
  };
}

function dateRangeClause(id: string, range: DateRangeValue): Clause {
  const accepts = (value: string | number | null) =>
    value !== null && (range.from === '' || String(value) >= range.from) && (range.to === '' || String(value) <= range.to);
  const parts: string[] = [];
  const params: string[] = [];
  if (range.from !== '') {
    parts.push('auction_date >= ?');
    params.push(range.from);
  }
  if (range.to !== '') {
    parts.push('auction_date <= ?');
    params.push(range.to);
  }
  return { filterId: id, sql: parts.join(' AND '), params, values: { column: 'auction_date', accepts } };
}

function lotNumberClause(id: string, text: string): Clause {
  const parsed = parseLotNumberSearch(text);
  if (!parsed.ok) throw new Error(`quick_search_lot '${text}' passed the query schema but not the engine's parser`);
  const parts = parsed.parts.map((part) => [Number(part.from), Number(part.to)].sort((a, b) => a - b) as [number, number]);
  return {
    filterId: id,
    sql: `(${parts.map(() => 'lot_no BETWEEN ? AND ?').join(' OR ')})`,
    params: parts.flat(),
  };
}

function equipmentClause(id: string, text: string): Clause {
  const codes = [...new Set(text.toUpperCase().split(/[ ,]+/).filter(Boolean))];
  const bits = codes.map((code) => (EQUIPMENT_BITS as readonly string[]).indexOf(code));
  // A code no lot can have matches nothing.
  if (bits.includes(-1)) return { filterId: id, sql: '0', params: [] };
  const mask = bits.reduce((sum, bit) => sum + 2 ** bit, 0);
  return {
    filterId: id,
    sql: '(equip_mask & ?) = ?',
    params: [mask, mask],
    values: { column: 'equip_mask', accepts: (value) => value !== null && (Number(value) & mask) === mask },
  };
}

function freeSearchClause(pageType: ListingPageType, id: string, { field, text }: FreeSearchValue): Clause {
  switch (field) {
    case 'lot_no':
      return { filterId: id, sql: 'lot_no = ?', params: [Number(text)] };
    case 'chassis': {
      const prefix = text.toUpperCase();
      // A chassis code (ZVW30) or a full frame number (ZVW30-1234567).
      return { filterId: id, sql: `(${prefixRange('chassis')} OR ${prefixRange('serial')})`, params: [prefix, prefix, prefix, prefix] };
    }
    case 'serial': {
      const prefix = text.toUpperCase();
      return { filterId: id, sql: prefixRange('serial'), params: [prefix, prefix] };
    }
    case 'model':
      return {
        filterId: id,
        sql: `model_id IN (SELECT md.id FROM models md JOIN makers mk ON mk.id = md.maker_id WHERE mk.kind = ? AND md.name LIKE ? ESCAPE '\\')`,
        params: [pageType.kind, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
      };
    default:
      throw new Error(`No search over '${field}' in page type '${pageType.id}'`);
  }
}

function clauseOf(pageType: ListingPageType, def: FilterDef, value: FilterValue): Clause {
  switch (def.kind) {
    case 'select':
      // Cars and bikes name a maker by id, machinery by name (its model list is asked by name).
      return pageType.kind === 'machinery'
        ? { filterId: def.id, sql: 'maker_id = (SELECT id FROM makers WHERE kind = ? AND name = ?)', params: ['machinery', value] }
        : { filterId: def.id, sql: 'maker_id = ?', params: [Number(value)], values: oneOf('maker_id', [value as string]) };
    case 'multiSelect':
    case 'remoteSelect':
      return listClause(def, value as string[]);
    case 'range':
      return rangeClause(pageType, def, value as NumberRange);
    case 'dateRange':
      return dateRangeClause(def.id, value as DateRangeValue);
    case 'auctionSchedule':
      return scheduleClause(def.id, value as GroupedSelection);
    case 'categories':
      return groupedClause(def.id, ['category', 'subcategory'], value as GroupedSelection, false);
    case 'lotNumberSearch':
      return lotNumberClause(def.id, value as string);
    case 'equipmentSearch':
      return equipmentClause(def.id, value as string);
    case 'freeSearch':
      return freeSearchClause(pageType, def.id, value as FreeSearchValue);
  }
}

export function lotClauses(request: ListingRequest): Clause[] {
  return [...request.filters.values()].map(({ def, value }) => clauseOf(request.pageType, def, value));
}

/** page_type = ? and every clause. */
export function whereOf(pageType: ListingPageType, clauses: readonly Clause[]): Where {
  return {
    sql: ['page_type = ?', ...clauses.map((clause) => clause.sql)].join(' AND '),
    params: [pageType.id, ...clauses.flatMap((clause) => clause.params)],
  };
}
