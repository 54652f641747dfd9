// Setting a new password ends the account's other sessions: whoever knew the old password is logged out.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/open';

/** Stores the new password's hash and revokes the user's sessions, but the one kept (the caller's own). */
export function createPasswordWriter(db: Db): (userId: number, password: string, nowMs: number, keepSessionId?: number) => void {
  const setHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const revokeSessions = db.prepare(`UPDATE sessions SET revoked_at = @now
    WHERE user_id = @userId AND revoked_at IS NULL AND id IS NOT @keep`);
  return (userId, password, nowMs, keepSessionId) => {
    setHash.run(hashPassword(password), userId);
    revokeSessions.run({ now: nowMs, userId, keep: keepSessionId ?? null });
  };
}
