// What every route module gets: the database, the clock, sessions, real-time events.
import type { RequestHandler } from 'express';
import type { Mailer } from './accounts/mailer';
import type { SessionStore } from './auth/sessions';
import type { Db } from './db/open';
import type { Realtime } from './realtime';

export interface ApiContext {
  readonly db: Db;
  readonly now: () => Date;
  readonly sessions: SessionStore;
  readonly realtime: Realtime;
  readonly accessTtlSeconds: number;
  /** where uploaded files live (purchase documents) */
  readonly dataDir: string;
  /** account mail (SMTP or the development outbox); its links point at portalUrl */
  readonly mail: { readonly mailer: Mailer; readonly portalUrl: string };
  /** route guard: 401 without a live access token */
  readonly requireSession: RequestHandler;
}
