// The connection a CSV export reads through. On a database file each export opens its own read-only
// connection: its statement iterates one row at a time in one read transaction (a consistent snapshot,
// WAL lets writers go on), and the API's connection stays free for writes, which an open iterator on
// it would refuse. An in-memory database has no file to open twice: its exports read on the API's
// connection, each statement at once (a throwaway database, small). Exports at a time are limited,
// per user and in all: each holds a connection and CPU while the file downloads.
import Database, { type Statement } from 'better-sqlite3';
import { HttpError } from '../http/errors';
import { IN_MEMORY, type Db } from '../db/open';

export const MAX_EXPORTS_PER_USER = 2;
export const MAX_EXPORTS = 6;

export interface ExportReader {
  readonly db: Db;
  /** a statement's rows, each read as the previous one is written */
  rows(statement: Statement, ...params: unknown[]): IterableIterator<unknown>;
  /** ends the export's read and frees its place; once is enough, twice does no harm */
  close(): void;
}

export type OpenExportReader = (userId: number) => ExportReader;

export function createExportReaders(db: Db, dbPath: string): OpenExportReader {
  const running = new Map<number, number>();
  const total = () => [...running.values()].reduce((sum, count) => sum + count, 0);

  return (userId) => {
    const mine = running.get(userId) ?? 0;
    if (mine >= MAX_EXPORTS_PER_USER || total() >= MAX_EXPORTS) {
      throw new HttpError(429, {
        success: false,
        message: 'Too many exports at once: wait for one to finish',
        messageCode: 'TooManyExports',
      });
    }
    const own = dbPath === IN_MEMORY ? undefined : new Database(dbPath, { readonly: true, fileMustExist: true });
    running.set(userId, mine + 1);
    let open = true;
    return {
      db: own ?? db,
      rows: (statement, ...params) => (own ? statement.iterate(...params) : statement.all(...params)[Symbol.iterator]()),
      close: () => {
        if (!open) return;
        open = false;
        own?.close();
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) running.set(userId, left);
        else running.delete(userId);
      },
    };
  };
}
