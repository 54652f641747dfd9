// Wrong share codes are limited per lot and client address: SHARE_MAX_WRONG in SHARE_WINDOW_MS, then
// 429 until the oldest of them leaves the window. A 6-digit code then takes years to guess.
import type { Db } from '../db/open';
import { createEventLimit } from '../http/event-limit';

export const SHARE_MAX_WRONG = 5;
const SHARE_WINDOW_MS = 15 * 60 * 1000;

export interface ShareAttempts {
  /** Seconds until this client may try the lot again, 0 when it may now. */
  retryAfter(lotId: number, client: string, at: Date): number;
  recordWrong(lotId: number, client: string, at: Date): void;
}

export function createShareAttempts(db: Db): ShareAttempts {
  const wrong = createEventLimit(db, 'share_attempts', 'attempted_at', [
    { by: ['lot_id', 'client'], window: { max: SHARE_MAX_WRONG, windowMs: SHARE_WINDOW_MS } },
  ]);
  return {
    retryAfter: (lotId, client, at) => wrong.retryAfter({ lot_id: lotId, client }, at),
    recordWrong(lotId, client, at) {
      wrong.record({ lot_id: lotId, client }, at);
    },
  };
}
