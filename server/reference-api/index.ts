// The embedded reference API: the v1 contract of docs/api.md on SQLite, seeded on first start.
import { mkdtempSync, rmSync } from 'node:fs';
import type http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { createDevOutboxRouter } from './accounts/dev-outbox';
import { createDevLotsRouter } from './alerts/dev-lots';
import { createSearchAlerts } from './alerts/search-alerts';
import { arrivedFrom } from './alerts/search-matcher';
import { createMailer, LOCAL_MAIL, type MailSettings } from './accounts/mailer';
import { createOutbox } from './accounts/outbox';
import { createSessionStore } from './auth/sessions';
import type { ApiContext } from './context';
import { migrate } from './db/migrations';
import { IN_MEMORY, openDatabase } from './db/open';
import { createScheduleKeeper, newestAuctionWeeks } from './db/schedule';
import { pino, type Logger } from 'pino';
import type { ListingQueryObserver } from '../observability/metrics';
import type { AllowedOrigins } from './http/allowed-origins';
import { createStatementCache } from './db/statement-cache';
import { createExportReaders } from './export/export-reader';
import { createListExports, type ColumnConfig } from './export/list-export';
import { authenticate } from './http/authenticate';
import { createPageTypeAccess } from './http/page-type-access';
import { createRealtime } from './realtime';
import { startDbWorker } from './worker/db-worker';
import { createApiRouter } from './router';
import { DEFAULT_SEED, DEFAULT_SEED_LOTS, isEmpty, seedDatabase } from './seed/index';

export interface ReferenceApiOptions {
  dbPath: string; // file path or ':memory:'
  seedLots?: number; // car-auction lots; other page types in proportion (default 20000; env SEED_LOTS read by callers)
  seed?: number; // RNG seed (default fixed), so tests can rely on the data
  accessTtlSeconds?: number; // access-token lifetime (default 900)
  now?: () => Date; // clock, for tests
  mail?: MailSettings; // account mail (SMTP_URL, MAIL_FROM, PORTAL_URL; default: the development outbox, links to http://localhost:8080)
  devOutboxKey?: string; // the key /dev/outbox and /dev/lots ask for; unset: no devRouter
  dataDir?: string; // uploaded files (default: the DB file's folder; a temporary folder, removed on close, for ':memory:')
  allowedOrigins?: AllowedOrigins; // pages that may open a socket (ALLOWED_ORIGINS; default: the handshake's own host)
  enabledPageTypes?: readonly string[]; // the page types the company keeps (default all six); the others answer 404
  columnConfig?: ColumnConfig; // the company's columns and headings per page, which the CSV export writes (default: the schemas')
  observeListingQuery?: ListingQueryObserver; // told the SQLite time of each listing and filters call (the /metrics histogram)
  logger?: Logger; // start-up lines and errors outside a request log (default: silent)
}

export interface ReferenceApi {
  router: Router; // mounted by the portal server at /api/v1
  devRouter?: Router; // the development outbox (GET /outbox, /outbox.json) and new lots (POST /lots), mounted at /dev; only with devOutboxKey
  attachSocket(server: http.Server): void; // socket.io Server on path '/socket.io'
  openSockets(): number; // real-time sockets connected now
  setEnabledPageTypes(ids: readonly string[]): void; // a reloaded company config's page types, at once; an unknown one throws
  setColumnConfig(config: ColumnConfig): void; // a reloaded company config's columns and headings
  ready(): void; // throws when the database does not answer
  cachedStatements(): number; // statements in the bounded cache of request-shaped SQL (MAX_CACHED_STATEMENTS at most)
  scheduleSettled(): Promise<void>; // resolves once every lot follows the day's schedule (it catches up between requests)
  close(): Promise<void>; // closes socket.io and the DB
}

const DEFAULT_ACCESS_TTL_SECONDS = 900;

