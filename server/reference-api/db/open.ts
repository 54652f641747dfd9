import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

export const IN_MEMORY = ':memory:';

/**
 * Opens the database: WAL for files (readers do not block the writer), foreign keys enforced.
 * synchronous = FULL: money moves here, so a bid answered 200 survives a power cut too (NORMAL may lose
 * the last commits); the fsync per commit costs about 1 ms (README "Benchmarks").
 */
export function openDatabase(path: string): Db {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== IN_MEMORY) {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
  }
  db.pragma('foreign_keys = ON');
  // Listing queries read large indexes: a 64 MB page cache and memory-mapped reads keep them fast.
  db.pragma('cache_size = -65536');
  if (path !== IN_MEMORY) db.pragma('mmap_size = 1073741824');
  return db;
}
