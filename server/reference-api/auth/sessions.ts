// Sessions: random access and refresh tokens, stored only as SHA-256 hashes. Refreshing rotates both
// tokens in place, so an old refresh token stops working; it is kept as retired, and a replay of it
// ends the whole session (the token was stolen: one of its two holders already rotated it). A session
// lives at most SESSION_MAX_SECONDS from its login and ends after SESSION_IDLE_SECONDS without a
// refresh. Logout, a password change and a replay revoke sessions and tell the onEnded listeners.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { ROLE_ID } from '../../../schemas/api/roles';
import { REFRESH_TTL_SECONDS } from './cookies';

/** absolute lifetime: a login is asked for again after 30 days, however active the session */
export const SESSION_MAX_SECONDS = REFRESH_TTL_SECONDS;
/** idle timeout: a session not refreshed for a week ends */
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/**
 * Two tabs of one browser share its cookies and may both refresh with the same token at once: a replay
 * this soon after the rotation is refused without ending the session.
 */
export const REPLAY_GRACE_MS = 10_000;
/**
 * Live sessions one user may hold (devices and browsers): a login beyond it ends the user's oldest, so
 * scripted logins cannot grow the table (and the sockets riding on sessions) without end.
 */
export const MAX_SESSIONS_PER_USER = 50;

