// The development outbox: without SMTP, mail is kept in the database and listed at /dev/outbox, so a
// person (or an e2e test) can open the verification and recovery links.
import type { OutboxMessage } from '../../../schemas/api/accounts';
import type { Db } from '../db/open';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** the links the mail carries, listed apart so the outbox page can show them clickable */
  readonly links: readonly string[];
}

export interface Outbox {
  store(mail: Mail, at: Date): void;
  /** The newest messages first. */
  list(limit: number): OutboxMessage[];
}

interface OutboxRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string;
  createdAt: string;
}

export function createOutbox(db: Db): Outbox {
  const insert = db.prepare(`INSERT INTO outbox (recipient, subject, text, html, links, created_at)
    VALUES (@to, @subject, @text, @html, @links, @createdAt)`);
  const newest = db.prepare(`SELECT id, recipient AS "to", subject, text, html, links, created_at AS createdAt
    FROM outbox ORDER BY id DESC LIMIT ?`);
  return {
    store(mail, at) {
      insert.run({ ...mail, links: JSON.stringify(mail.links), createdAt: at.toISOString() });
    },
    list(limit) {
      return (newest.all(limit) as OutboxRow[]).map((row) => ({ ...row, links: JSON.parse(row.links) as string[] }));
    },
  };
}
