// GET /{pageType}/filters and the lists of /filter-attributes: the options of each select filter with
// the number of lots each would give (counted under every other applied filter, not its own), the
// bounds of each range, and the totals. Answers are kept until the data changes. The counting is
// apart from the answer: SQL here, or a copy of the lot columns in memory (lot-columns.ts).
import type { FiltersResponse, FilterOption, RangeBounds } from '../../../schemas/api/listing';
import type { FilterDef } from '../../../schemas/meta/page-type.schema';
import type { Db } from '../db/open';
import type { Prepare } from '../db/statement-cache';
import { AUCTION_STATUS_NAMES } from '../reference/auction-statuses';
import { CONDITION_GRADES } from '../reference/conditions';
import { GEARBOXES } from '../reference/gearboxes';
import { rangeColumn, whereOf, type Clause } from './lot-conditions';
import { createLotCounter } from './lot-page';
import type { ListingPageType } from './page-types';
import { createLotsMemo } from './statements';

type SelectKey = keyof FiltersResponse['select'];
type RangeKey = keyof FiltersResponse['range'];
type FilterSourced = FilterDef & { source: { from: 'filters'; key: string } };

/** How much a range input moves per step. */
const RANGE_STEPS: Readonly<Record<RangeKey, number>> = {
  year: 1,
  mileage: 1000,
  engine: 100,
  hour: 100,
  startPrice: 10_000,
  finishPrice: 10_000,
};

const STATUS_NAMES = new Map(AUCTION_STATUS_NAMES.map(({ code, name }) => [code, name]));
const GEARBOX_NAMES = new Map(GEARBOXES.map(({ code, name }) => [code, name]));

export interface Counted {
  value: string | number;
  counter: number;
}

function isFilterSourced(def: FilterDef): def is FilterSourced {
  return 'source' in def && def.source.from === 'filters';
}

/** Condition grades in the order auctions rank them; other lists by label. */
function ordered(pageType: ListingPageType, key: SelectKey, options: FilterOption[]): FilterOption[] {
  if (key === 'condition') {
    const rank = new Map(CONDITION_GRADES[pageType.kind].map(({ value }, index) => [value, index]));
    return options.sort((a, b) => (rank.get(String(a.value)) ?? 99) - (rank.get(String(b.value)) ?? 99));
  }
  if (key === 'status') return options.sort((a, b) => Number(a.value) - Number(b.value));
  return options.sort((a, b) => a.label.localeCompare(b.label));
}

/** The filters answer for the applied clauses. */
export type FacetReader = (pageType: ListingPageType, clauses: readonly Clause[]) => FiltersResponse;

/** Lots under a request's clauses, counted: what a filters answer is made of. */
interface FacetCounts {
  /** lots per value of a column (no NULL, no ''), under the clauses but those of the filters in `leaveOut` */
  values(column: string, leaveOut: ReadonlySet<string>): Counted[];
  /** the least and greatest value of a column under the clauses but those of the filters in `leaveOut` */
  bounds(column: string, leaveOut: ReadonlySet<string>): { min: number | null; max: number | null };
  /** lots matching every clause */
  matching(): number;
  /** lots of the page type */
  total(): number;
}

export type FacetCounting = (pageType: ListingPageType, clauses: readonly Clause[]) => FacetCounts;

/** Select lists counted straight from a lot column (the auction list is counted per house). */
const FACET_COLUMNS: Readonly<Partial<Record<SelectKey, string>>> = {
  chassis: 'chassis',
  condition: 'condition',
  gearbox: 'gearbox',
  color: 'color',
  status: 'status',
};

