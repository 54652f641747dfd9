// GET /{pageType}/listing: the count of matching lots, one page of their ids in the asked order
// (the indexes of migration 002 answer both), then those lots in full.
import type { PageInfo } from '../../../schemas/api/listing';
import type { Db } from '../db/open';
import type { Prepare } from '../db/statement-cache';
import { lotClauses, priceColumn, whereOf, type Clause } from './lot-conditions';
import { createLotReader, type LotRecord } from './lot-rows';
import type { ListingRequest } from './listing-request';
import type { ListingPageType } from './page-types';
import { createLotsMemo } from './statements';

export interface LotPage {
  readonly lots: LotRecord[];
  readonly pageInfo: PageInfo;
}

/** How a sort field orders lots: its columns (the lot id breaks ties, so pages never overlap) and the index in that order. */
function sortOrder(pageType: ListingPageType, field: string): { columns: string[]; index: string } {
  switch (field) {
    case 'auctionDate':
      return { columns: ['auction_date', 'lot_no'], index: 'lots_list_date' };
    case 'year':
    case 'condition':
    case 'mileage':
    case 'hours':
      return { columns: [field], index: `lots_list_${field}` };
    case 'startPrice':
    case 'price':
      return { columns: [priceColumn(pageType)], index: `lots_list_${priceColumn(pageType)}` };
    case 'soldPrice':
      return { columns: ['sold_price'], index: 'lots_list_sold_price' };
    default:
      throw new Error(`No order for the sort field '${field}' of ${pageType.id}`);
  }
}

/**
 * Rows a page may read walking the index of its order. When matches are dense enough to find a page
 * within this many rows, walking is cheapest; otherwise SQLite picks the index of the most selective
 * filter and sorts what it finds.
 */
const WALK_BUDGET = 20_000;

/** Day and auction filters pick lots bunched in the date order: walking it from the start to them would read all before. */
const filtersByDate = (request: ListingRequest): boolean =>
  [...request.filters.values()].some(({ def }) => def.kind === 'auctionSchedule' || def.kind === 'dateRange');

/** SQL text with its parameters. */
export interface Sql {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The count of lots matching the clauses; null without any, when it is the page type's total. */
function countStatement(pageType: ListingPageType, clauses: readonly Clause[]): Sql | null {
  if (clauses.length === 0) return null;
  const where = whereOf(pageType, clauses);
  return { sql: `SELECT COUNT(*) FROM lots WHERE ${where.sql}`, params: where.params };
}

/**
 * Lots matching the clauses. What only changes with the lots is kept until they do: each page type's
 * total, and the value counts of a column, from which a single filter on that column is counted
 * without reading the index again.
 */
export function createLotCounter(db: Db, prepare: Prepare): (pageType: ListingPageType, clauses: readonly Clause[]) => number {
  const memo = createLotsMemo(db, 100);
  const counts = createLotsMemo(db, 500);
  const countAll = db.prepare('SELECT COUNT(*) FROM lots WHERE page_type = ?').pluck();
  const valueCounts = (pageType: ListingPageType, column: string) =>
    memo(
      `${pageType.id}|${column}`,
      () =>
        prepare(`SELECT ${column} AS value, COUNT(*) AS count FROM lots WHERE page_type = ? GROUP BY ${column}`)
          .raw()
          .all(pageType.id) as Array<[string | number | null, number]>,
    );
  return (pageType, clauses) => {
    const [only] = clauses;
    if (clauses.length === 1 && only?.values) {
      const { column, accepts } = only.values;
      return valueCounts(pageType, column).reduce((sum, [value, count]) => (accepts(value) ? sum + count : sum), 0);
    }
    const count = countStatement(pageType, clauses);
    if (!count) return memo(pageType.id, () => Number(countAll.get(pageType.id)));
    // Paging, sorting and the filters call ask the same count again.
    return counts(`${count.sql}|${JSON.stringify(count.params)}`, () =>
      Number(
        prepare(count.sql)
          .pluck()
          .get(...count.params),
      ),
    );
  };
}

/** A lot is one of these ids (a selection's export). */
const idsClause = (ids: readonly number[]): Clause => ({
  filterId: 'ids',
  sql: 'id IN (SELECT value FROM json_each(?))',
  params: [JSON.stringify(ids)],
});

/**
 * The SQL of a listing page: the count of matching lots (null: the page type's total), one page of
 * ids, which walks the index of its order when `matches` (the count) says that is cheap, and every
 * matching id in that order (the CSV export; with `ids`, only those of them).
 */
export function listingStatements(request: ListingRequest): {
  count: Sql | null;
  page: (matches: number, total: number) => Sql;
  all: (ids?: readonly number[]) => { count: Sql | null; ids: Sql };
} {
  const clauses = lotClauses(request);
  const where = whereOf(request.pageType, clauses);
  const offset = (request.page - 1) * request.pageSize;
  // Default order (no sort): auction date, then lot number.
  const { field, order } = request.sort ?? { field: 'auctionDate', order: 'ASC' };
  const { columns, index } = sortOrder(request.pageType, field);
  const orderBy = [...columns, 'id'].map((column) => `${column} ${order}`).join(', ');
  return {
    count: countStatement(request.pageType, clauses),
    all: (ids) => {
      const chosen = ids ? [...clauses, idsClause(ids)] : clauses;
      const matching = whereOf(request.pageType, chosen);
      return {
        count: countStatement(request.pageType, chosen),
        ids: { sql: `SELECT id FROM lots WHERE ${matching.sql} ORDER BY ${orderBy}`, params: matching.params },
      };
    },
    page: (matches, total) => {
      const walk =
        matches > 0 &&
        ((offset + request.pageSize) * total) / matches <= WALK_BUDGET &&
        !(field === 'auctionDate' && filtersByDate(request));
      return {
        sql: `SELECT id FROM lots${walk ? ` INDEXED BY ${index}` : ''} WHERE ${where.sql} ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
        params: [...where.params, request.pageSize, offset],
      };
    },
  };
}

export function createLotPager(db: Db, prepare: Prepare): (request: ListingRequest, userId: number) => LotPage {
  const countLots = createLotCounter(db, prepare);
  const readLots = createLotReader(db);

  return (request, userId) => {
    const { pageType, page, pageSize } = request;
    const totalResults = countLots(pageType, []);
    const totalSearchResults = countLots(pageType, lotClauses(request));
    const pageSql = listingStatements(request).page(totalSearchResults, totalResults);
    // A page past the end reads nothing.
    const ids =
      (page - 1) * pageSize >= totalSearchResults
        ? []
        : (prepare(pageSql.sql)
            .pluck()
            .all(...pageSql.params) as number[]);
    return { lots: readLots(ids, userId), pageInfo: { page, pageSize, totalSearchResults, totalResults } };
  };
}
