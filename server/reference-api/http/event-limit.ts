// Rate limits counted from the rows of a table: each limit counts the recorded events that share some
// key columns with the one at hand, within its window (rate-window.ts). Kept in the database, so a
// restart does not reset them; recording drops the events older than the longest window.
// Table and column names are ours, never input, so they are written into the SQL.
import type { Db } from '../db/open';
import { secondsUntilFree, type RateWindow } from './rate-window';

export interface CountedLimit<K extends string> {
  /** the columns an event must share with the one at hand to count */
  readonly by: readonly K[];
  readonly window: RateWindow;
}

type EventKeys<K extends string> = Readonly<Record<K, string | number>>;

export interface EventLimit<K extends string> {
  /** Seconds until one more event with these keys fits every limit, 0 when it fits now. */
  retryAfter(keys: EventKeys<K>, at: Date): number;
  /** Records an event and returns its id. */
  record(keys: EventKeys<K>, at: Date): number;
  /** Takes back a recorded event that turned out not to count. */
  remove(id: number): void;
}

export function createEventLimit<K extends string>(
  db: Db,
  table: string,
  timeColumn: string,
  limits: readonly CountedLimit<K>[],
): EventLimit<K> {
  const recent = limits.map(({ by, window }) => ({
    window,
    by,
    times: db
      .prepare(
        `SELECT ${timeColumn} FROM ${table} WHERE ${by.map((column) => `${column} = @${column}`).join(' AND ')}
        AND ${timeColumn} > @since ORDER BY ${timeColumn} DESC LIMIT ${window.max}`,
      )
      .pluck(),
  }));
  const columns = [...new Set(limits.flatMap(({ by }) => by))];
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}, ${timeColumn}) VALUES (${columns.map((column) => `@${column}`).join(', ')}, @at)`,
  );
  const prune = db.prepare(`DELETE FROM ${table} WHERE ${timeColumn} <= ?`);
  const deleteOne = db.prepare(`DELETE FROM ${table} WHERE id = ?`);
  const longestWindowMs = Math.max(...limits.map(({ window }) => window.windowMs));
  const keysOf = (keys: EventKeys<K>, of: readonly K[]) => Object.fromEntries(of.map((column) => [column, keys[column]]));

  return {
    retryAfter(keys, at) {
      const ms = at.getTime();
      return Math.max(
        ...recent.map(({ window, by, times }) =>
          secondsUntilFree(times.all({ ...keysOf(keys, by), since: ms - window.windowMs }) as number[], window, ms),
        ),
      );
    },
    record(keys, at) {
      prune.run(at.getTime() - longestWindowMs);
      return Number(insert.run({ ...keysOf(keys, columns), at: at.getTime() }).lastInsertRowid);
    },
    remove(id) {
      deleteOne.run(id);
    },
  };
}
