// Setting a new password ends the account's other sessions: whoever knew the old password is logged out.
// Both in one transaction: a new password whose sessions failed to end is not kept (nor answered).
import { hashPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import type { Db } from '../db/open';

/** Stores the new password's hash and revokes the user's sessions, but the one kept (the caller's own). */
export function createPasswordWriter(
  db: Db,
  sessions: SessionStore,
): (userId: number, password: string, nowMs: number, keepSessionId?: number) => void {
  const setHash = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  return db.transaction((userId: number, password: string, nowMs: number, keepSessionId?: number) => {
    setHash.run(hashPassword(password), userId);
    sessions.revokeUser(userId, nowMs, keepSessionId);
  });
}
