// Filters answers counted from a copy of the lot columns that filters test or count, held in memory
// per page type (by the database worker, worker/db-worker-thread.ts): one pass over typed arrays
// counts a million lots in milliseconds, where SQLite spends a GROUP BY per list and a MIN and a MAX
// per range. Clauses with a column test (lot-conditions.ts) are tested on the copy; the others
// (searches, the schedule, categories) select their lots by SQL, once per answer. A copy only
// answers for the lots version it was read at.
import type { Db } from '../db/open';
import type { Prepare } from '../db/statement-cache';
import { lotsVersionReader } from './statements';
import type { Counted, FacetCounting } from './facets';
import type { Clause } from './lot-conditions';

/** Every lot column a clause tests or a filters answer counts or bounds, whatever the page type. */
const COPIED_COLUMNS = [
  'maker_id',
  'model_id',
  'year',
  'mileage',
  'engine_cc',
  'hours',
  'start_price',
  'fixed_price',
  'sold_price',
  'condition',
  'color',
  'gearbox',
  'status',
  'chassis',
  'auction_id',
  'auction_date',
  'equip_mask',
] as const;

/** Lot ids per statement while copying: the worker answers its messages between pages. */
const PAGE_IDS = 5_000;
/** The SQL function each copied lot is handed to (one copy at a time per connection). */
const COPY_FUNCTION = 'seri_copy_lot';

type Value = string | number | null;

/** A column as distinct values and, per lot, the index of its value. */
interface CopiedColumn {
  readonly values: Value[];
  readonly codes: Uint16Array | Uint32Array;
  /** lots per value, of all the page type's lots: what an answer without filters counts */
  readonly counts: readonly number[];
}

/** The copy of one page type's lots. */
interface LotColumns {
  readonly size: number;
  /** lot ids, ascending: lot `ids[i]` is row i of every column */
  readonly ids: Uint32Array;
  readonly columns: ReadonlyMap<string, CopiedColumn>;
}

/** The copies of every page type, all read at one lots version. */
export interface LotCopies {
  readonly version: string;
  readonly pageTypes: ReadonlyMap<string, LotColumns>;
}

/** A typed array twice as long, or as wide, holding what `array` held. */
function grown<T extends Uint16Array | Uint32Array>(array: T, make: (length: number) => T, length = array.length * 2): T {
  const bigger = make(length);
  bigger.set(array);
  return bigger;
}

class ColumnBuilder {
  readonly values: Value[] = [];
  readonly counts: number[] = [];
  private readonly index = new Map<Value, number>();
  // neighbouring lots often share a value (an auction's date, status): no look-up then
  private last: Value | undefined;
  private lastCode = 0;
  /** two bytes a lot while the column has at most 65,536 values (every column of the seed) */
  codes: Uint16Array | Uint32Array;

  constructor(capacity: number) {
    this.codes = new Uint16Array(capacity);
  }

  add(row: number, value: Value): void {
    let code = value === this.last ? this.lastCode : this.index.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.counts.push(0);
      this.index.set(value, code);
      if (code === 0x10000) this.codes = grown(this.codes, (length) => new Uint32Array(length), this.codes.length);
    }
    if (row >= this.codes.length)
      this.codes =
        this.codes instanceof Uint16Array
          ? grown(this.codes, (length) => new Uint16Array(length))
          : grown(this.codes, (length) => new Uint32Array(length));
    this.codes[row] = code;
    this.counts[code] = (this.counts[code] as number) + 1;
    this.last = value;
    this.lastCode = code;
  }
}

class PageTypeBuilder {
  size = 0;
  ids: Uint32Array;
  readonly columns: ColumnBuilder[];

  /** `capacity`: the lots expected, so that the arrays are made once */
  constructor(capacity: number) {
    this.ids = new Uint32Array(Math.max(1, capacity));
    this.columns = COPIED_COLUMNS.map(() => new ColumnBuilder(Math.max(1, capacity)));
  }

  add(row: readonly Value[]): void {
    if (this.size >= this.ids.length) this.ids = grown(this.ids, (length) => new Uint32Array(length));
    this.ids[this.size] = Number(row[0]);
    for (let index = 0; index < this.columns.length; index += 1)
      (this.columns[index] as ColumnBuilder).add(this.size, row[index + 2] ?? null);
    this.size += 1;
  }

