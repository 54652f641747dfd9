// Answers computed from lots alone, kept until a lot is written.
import type { Db } from '../db/open';
import { Lru } from '../lru';

/** The lots version of migration 003: it moves with every lot written, by any connection. */
export function lotsVersionReader(db: Db): () => string {
  const version = db.prepare("SELECT value FROM meta WHERE key = 'lots_version'").pluck();
  return () => String(version.get());
}

/** Answers computed from lots, kept by key until a lot changes (the least recently used go first past `max`). */
export function createLotsMemo(db: Db, max: number): <T>(key: string, compute: () => T) => T {
  const lotsVersion = lotsVersionReader(db);
  const kept = new Lru<string, unknown>(max);
  let version = '';
  return <T>(key: string, compute: () => T): T => {
    const current = lotsVersion();
    if (current !== version) {
      kept.clear();
      version = current;
    }
    return kept.getOrSet(key, compute) as T;
  };
}
