// Failed logins are limited per account (the e-mail typed, known or not) and per client address, with
// back-off: a few tries a quarter-hour, fewer a day (OWASP ASVS V2.2.1 allows at most 100 an hour).
// An attempt counts as failed from its start, before its password is hashed: concurrent guesses cannot
// all pass the check, and a locked account or network costs no scrypt work.
import type { Db } from '../db/open';
import { createEventLimit } from '../http/event-limit';
import type { RateWindow } from '../http/rate-window';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** one account: typos, then a lock of up to 15 minutes; a day's worth of guesses locks it for the day */
export const LOGIN_FAILURES_PER_ACCOUNT: readonly RateWindow[] = [
  { max: 5, windowMs: 15 * MINUTE_MS },
  { max: 20, windowMs: DAY_MS },
];
/** one network: an office behind one address, or one guesser trying many accounts */
export const LOGIN_FAILURES_PER_CLIENT: readonly RateWindow[] = [
  { max: 30, windowMs: 15 * MINUTE_MS },
  { max: 200, windowMs: DAY_MS },
];

export interface LoginAttempts {
  /** Seconds until `account` may be tried from `client`, 0 when it may now. */
  retryAfter(account: string, client: string, at: Date): number;
  /** Counts an attempt as failed; call the function returned when its password proves right. */
  start(account: string, client: string, at: Date): () => void;
}

export function createLoginAttempts(db: Db): LoginAttempts {
  const attempts = createEventLimit(db, 'login_attempts', 'attempted_at', [
    ...LOGIN_FAILURES_PER_ACCOUNT.map((window) => ({ by: ['account'] as const, window })),
    ...LOGIN_FAILURES_PER_CLIENT.map((window) => ({ by: ['client'] as const, window })),
  ]);
  return {
    retryAfter: (account, client, at) => attempts.retryAfter({ account, client }, at),
    start(account, client, at) {
      const id = attempts.record({ account, client }, at);
      return () => attempts.remove(id);
    },
  };
}