export function createReferenceApi(options: ReferenceApiOptions): ReferenceApi {
  const logger = options.logger ?? pino({ level: 'silent' });
  const log = (message: string) => logger.info(`[reference-api] ${message}`);
  const logError = (message: string) => logger.error(message);
  const now = options.now ?? (() => new Date());
  const accessTtlSeconds = options.accessTtlSeconds ?? DEFAULT_ACCESS_TTL_SECONDS;
  const db = openDatabase(options.dbPath);
  const applied = migrate(db);
  if (applied.length > 0) log(`migrations applied: ${applied.join(', ')}`);
  if (isEmpty(db)) {
    const report = seedDatabase(db, {
      carAuctionLots: options.seedLots ?? DEFAULT_SEED_LOTS,
      seed: options.seed ?? DEFAULT_SEED,
      now: now(),
    });
    const lots = Object.entries(report.lots)
      .map(([type, count]) => `${type} ${count}`)
      .join(', ');
    log(`seeded in ${report.ms} ms: lots (${lots}), ${report.auctions} auctions, ${report.users} users, ${report.bids} bids`);
  }
  const schedule = createScheduleKeeper(db, now, (error) =>
    logError(`[reference-api] schedule catch-up stopped: ${(error as Error).stack ?? String(error)}`),
  );
  const sessions = createSessionStore(db, accessTtlSeconds);
  sessions.prune(now().getTime());
  const realtime = createRealtime(db, sessions, now, { allowedOrigins: options.allowedOrigins });
  const temporaryDataDir =
    options.dataDir === undefined && options.dbPath === IN_MEMORY ? mkdtempSync(join(tmpdir(), 'seri-data-')) : undefined;
  const dataDir = options.dataDir ?? temporaryDataDir ?? dirname(options.dbPath);
  const mailSettings = options.mail ?? LOCAL_MAIL;
  const outbox = createOutbox(db);
  const mail = { mailer: createMailer(mailSettings, outbox, now), portalUrl: mailSettings.portalUrl };
  const statements = createStatementCache(db);
  const dbWorker = options.dbPath === IN_MEMORY ? undefined : startDbWorker(db, options.dbPath, logError);
  const pageTypes = createPageTypeAccess(db, options.enabledPageTypes);
  let columnConfig: ColumnConfig = options.columnConfig ?? {};
  const context: ApiContext = {
    db,
    prepare: statements.prepare,
    now,
    sessions,
    realtime,
    accessTtlSeconds,
    dataDir,
    mail,
    pageTypes,
    observeListingQuery: options.observeListingQuery ?? (() => {}),
    requireSession: authenticate(sessions, now),
    exports: createListExports(db, createExportReaders(db, options.dbPath), now, () => columnConfig),
    dbWorker,
  };
  const alerts = createSearchAlerts(context, logError);
  // Each new day mails the digests due; a new auction week's lots are matched against the alerts first,
  // once the catch-up has brought them to their auction's date.
  const keepScheduleCurrent = () => {
    const shiftedWeeks = schedule.check();
    if (shiftedWeeks === undefined) return;
    schedule
      .settled()
      .then(() =>
        alerts.lotsArrived(shiftedWeeks > 0 ? newestAuctionWeeks(db).map(({ pageType, monday }) => arrivedFrom(pageType, monday)) : []),
      )
      .catch((error: unknown) => logError(`Search alerts failed: ${(error as Error).message}`));
  };
  keepScheduleCurrent();

  const router = Router();
  // Answers hold personal data: no browser or cache on the way keeps them, unless a route says otherwise (images).
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.use(createApiRouter(context, keepScheduleCurrent, logError));

  return {
    router,
    devRouter: options.devOutboxKey
      ? Router().use(createDevLotsRouter(db, alerts, options.devOutboxKey, logError), createDevOutboxRouter(outbox, options.devOutboxKey))
      : undefined,
    attachSocket: (server) => realtime.attach(server),
    openSockets: () => realtime.socketCount(),
    setEnabledPageTypes: (ids) => pageTypes.setEnabled(ids),
    setColumnConfig: (config) => {
      columnConfig = config;
    },
    ready: () => {
      db.prepare('SELECT 1').get();
    },
    cachedStatements: statements.size,
    scheduleSettled: schedule.settled,
    async close() {
      schedule.close();
      await realtime.close();
      await dbWorker?.close();
      db.close();
      if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
    },
  };
}