interface SessionTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface ActiveSession {
  readonly sessionId: number;
  readonly userId: number;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionStore {
  create(userId: number, nowMs: number): SessionTokens;
  /** The live session of an access token, if any. */
  byAccessToken(token: string, nowMs: number): ActiveSession | undefined;
  /** Whether a session can still be used: not revoked, not past its idle timeout or lifetime. */
  isLive(sessionId: number, nowMs: number): boolean;
  /** New tokens for a live refresh token, or undefined when it is unknown, expired, revoked or retired. */
  rotate(refreshToken: string, nowMs: number): (SessionTokens & ActiveSession) | undefined;
  /** Revokes the session holding either token; unknown tokens are ignored. */
  revoke(tokens: { accessToken?: string; refreshToken?: string }, nowMs: number): void;
  /** Revokes every session of a user but the one kept (a password change keeps the caller's). */
  revokeUser(userId: number, nowMs: number, keepSessionId?: number): void;
  /** Calls `listener` with the ids of the sessions each revocation ended. */
  onEnded(listener: (sessionIds: readonly number[]) => void): void;
  /** Deletes sessions that can no longer be used (expired or revoked), so the table does not grow forever. */
  prune(nowMs: number): number;
}

export function createSessionStore(db: Db, accessTtlSeconds: number): SessionStore {
  const insert = db.prepare(`INSERT INTO sessions (user_id, access_hash, refresh_hash, access_expires_at, refresh_expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  // A session counts only while its user may sign in: an account disabled meanwhile (role 982, set by
  // the company's staff in the database) is refused on its next call, refresh or socket check.
  const userAllowed = `EXISTS (SELECT 1 FROM users WHERE users.id = sessions.user_id AND users.role_id <> ${ROLE_ID.disabled})`;
  const findByAccess = db.prepare(`SELECT id AS sessionId, user_id AS userId FROM sessions
    WHERE access_hash = ? AND revoked_at IS NULL AND access_expires_at > ? AND ${userAllowed}`);
  const findLive = db
    .prepare(`SELECT 1 FROM sessions WHERE id = ? AND revoked_at IS NULL AND refresh_expires_at > ? AND ${userAllowed}`)
    .pluck();
  const findByRefresh = db.prepare(`SELECT id AS sessionId, user_id AS userId, created_at AS createdAt FROM sessions
    WHERE refresh_hash = ? AND revoked_at IS NULL AND refresh_expires_at > ? AND ${userAllowed}`);
  const findRetired = db.prepare('SELECT session_id AS sessionId, retired_at AS retiredAt FROM retired_refresh_tokens WHERE hash = ?');
  const retire = db.prepare('INSERT INTO retired_refresh_tokens (hash, session_id, retired_at) VALUES (?, ?, ?)');
  // A retired token older than the idle timeout had expired anyway: a replay of it needs no record.
  const forgetRetired = db.prepare('DELETE FROM retired_refresh_tokens WHERE session_id = ? AND retired_at <= ?');
  const forgetAllRetired = db.prepare('DELETE FROM retired_refresh_tokens WHERE retired_at <= ?');
  const replaceTokens = db.prepare(`UPDATE sessions SET access_hash = ?, refresh_hash = ?, access_expires_at = ?, refresh_expires_at = ?
    WHERE id = ?`);
  const revokeByTokens = db
    .prepare('UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL AND (access_hash = ? OR refresh_hash = ?) RETURNING id')
    .pluck();
  const revokeById = db.prepare('UPDATE sessions SET revoked_at = ? WHERE revoked_at IS NULL AND id = ? RETURNING id').pluck();
  const revokeOldest = db
    .prepare(
      `UPDATE sessions SET revoked_at = @now WHERE id IN (
        SELECT id FROM sessions WHERE user_id = @userId AND revoked_at IS NULL AND refresh_expires_at > @now
        ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ${MAX_SESSIONS_PER_USER}) RETURNING id`,
    )
    .pluck();
  const revokeOfUser = db
    .prepare('UPDATE sessions SET revoked_at = @now WHERE user_id = @userId AND revoked_at IS NULL AND id IS NOT @keep RETURNING id')
    .pluck();
  const deleteDead = db.prepare('DELETE FROM sessions WHERE revoked_at IS NOT NULL OR refresh_expires_at <= ?');
  const listeners: Array<(sessionIds: readonly number[]) => void> = [];

  const ended = (sessionIds: unknown[]) => {
    if (sessionIds.length === 0) return;
    for (const listener of listeners) listener(sessionIds as number[]);
  };

  const issue = (nowMs: number, createdAtMs: number) => {
    const tokens = { accessToken: newToken(), refreshToken: newToken() };
    const refreshExpiresAt = Math.min(nowMs + SESSION_IDLE_SECONDS * 1000, createdAtMs + SESSION_MAX_SECONDS * 1000);
    return {
      tokens,
      hashes: [hashToken(tokens.accessToken), hashToken(tokens.refreshToken)] as const,
      accessExpiresAt: Math.min(nowMs + accessTtlSeconds * 1000, refreshExpiresAt),
      refreshExpiresAt,
    };
  };

  const rotateLive = db.transaction((session: ActiveSession, oldHash: string, nowMs: number, createdAtMs: number) => {
    const { tokens, hashes, accessExpiresAt, refreshExpiresAt } = issue(nowMs, createdAtMs);
    retire.run(oldHash, session.sessionId, nowMs);
    forgetRetired.run(session.sessionId, nowMs - SESSION_IDLE_SECONDS * 1000);
    replaceTokens.run(hashes[0], hashes[1], accessExpiresAt, refreshExpiresAt, session.sessionId);
    return tokens;
  });

  return {
    create(userId, nowMs) {
      const { tokens, hashes, accessExpiresAt, refreshExpiresAt } = issue(nowMs, nowMs);
      insert.run(userId, hashes[0], hashes[1], accessExpiresAt, refreshExpiresAt, nowMs);
      ended(revokeOldest.all({ now: nowMs, userId }));
      return tokens;
    },
    byAccessToken(token, nowMs) {
      return findByAccess.get(hashToken(token), nowMs) as ActiveSession | undefined;
    },
    isLive(sessionId, nowMs) {
      return findLive.get(sessionId, nowMs) !== undefined;
    },
    rotate(refreshToken, nowMs) {
      const hash = hashToken(refreshToken);
      const live = findByRefresh.get(hash, nowMs) as (ActiveSession & { createdAt: number }) | undefined;
      if (live) {
        const session = { sessionId: live.sessionId, userId: live.userId };
        return { ...rotateLive(session, hash, nowMs, live.createdAt), ...session };
      }
      const retired = findRetired.get(hash) as { sessionId: number; retiredAt: number } | undefined;
      if (retired && nowMs - retired.retiredAt > REPLAY_GRACE_MS) ended(revokeById.all(nowMs, retired.sessionId));
      return undefined;
    },
    revoke({ accessToken, refreshToken }, nowMs) {
      // An absent token hashes to a value no session holds.
      ended(revokeByTokens.all(nowMs, hashToken(accessToken ?? ''), hashToken(refreshToken ?? '')));
    },
    revokeUser(userId, nowMs, keepSessionId) {
      ended(revokeOfUser.all({ now: nowMs, userId, keep: keepSessionId ?? null }));
    },
    onEnded(listener) {
      listeners.push(listener);
    },
    prune(nowMs) {
      forgetAllRetired.run(nowMs - SESSION_IDLE_SECONDS * 1000);
      return deleteDead.run(nowMs).changes;
    },
  };
}
