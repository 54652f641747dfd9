// Listing SQL varies with the filters applied; each distinct text is prepared once and kept.
import type { Statement } from 'better-sqlite3';
import type { Db } from '../db/open';

const MAX_STATEMENTS = 500;

export type Prepare = (sql: string) => Statement;

export function createStatementCache(db: Db): Prepare {
  const statements = new Map<string, Statement>();
  return (sql) => {
    let statement = statements.get(sql);
    if (statement) {
      // Most recently used last, so the oldest is the first to go.
      statements.delete(sql);
    } else {
      statement = db.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
    }
    statements.set(sql, statement);
    return statement;
  };
}

/**
 * A value computed from the database, kept until the data changes: `total_changes()` moves with this
 * connection's writes, `data_version` with other connections' commits.
 */
function dataVersionReader(db: Db): () => string {
  const version = db.prepare('SELECT total_changes() AS own, (SELECT data_version FROM pragma_data_version) AS other');
  return () => {
    const { own, other } = version.get() as { own: number; other: number };
    return `${own}:${other}`;
  };
}

/** Answers kept by key until the data changes (the least recently used go first past `max`). */
export function createDataMemo(db: Db, max: number): <T>(key: string, compute: () => T) => T {
  const dataVersion = dataVersionReader(db);
  let kept = new Map<string, unknown>();
  let version = '';
  return <T>(key: string, compute: () => T): T => {
    const current = dataVersion();
    if (current !== version) {
      kept = new Map();
      version = current;
    }
    if (kept.has(key)) {
      const value = kept.get(key) as T;
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const value = compute();
    if (kept.size >= max) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  };
}
