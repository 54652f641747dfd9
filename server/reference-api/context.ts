// What every route module gets: the database, the clock, sessions, real-time events.
import type { RequestHandler } from 'express';
import type { ListingQueryObserver } from '../observability/metrics';
import type { Mailer } from './accounts/mailer';
import type { SessionStore } from './auth/sessions';
import type { Db } from './db/open';
import type { Prepare } from './db/statement-cache';
import type { ListExports } from './export/list-export';
import type { PageTypeAccess } from './http/page-type-access';
import type { Realtime } from './realtime';
import type { DbWorker } from './worker/db-worker';

export interface ApiContext {
  readonly db: Db;
  /** SQL that varies with the request (filters, sorts), prepared through the API's one bounded cache */
  readonly prepare: Prepare;
  readonly now: () => Date;
  readonly sessions: SessionStore;
  readonly realtime: Realtime;
  readonly accessTtlSeconds: number;
  /** where uploaded files live (purchase documents) */
  readonly dataDir: string;
  /** account mail (SMTP or the development outbox); its links point at portalUrl */
  readonly mail: { readonly mailer: Mailer; readonly portalUrl: string };
  /** the page types the company enabled and who may view them */
  readonly pageTypes: PageTypeAccess;
  /** told how long a listing or filters call spent in SQLite (metrics) */
  readonly observeListingQuery: ListingQueryObserver;
  /** route guard: 401 without a live access token */
  readonly requireSession: RequestHandler;
  /** the CSV export of the lists */
  readonly exports: ListExports;
  /** work off the event loop on a connection of its own; none for an in-memory database */
  readonly dbWorker?: DbWorker;
}
