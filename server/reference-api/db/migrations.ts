// Numbered migrations, applied in order once each and recorded in the migrations table.
// Later issues append to MIGRATIONS; an applied migration is never edited.
import type { Db } from './open';
import { initialSchema } from './migrations/001-initial-schema';
import { listingSchema } from './migrations/002-listing';
import { lotsVersionSchema } from './migrations/003-lots-version';
import { auctionOrderSchema } from './migrations/004-auction-order';
import { accountsSchema } from './migrations/005-accounts';
import { purchasesSchema } from './migrations/009-purchases';
import { bidChatSchema } from './migrations/008-bid-chat';
import { biddingSchema } from './migrations/007-bidding';
import { lotDetailSchema } from './migrations/006-lot-detail';
import { mailLimitsSchema } from './migrations/010-mail-limits';
import { loginLimitsSchema } from './migrations/011-login-limits-and-session-families';
import { destinationPortSchema } from './migrations/012-destination-port';
import { lotGuideSchema } from './migrations/013-lot-guide';
import { listColumnsSchema } from './migrations/014-list-columns';
import { searchAlertsSchema } from './migrations/015-search-alerts';
import { scheduleCatchUpSchema } from './migrations/016-schedule-catch-up';
import { adjustmentSetSchema } from './migrations/017-adjustment-set';
import { ussPhotoLinksSchema } from './migrations/018-uss-photo-links';
import { chatWritersSchema } from './migrations/019-chat-writers';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'initial schema', sql: initialSchema },
  { version: 2, name: 'listing: maker and date on lots, favorites, listing indexes', sql: listingSchema },
  { version: 3, name: 'lots version, moved by every lot write', sql: lotsVersionSchema },
  { version: 4, name: 'listing: lots of chosen auctions in date order', sql: auctionOrderSchema },
  { version: 5, name: 'accounts: link tokens, mail outbox, referral code', sql: accountsSchema },
  { version: 6, name: 'lot detail: notes, share passwords and attempts, USS usage, photo archives', sql: lotDetailSchema },
  { version: 7, name: 'bidding: bid history', sql: biddingSchema },
  { version: 8, name: 'bid chat: messages and reads per bid; bids by lot and manager', sql: bidChatSchema },
  { version: 9, name: 'purchases, purchase documents and payments', sql: purchasesSchema },
  { version: 10, name: 'account mails sent, for their rate limit', sql: mailLimitsSchema },
  { version: 11, name: 'login attempts, for their rate limit; retired refresh tokens; absolute session lifetime', sql: loginLimitsSchema },
  { version: 12, name: 'users: destination port of the landed-cost estimate', sql: destinationPortSchema },
  { version: 13, name: 'bid guide: earlier offerings of a vehicle, comparable sales', sql: lotGuideSchema },
  { version: 14, name: "list columns: a user's arrangement of each list page's columns", sql: listColumnsSchema },
  {
    version: 15,
    name: 'saved-search alerts: the alert flag, matches awaiting the daily digest, digests sent, unsubscribe tokens',
    sql: searchAlertsSchema,
  },
  { version: 16, name: 'schedule: lots follow their auction in steps (date and phase per auction)', sql: scheduleCatchUpSchema },
  {
    version: 17,
    name: "bids: whether a manager set the adjustment price (0 included) or it is the page type's default",
    sql: adjustmentSetSchema,
  },
  { version: 18, name: "USS photo links: a day's access to a USS lot's paid photos", sql: ussPhotoLinksSchema },
  { version: 19, name: "bid chat: a writer's messages by time, for their rate limit", sql: chatWritersSchema },
];

export function migrate(db: Db, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const newlyApplied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}
