// Sessions: random access and refresh tokens, stored only as SHA-256 hashes. Refreshing rotates
// both tokens in place, so an old refresh token stops working; logout revokes the row.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { REFRESH_TTL_SECONDS } from './cookies';

export interface SessionTokens {
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
  /** New tokens for a live refresh token, or undefined when it is unknown, expired or revoked. */
  rotate(refreshToken: string, nowMs: number): (SessionTokens & ActiveSession) | undefined;
  /** Revokes the session holding either token; unknown tokens are ignored. */
  revoke(tokens: { accessToken?: string; refreshToken?: string }, nowMs: number): void;
  /** Deletes sessions that can no longer be used (expired or revoked), so the table does not grow forever. */
  prune(nowMs: number): number;
}

export function createSessionStore(db: Db, accessTtlSeconds: number): SessionStore {
  const insert = db.prepare(`INSERT INTO sessions (user_id, access_hash, refresh_hash, access_expires_at, refresh_expires_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?)`);
  const findByAccess = db.prepare(`SELECT id AS sessionId, user_id AS userId FROM sessions
    WHERE access_hash = ? AND revoked_at IS NULL AND access_expires_at > ?`);
  const findByRefresh = db.prepare(`SELECT id AS sessionId, user_id AS userId FROM sessions
    WHERE refresh_hash = ? AND revoked_at IS NULL AND refresh_expires_at > ?`);
  const replaceTokens = db.prepare(`UPDATE sessions SET access_hash = ?, refresh_hash = ?, access_expires_at = ?, refresh_expires_at = ?
    WHERE id = ?`);
  const revokeRow = db.prepare(`UPDATE sessions SET revoked_at = ?
    WHERE revoked_at IS NULL AND (access_hash = ? OR refresh_hash = ?)`);
  const deleteDead = db.prepare('DELETE FROM sessions WHERE revoked_at IS NOT NULL OR refresh_expires_at <= ?');

  const issue = (nowMs: number) => {
    const tokens = { accessToken: newToken(), refreshToken: newToken() };
    return {
      tokens,
      hashes: [hashToken(tokens.accessToken), hashToken(tokens.refreshToken)] as const,
      accessExpiresAt: nowMs + accessTtlSeconds * 1000,
      refreshExpiresAt: nowMs + REFRESH_TTL_SECONDS * 1000,
    };
  };

  return {
    create(userId, nowMs) {
      const { tokens, hashes, accessExpiresAt, refreshExpiresAt } = issue(nowMs);
      insert.run(userId, hashes[0], hashes[1], accessExpiresAt, refreshExpiresAt, nowMs);
      return tokens;
    },
    byAccessToken(token, nowMs) {
      return findByAccess.get(hashToken(token), nowMs) as ActiveSession | undefined;
    },
    rotate(refreshToken, nowMs) {
      const session = findByRefresh.get(hashToken(refreshToken), nowMs) as ActiveSession | undefined;
      if (!session) return undefined;
      const { tokens, hashes, accessExpiresAt, refreshExpiresAt } = issue(nowMs);
      replaceTokens.run(hashes[0], hashes[1], accessExpiresAt, refreshExpiresAt, session.sessionId);
      return { ...tokens, ...session };
    },
    revoke({ accessToken, refreshToken }, nowMs) {
      // An absent token hashes to a value no session holds.
      revokeRow.run(nowMs, hashToken(accessToken ?? ''), hashToken(refreshToken ?? ''));
    },
    prune(nowMs) {
      return deleteDead.run(nowMs).changes;
    },
  };
}
