// Share passwords: 6 digits per lot, valid for SHARE_PASSWORD_DAYS; asking again while one is valid
// gives the same one, so every link sent for a lot opens with the same code.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';

const SHARE_PASSWORD_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;

export interface SharePasswords {
  /** The lot's live password, made now if it has none. */
  issue(lotId: number, userId: number, at: Date): string;
  /** The lot has a live password (it was shared and has not expired). */
  isShared(lotId: number, at: Date): boolean;
  matches(lotId: number, code: string, at: Date): boolean;
}

export function createSharePasswords(db: Db): SharePasswords {
  const live = db.prepare('SELECT password FROM share_passwords WHERE lot_id = ? AND expires_at > ?').pluck();
  const store = db.prepare(`INSERT INTO share_passwords (lot_id, password, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (lot_id) DO UPDATE SET password = excluded.password, created_by = excluded.created_by,
      created_at = excluded.created_at, expires_at = excluded.expires_at`);
  const current = (lotId: number, at: Date) => live.get(lotId, at.getTime()) as string | undefined;
  const issue = db.transaction((lotId: number, userId: number, at: Date): string => {
    const existing = current(lotId, at);
    if (existing) return existing;
    const password = String(randomInt(0, 1_000_000)).padStart(6, '0');
    store.run(lotId, password, userId, at.getTime(), at.getTime() + SHARE_PASSWORD_DAYS * DAY_MS);
    return password;
  });
  return {
    issue: (lotId, userId, at) => issue(lotId, userId, at),
    isShared: (lotId, at) => current(lotId, at) !== undefined,
    matches(lotId, code, at) {
      const password = current(lotId, at);
      if (!password || code.length !== password.length) return false;
      return timingSafeEqual(Buffer.from(code), Buffer.from(password));
    },
  };
}