  build(): LotColumns {
    const fit = <T extends Uint16Array | Uint32Array>(array: T): T =>
      array.length === this.size ? array : (array.slice(0, this.size) as T);
    return {
      size: this.size,
      ids: fit(this.ids),
      columns: new Map(
        COPIED_COLUMNS.map((name, index) => {
          const column = this.columns[index] as ColumnBuilder;
          return [name, { values: column.values, codes: fit(column.codes), counts: column.counts }];
        }),
      ),
    };
  }
}

/**
 * Copies the lots page by page (`pageIds` ids a statement) in id order, handing `between` after each
 * page the page types copied whole so far: an answer needs no more than its own page type's lots.
 * Undefined when the lots changed meanwhile (the copy would mix two versions).
 */
export async function copyLots(db: Db, between: (copied: LotCopies) => Promise<void>, pageIds = PAGE_IDS): Promise<LotCopies | undefined> {
  const version = lotsVersionReader(db);
  const started = version();
  const expected = new Map(
    (db.prepare('SELECT page_type, COUNT(*) FROM lots GROUP BY page_type').raw().all() as Array<[string, number]>).map(
      ([pageType, count]) => [pageType, count],
    ),
  );
  const lastId = Number(db.prepare('SELECT MAX(id) FROM lots').pluck().get() ?? 0);
  const builders = new Map<string, PageTypeBuilder>();
  const built = new Map<string, LotColumns>();
  let previousId = 0;
  // Lots come in as a function's arguments, not as rows: better-sqlite3 spends ~3.5 µs returning a row
  // of these columns, ~1.3 µs calling a function with them (the 1.95M lots of a 1M seed: 7.5-8.9 s -> 4.0-4.5 s).
  db.function(COPY_FUNCTION, { varargs: true, directOnly: true }, (...row: Value[]) => {
    const id = Number(row[0]);
    // rows and ids must keep the order of ids (rowsOfIds); a scan of an id range gives it
    if (id <= previousId) throw new Error(`Lot ${id} came after lot ${previousId}`);
    previousId = id;
    const pageType = String(row[1]);
    let builder = builders.get(pageType);
    if (!builder) {
      builder = new PageTypeBuilder(expected.get(pageType) ?? 0);
      builders.set(pageType, builder);
    }
    builder.add(row);
    return 1;
  });
  const page = db
    .prepare(`SELECT COUNT(${COPY_FUNCTION}(id, page_type, ${COPIED_COLUMNS.join(', ')})) FROM lots WHERE id > ? AND id <= ?`)
    .pluck();
  for (let after = 0; after < lastId; after += pageIds) {
    page.get(after, after + pageIds);
    if (version() !== started) return undefined;
    for (const [pageType, builder] of builders)
      if (!built.has(pageType) && builder.size === expected.get(pageType)) built.set(pageType, builder.build());
    await between({ version: started, pageTypes: new Map(built) });
  }
  if (version() !== started) return undefined;
  return {
    version: started,
    pageTypes: new Map([...builders].map(([pageType, builder]) => [pageType, built.get(pageType) ?? builder.build()])),
  };
}

/** Rows of `columns` whose lot is among `ids` (both ascending). */
function rowsOfIds(columns: LotColumns, ids: readonly number[]): Uint8Array {
  const rows = new Uint8Array(columns.size);
  let row = 0;
  for (const id of ids) {
    while (row < columns.size && (columns.ids[row] as number) < id) row += 1;
    if (columns.ids[row] === id) rows[row] = 1;
  }
  return rows;
}

/**
 * Counting from the copies while they hold the current lots version; `fallback` otherwise (the
 * copy of a changed database is being read again).
 */
