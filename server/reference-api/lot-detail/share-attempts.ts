// Wrong share codes are limited per lot and client address: SHARE_MAX_WRONG in SHARE_WINDOW_MS, then
// 429 until the oldest of them leaves the window. A 6-digit code then takes years to guess.
import type { Db } from '../db/open';
import { secondsUntilFree } from '../http/rate-window';

export const SHARE_MAX_WRONG = 5;
export const SHARE_WINDOW_MS = 15 * 60 * 1000;

export interface ShareAttempts {
  /** Seconds until this client may try the lot again, 0 when it may now. */
  retryAfter(lotId: number, client: string, at: Date): number;
  recordWrong(lotId: number, client: string, at: Date): void;
}

export function createShareAttempts(db: Db): ShareAttempts {
  const recent = db
    .prepare('SELECT attempted_at FROM share_attempts WHERE lot_id = ? AND client = ? AND attempted_at > ? ORDER BY attempted_at DESC LIMIT ?')
    .pluck();
  const record = db.prepare('INSERT INTO share_attempts (lot_id, client, attempted_at) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM share_attempts WHERE attempted_at <= ?');
  return {
    retryAfter(lotId, client, at) {
      const times = recent.all(lotId, client, at.getTime() - SHARE_WINDOW_MS, SHARE_MAX_WRONG) as number[];
      return secondsUntilFree(times, { max: SHARE_MAX_WRONG, windowMs: SHARE_WINDOW_MS }, at.getTime());
    },
    recordWrong(lotId, client, at) {
      prune.run(at.getTime() - SHARE_WINDOW_MS);
      record.run(lotId, client, at.getTime());
    },
  };
}
