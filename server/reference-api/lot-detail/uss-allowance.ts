// The daily allowance of USS extra images: users.daily_uss_limit requests per Japan day, counted in
// uss_usage (migration 006), so a restart does not give the day back.
import type { Db } from '../db/open';
import { japanDate } from '../../../shared/japan-time';

type UssTake = { ok: true; remaining: number } | { ok: false; reason: 'noAllowance' | 'usedUp' };

export interface UssAllowance {
  remaining(userId: number, at: Date): number;
  /** Counts one request if the day's allowance has room. */
  take(userId: number, at: Date): UssTake;
}

export function createUssAllowance(db: Db): UssAllowance {
  const limit = db.prepare('SELECT daily_uss_limit FROM users WHERE id = ?').pluck();
  const used = db.prepare('SELECT used FROM uss_usage WHERE user_id = ? AND day = ?').pluck();
  const count = db.prepare(`INSERT INTO uss_usage (user_id, day, used) VALUES (?, ?, 1)
    ON CONFLICT (user_id, day) DO UPDATE SET used = used + 1`);
  const state = (userId: number, at: Date) => {
    const day = japanDate(at);
    const dailyLimit = Number(limit.get(userId) ?? 0);
    return { day, dailyLimit, remaining: Math.max(0, dailyLimit - Number(used.get(userId, day) ?? 0)) };
  };
  const take = db.transaction((userId: number, at: Date): UssTake => {
    const { day, dailyLimit, remaining } = state(userId, at);
    if (dailyLimit <= 0) return { ok: false, reason: 'noAllowance' };
    if (remaining <= 0) return { ok: false, reason: 'usedUp' };
    count.run(userId, day);
    return { ok: true, remaining: remaining - 1 };
  });
  return {
    remaining: (userId, at) => state(userId, at).remaining,
    take: (userId, at) => take(userId, at),
  };
}