export function columnFacetCounting(db: Db, prepare: Prepare, copies: () => LotCopies | undefined, fallback: FacetCounting): FacetCounting {
  const version = lotsVersionReader(db);

  return (pageType, clauses) => {
    const copy = copies();
    const columns = copy?.version === version() ? copy.pageTypes.get(pageType.id) : undefined;
    if (!columns) return fallback(pageType, clauses);
    const column = (name: string): CopiedColumn => {
      const copied = columns.columns.get(name);
      if (!copied) throw new Error(`The lot copy has no column '${name}'`);
      return copied;
    };

    /** The rows a clause lets through. */
    const passing = (clause: Clause): Uint8Array => {
      const test = clause.values;
      if (test && columns.columns.has(test.column)) {
        const { values, codes } = column(test.column);
        const accepts = new Uint8Array(values.length);
        values.forEach((value, code) => (accepts[code] = test.accepts(value) ? 1 : 0));
        const rows = new Uint8Array(columns.size);
        for (let row = 0; row < columns.size; row += 1) rows[row] = accepts[codes[row] as number] as number;
        return rows;
      }
      const ids = prepare(`SELECT id FROM lots WHERE page_type = ? AND ${clause.sql} ORDER BY id`)
        .pluck()
        .all(pageType.id, ...clause.params) as number[];
      return rowsOfIds(columns, ids);
    };
    const clauseRows = clauses.map(passing);

    const kept = new Map<string, Uint32Array | undefined>();
    /** the rows passing several clauses at once, made again for each set of them */
    let scratch: Uint8Array | undefined;
    /**
     * The rows that pass every clause but those of `leaveOut`, in order; undefined: every row. A
     * list, not a mask: the counts then read only the lots a filter kept (a tenth, often).
     */
    const rowsUnder = (leaveOut: ReadonlySet<string>): Uint32Array | undefined => {
      const key = clauses.map((clause) => (leaveOut.has(clause.filterId) ? '-' : '+')).join('');
      if (kept.has(key)) return kept.get(key);
      const applied = clauses.flatMap((clause, index) => (leaveOut.has(clause.filterId) ? [] : [clauseRows[index] as Uint8Array]));
      let rows: Uint32Array | undefined;
      if (applied.length > 0) {
        // Counted first, so that the list is the one array made (a list of every row and a copy of the
        // mask were megabytes of garbage per answer, and the worker's collections held the next calls).
        let passing = applied[0] as Uint8Array;
        if (applied.length > 1) {
          scratch ??= new Uint8Array(columns.size);
          scratch.set(passing);
          passing = scratch;
          for (const passes of applied.slice(1))
            for (let row = 0; row < columns.size; row += 1) passing[row] = (passing[row] as number) & (passes[row] as number);
        }
        let length = 0;
        for (let row = 0; row < columns.size; row += 1) length += passing[row] as number;
        rows = new Uint32Array(length);
        let at = 0;
        for (let row = 0; row < columns.size; row += 1) {
          if (passing[row]) {
            rows[at] = row;
            at += 1;
          }
        }
      }
      kept.set(key, rows);
      return rows;
    };
    /** How many rows under the clauses but those of `leaveOut` hold each value of a column. */
    const countsOf = ({ values, codes, counts: all }: CopiedColumn, leaveOut: ReadonlySet<string>): ArrayLike<number> => {
      const rows = rowsUnder(leaveOut);
      if (!rows) return all;
      const counts = new Float64Array(values.length);
      for (let index = 0; index < rows.length; index += 1) {
        const code = codes[rows[index] as number] as number;
        counts[code] = (counts[code] as number) + 1;
      }
      return counts;
    };

    return {
      values(name, leaveOut) {
        const copied = column(name);
        const counts = countsOf(copied, leaveOut);
        const counted: Counted[] = [];
        copied.values.forEach((value, code) => {
          const counter = counts[code] as number;
          if (counter > 0 && value !== null && value !== '') counted.push({ value, counter });
        });
        return counted;
      },
      bounds(name, leaveOut) {
        const copied = column(name);
        const counts = countsOf(copied, leaveOut);
        let min: number | null = null;
        let max: number | null = null;
        copied.values.forEach((value, code) => {
          if (!counts[code] || value === null) return;
          const number = Number(value);
          if (min === null || number < min) min = number;
          if (max === null || number > max) max = number;
        });
        return { min, max };
      },
      matching: () => rowsUnder(new Set())?.length ?? columns.size,
      total: () => columns.size,
    };
  };
}
