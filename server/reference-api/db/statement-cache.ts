// SQL whose text varies with a request's filters and sort is prepared once per distinct text and kept
// in one bounded cache per API (an LRU): the texts follow what clients ask, so an unbounded map let
// any client grow the process by sending new shapes of query. A kept statement is shared: every
// caller of one SQL text must read it the same way (pluck, raw or rows), or set its mode before use.
import type { Statement } from 'better-sqlite3';
import { Lru } from '../lru';
import type { Db } from './open';

/** Prepared statements kept; the least recently used is finalized by the GC once dropped. */
export const MAX_CACHED_STATEMENTS = 500;

export type Prepare = (sql: string) => Statement;

export interface StatementCache {
  readonly prepare: Prepare;
  /** statements kept now (at most `max`) */
  size(): number;
  readonly max: number;
}

export function createStatementCache(db: Db, max = MAX_CACHED_STATEMENTS): StatementCache {
  const statements = new Lru<string, Statement>(max);
  return {
    prepare: (sql) => statements.getOrSet(sql, () => db.prepare(sql)),
    size: () => statements.size,
    max,
  };
}
