// The database file's durability settings (server/reference-api/db/open.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/reference-api/db/open';

const SYNCHRONOUS_FULL = 2;

describe('openDatabase on a file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'seri-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes ahead (WAL) and syncs every commit to disk (synchronous = FULL): an answered bid survives a power cut', () => {
    const db = openDatabase(join(dir, 'seri.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(SYNCHRONOUS_FULL);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });
});
