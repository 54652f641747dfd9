// Listing SQL varies with the filters applied; each distinct text is prepared once and kept. A kept
// statement is shared: every caller of one SQL text must read it the same way (pluck, raw or rows).
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

/** The lots version of migration 003: it moves with every lot written, by any connection. */
function lotsVersionReader(db: Db): () => string {
  const version = db.prepare("SELECT value FROM meta WHERE key = 'lots_version'").pluck();
  return () => String(version.get());
}

/** Answers computed from lots, kept by key until a lot changes (the least recently used go first past `max`). */
export function createLotsMemo(db: Db, max: number): <T>(key: string, compute: () => T) => T {
  const lotsVersion = lotsVersionReader(db);
  let kept = new Map<string, unknown>();
  let version = '';
  return <T>(key: string, compute: () => T): T => {
    const current = lotsVersion();
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
