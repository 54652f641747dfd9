// Account mails (sign-up verification, password recovery) are limited per e-mail address and per client
// address, so the forms cannot be used to flood a mailbox or to send mail in bulk. Only mails sent count,
// but each counts from before it is sent: requests arriving while a slow SMTP server is busy with the
// first ones cannot all pass the check. A mail that fails to go out is taken back.
import type { Db } from '../db/open';
import { createEventLimit } from '../http/event-limit';
import type { RateWindow } from '../http/rate-window';

const HOUR_MS = 3600 * 1000;
/** one mailbox: a few tries at a lost link */
export const MAILS_PER_ADDRESS: RateWindow = { max: 5, windowMs: HOUR_MS };
/** one network: several people behind one office address */
export const MAILS_PER_CLIENT: RateWindow = { max: 20, windowMs: HOUR_MS };

export interface MailLimit {
  /** Seconds until one more mail to `address` requested from `client` may go out, 0 when it may now. */
  retryAfter(address: string, client: string, at: Date): number;
  /** Counts a mail as sent; call the function returned if it could not be sent. */
  reserve(address: string, client: string, at: Date): () => void;
}

/** Addresses count case-insensitively, as the login does. */
const addressKey = (address: string): string => address.trim().toLowerCase();

export function createMailLimit(db: Db): MailLimit {
  const sends = createEventLimit(db, 'mail_sends', 'sent_at', [
    { by: ['address'], window: MAILS_PER_ADDRESS },
    { by: ['client'], window: MAILS_PER_CLIENT },
  ]);
  return {
    retryAfter: (address, client, at) => sends.retryAfter({ address: addressKey(address), client }, at),
    reserve(address, client, at) {
      const id = sends.record({ address: addressKey(address), client }, at);
      return () => sends.remove(id);
    },
  };
}
