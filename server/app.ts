// The portal server: the bundle and brand files, index.html with the company config for every page
// route, and the API, either embedded (reference API on SQLite) or proxied to API_URL. A reloaded
// company config (reload, on SIGHUP) replaces what the old one put in the answers, all at once.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import { pino, type Logger } from 'pino';
import type { CompanyConfig } from '../config/company-schema';
import { apiDocsRouter } from './api-docs';
import { companyPages } from './company-pages';
import { createDevReload } from './dev-reload';
import type { ApiSettings, TransportSettings } from './environment';
import { errorAnswer } from './error-answer';
import type { ReadinessCheck } from './observability/health';
import { createMetrics } from './observability/metrics';
import { mountOperations } from './observability/operations';
import { checkUpstream } from './observability/upstream-probe';
import { defaultDbPath, defaultDistDir, defaultPublicDir } from './paths';
import { createApiProxy } from './proxy';
import { createReferenceApi, type ReferenceApiOptions } from './reference-api/index';
import { securityHeaders } from './security-headers';
import { IMMUTABLE, staticFiles } from './static-files';
import { applyTransport, upgradeRequest } from './transport';
import { API_PREFIX, isSocketIoPath, pathnameOf } from './url-paths';

/**
 * public/ holds the brand files, whose names carry no hash: a day without asking, then a week where
 * the cached one shows while the browser asks again, so a file replaced in place shows within a day.
 */
const BRAND_FILES_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export interface AppOptions extends Partial<ApiSettings>, Partial<TransportSettings> {
  company: CompanyConfig;
  /** Origin of the company backend; unset mounts the embedded reference API (dbPath default data/seri.sqlite). */
  apiUrl?: string;
  /** with apiUrl: the host X-Forwarded-Host names (PORTAL_URL's), else each request's own */
  portalHost?: string;
  distDir?: string;
  publicDir?: string;
  /** `npm run dev`: assets are revalidated and pages reload after each rebuild. */
  devReload?: boolean;
  /** a line per request and every server error (default: none) */
  logger?: Logger;
  /** GET /metrics answers to this key; unset: no /metrics */
  metricsKey?: string;
  logError?: (message: string) => void;
  /** See ApiProxyOptions.connectTimeoutMs. */
  proxyConnectTimeoutMs?: number;
  /** See ApiProxyOptions.responseTimeoutMs. */
  proxyTimeoutMs?: number;
}

export interface PortalApp {
  app: Express;
  /** Hooks an HTTP server serving `app`: socket.io upgrades (embedded or proxied); other upgrades are refused. */
  attach(server: http.Server): void;
  close(): Promise<void>;
  /**
   * Puts a checked company config in force: index.html (users get it on their next page load), the
   * info pages, the routes of disabled page types and the embedded API's page types. Throws, changing
   * nothing, when its info pages or dist/index.html cannot be read.
   */
  reload(company: CompanyConfig): void;
}

export function createApp(options: AppOptions): PortalApp {
  const distDir = options.distDir ?? defaultDistDir;
  const logger = options.logger ?? pino({ level: 'silent' });
  const logError = options.logError ?? ((message: string) => logger.error(message));
  const pagesOf = (company: CompanyConfig) => companyPages(company, { distDir, devReload: options.devReload ?? false });
  let pages = pagesOf(options.company);
  const devReload = options.devReload ? createDevReload(distDir) : undefined;
  const transport = { trustProxy: options.trustProxy ?? false, assumeHttps: options.assumeHttps ?? false };
  const proxy = options.apiUrl
    ? createApiProxy({
        target: options.apiUrl,
        portalHost: options.portalHost,
        connectTimeoutMs: options.proxyConnectTimeoutMs,
        responseTimeoutMs: options.proxyTimeoutMs,
        logError,
      })
    : undefined;
  const metrics = createMetrics({ openSockets: () => api?.openSockets() ?? proxy?.openSockets() ?? 0 });
  const api = proxy
    ? undefined
    : createEmbeddedApi(options, {
        enabledPageTypes: pages.enabledPageTypes,
        columnConfig: options.company,
        observeListingQuery: metrics.observeListingQuery,
        logger,
      });
  const apiUrl = options.apiUrl;
  const ready: ReadinessCheck = apiUrl ? () => checkUpstream(apiUrl) : async () => api?.ready();

  const app = express();
  app.disable('x-powered-by');
  applyTransport(app, transport);
  app.use(securityHeaders);
  mountOperations(app, { logger, metrics, metricsKey: options.metricsKey, ready });
  // Right after what every answer gets (headers, request id, log line, metrics): a proxied call
  // passes nothing else.
  if (proxy) app.use(proxy.middleware);
  if (devReload) app.use(devReload.router);
  if (api) app.use(API_PREFIX, api.router);
  // The development outbox: mail of the embedded API, for whoever has its key (docs/security.md).
  if (api?.devRouter) app.use('/dev', api.devRouter);
  app.use(API_PREFIX, (_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  app.use('/content', (req, res, next) => pages.content(req, res, next));
  app.use('/assets', staticFiles(path.join(distDir, 'assets'), devReload ? 'no-cache' : IMMUTABLE));
  // The v1 contract, readable and as OpenAPI (docs/api.md), whichever backend answers the API.
  app.use('/api-docs', apiDocsRouter());
  app.use(staticFiles(options.publicDir ?? defaultPublicDir, BRAND_FILES_CACHE));
  app.use((req, res, next) => pages.fallback(req, res, next));
  app.use(errorAnswer(logError));

  return {
    app,
    attach(server) {
      server.on('upgrade', (req, socket, head) => {
        if (!isSocketIoPath(pathnameOf(req.url))) socket.destroy();
        // Embedded: socket.io listens for its own upgrades.
        else proxy?.upgrade(upgradeRequest(app, transport, req), socket, head);
      });
      api?.attachSocket(server);
    },
    async close() {
      devReload?.close();
      proxy?.close();
      await api?.close();
    },
    reload(company) {
      const next = pagesOf(company);
      api?.setEnabledPageTypes(next.enabledPageTypes);
      api?.setColumnConfig(company);
      pages = next;
    },
  };
}

function createEmbeddedApi(
  { dbPath = defaultDbPath, seedLots, mail, devOutboxKey, allowedOrigins }: Partial<ApiSettings>,
  extra: Pick<ReferenceApiOptions, 'enabledPageTypes' | 'columnConfig' | 'observeListingQuery' | 'logger'>,
) {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  return createReferenceApi({ dbPath, seedLots, mail, devOutboxKey, allowedOrigins, ...extra });
}