/** Counting by SQL: a GROUP BY per list, a MIN and a MAX per range. */
export function sqlFacetCounting(db: Db, prepare: Prepare): FacetCounting {
  const countLots = createLotCounter(db, prepare);
  return (pageType, clauses) => {
    const under = (leaveOut: ReadonlySet<string>) => clauses.filter((clause) => !leaveOut.has(clause.filterId));
    return {
      values(column, leaveOut) {
        const kept = under(leaveOut);
        const where = whereOf(pageType, kept);
        // Under filters, `+column` keeps SQLite from walking the column's own index (sorted for the
        // grouping, but reading every lot of the page type) instead of the index of the filters.
        const group = kept.length === 0 ? column : `+${column}`;
        return prepare(
          `SELECT ${column} AS value, COUNT(*) AS counter FROM lots WHERE ${where.sql} AND ${column} IS NOT NULL AND ${column} <> '' GROUP BY ${group}`,
        ).all(...where.params) as Counted[];
      },
      bounds(column, leaveOut) {
        const where = whereOf(pageType, under(leaveOut));
        // One aggregate per statement: SQLite then reads a minimum or maximum straight from an index.
        const min = prepare(`SELECT MIN(${column}) FROM lots WHERE ${where.sql}`)
          .pluck()
          .get(...where.params) as number | null;
        const max = prepare(`SELECT MAX(${column}) FROM lots WHERE ${where.sql}`)
          .pluck()
          .get(...where.params) as number | null;
        return { min, max };
      },
      matching: () => countLots(pageType, clauses),
      total: () => countLots(pageType, []),
    };
  };
}

export function createFacetReader(db: Db, counting: FacetCounting): FacetReader {
  const memo = createLotsMemo(db, 300);
  const houseOfAuction = db.prepare('SELECT a.id, h.id AS houseId, h.name FROM auctions a JOIN auction_houses h ON h.id = a.house_id');

  /** Statistics pick auction houses: counts per auction are summed per house. */
  function houseOptions(counts: FacetCounts, leaveOut: ReadonlySet<string>): FilterOption[] {
    const houses = new Map((houseOfAuction.all() as Array<{ id: number; houseId: number; name: string }>).map((row) => [row.id, row]));
    const byHouse = new Map<number, FilterOption>();
    for (const { value, counter } of counts.values('auction_id', leaveOut)) {
      const house = houses.get(Number(value));
      if (!house) continue;
      const option = byHouse.get(house.houseId) ?? { value: house.houseId, label: house.name, counter: 0 };
      option.counter = (option.counter ?? 0) + counter;
      byHouse.set(house.houseId, option);
    }
    return [...byHouse.values()];
  }

  function selectOptions(pageType: ListingPageType, key: SelectKey, counts: FacetCounts, leaveOut: ReadonlySet<string>): FilterOption[] {
    if (key === 'auction') return ordered(pageType, key, houseOptions(counts, leaveOut));
    const column = FACET_COLUMNS[key];
    if (!column) throw new Error(`No lot column behind the '${key}' list of ${pageType.id}`);
    const label = (value: string | number): string =>
      key === 'status'
        ? (STATUS_NAMES.get(Number(value)) ?? String(value))
        : key === 'gearbox'
          ? (GEARBOX_NAMES.get(String(value)) ?? String(value))
          : String(value);
    return ordered(
      pageType,
      key,
      counts.values(column, leaveOut).map(({ value, counter }) => ({ value, label: label(value), counter })),
    );
  }

  function rangeBounds(key: RangeKey, { min, max }: { min: number | null; max: number | null }): RangeBounds {
    const step = RANGE_STEPS[key];
    return { min: Math.floor((min ?? 0) / step) * step, max: Math.ceil((max ?? 0) / step) * step, step };
  }

  return (pageType, clauses) =>
    memo(`${pageType.id}|${JSON.stringify(clauses)}`, () => {
      const counts = counting(pageType, clauses);
      const select: FiltersResponse['select'] = {};
      const range: FiltersResponse['range'] = {};
      // Range bounds show what the other choices span, so range choices themselves are left out.
      const rangeIds = new Set(pageType.schema.filters.filter((def) => def.kind === 'range').map((def) => def.id));
      for (const def of pageType.schema.filters.filter(isFilterSourced)) {
        const key = def.source.key;
        if (def.kind === 'range')
          range[key as RangeKey] = rangeBounds(key as RangeKey, counts.bounds(rangeColumn(pageType, def.param), rangeIds));
        else select[key as SelectKey] = selectOptions(pageType, key as SelectKey, counts, new Set([def.id]));
      }
      return { select, range, totals: { totalSearchResults: counts.matching(), totalResults: counts.total() } };
    });
}
