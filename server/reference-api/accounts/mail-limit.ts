// Account mails (sign-up verification, password recovery) are limited per e-mail address and per client
// address, so the forms cannot be used to flood a mailbox or to send mail in bulk. Only mails sent count.
import type { Db } from '../db/open';
import { secondsUntilFree, type RateWindow } from '../http/rate-window';

const HOUR_MS = 3600 * 1000;
/** one mailbox: a few tries at a lost link */
export const MAILS_PER_ADDRESS: RateWindow = { max: 5, windowMs: HOUR_MS };
/** one network: several people behind one office address */
export const MAILS_PER_CLIENT: RateWindow = { max: 20, windowMs: HOUR_MS };

export interface MailLimit {
  /** Seconds until one more mail to `address` requested from `client` may go out, 0 when it may now. */
  retryAfter(address: string, client: string, at: Date): number;
  recordSent(address: string, client: string, at: Date): void;
}

/** Addresses count case-insensitively, as the login does. */
const addressKey = (address: string): string => address.trim().toLowerCase();

export function createMailLimit(db: Db): MailLimit {
  const recent = (column: 'address' | 'client', window: RateWindow) =>
    db.prepare(`SELECT sent_at FROM mail_sends WHERE ${column} = ? AND sent_at > ? ORDER BY sent_at DESC LIMIT ${window.max}`).pluck();
  const byAddress = recent('address', MAILS_PER_ADDRESS);
  const byClient = recent('client', MAILS_PER_CLIENT);
  const record = db.prepare('INSERT INTO mail_sends (address, client, sent_at) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM mail_sends WHERE sent_at <= ?');
  const oldestWindow = Math.max(MAILS_PER_ADDRESS.windowMs, MAILS_PER_CLIENT.windowMs);
  return {
    retryAfter(address, client, at) {
      const ms = at.getTime();
      const addressTimes = byAddress.all(addressKey(address), ms - MAILS_PER_ADDRESS.windowMs) as number[];
      const clientTimes = byClient.all(client, ms - MAILS_PER_CLIENT.windowMs) as number[];
      return Math.max(secondsUntilFree(addressTimes, MAILS_PER_ADDRESS, ms), secondsUntilFree(clientTimes, MAILS_PER_CLIENT, ms));
    },
    recordSent(address, client, at) {
      prune.run(at.getTime() - oldestWindow);
      record.run(addressKey(address), client, at.getTime());
    },
  };
}
