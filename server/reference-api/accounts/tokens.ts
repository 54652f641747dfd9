// Link tokens of the account e-mails: random, stored only as hashes, usable once, dead after 24 hours.
import type { Db } from '../db/open';
import { hashToken, newToken } from '../auth/sessions';

type TokenPurpose = 'verify-email' | 'reset-password';

const TOKEN_TTL_MS = 24 * 3600 * 1000;

export interface AccountTokens {
  /** A new token for the user; the e-mail link carries it, the database only its hash. */
  issue(userId: number, purpose: TokenPurpose, nowMs: number): string;
  /** The user of a live token (unused, not expired), without using it. */
  peek(token: string, purpose: TokenPurpose, nowMs: number): number | undefined;
  /** Uses a live token: its user, or undefined when it is unknown, used or expired. Atomic, so a link works once. */
  consume(token: string, purpose: TokenPurpose, nowMs: number): number | undefined;
  /** Uses up every live token of the user for that purpose (older links die with a new password). */
  consumeAll(userId: number, purpose: TokenPurpose, nowMs: number): void;
}

export function createAccountTokens(db: Db): AccountTokens {
  const insert = db.prepare(`INSERT INTO account_tokens (user_id, purpose, token_hash, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?)`);
  const findLive = db
    .prepare(
      `SELECT user_id FROM account_tokens
    WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?`,
    )
    .pluck();
  const useLive = db
    .prepare(
      `UPDATE account_tokens SET used_at = @now
    WHERE token_hash = @hash AND purpose = @purpose AND used_at IS NULL AND expires_at > @now
    RETURNING user_id`,
    )
    .pluck();
  const useAll = db.prepare(`UPDATE account_tokens SET used_at = ?
    WHERE user_id = ? AND purpose = ? AND used_at IS NULL`);

  return {
    issue(userId, purpose, nowMs) {
      const token = newToken();
      insert.run(userId, purpose, hashToken(token), nowMs, nowMs + TOKEN_TTL_MS);
      return token;
    },
    peek(token, purpose, nowMs) {
      return findLive.get(hashToken(token), purpose, nowMs) as number | undefined;
    },
    consume(token, purpose, nowMs) {
      return useLive.get({ hash: hashToken(token), purpose, now: nowMs }) as number | undefined;
    },
    consumeAll(userId, purpose, nowMs) {
      useAll.run(nowMs, userId, purpose);
    },
  };
}
