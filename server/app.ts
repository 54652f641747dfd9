// The portal server: the bundle and brand files, index.html with the company config for every page
// route, and the API, either embedded (reference API on SQLite) or proxied to API_URL.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express, { type Express } from 'express';
import type { CompanyConfig } from '../config/company-schema';
import { disabledRoutes } from '../src/app/disabled-routes';
import { enabledPageTypes } from './company-config';
import { contentRouter, DEFAULT_CONTENT_FOLDER, loadContent } from './content';
import { createDevReload } from './dev-reload';
import { errorAnswer } from './error-answer';
import { loadIndexPage } from './index-page';
import { pageFallback } from './page-fallback';
import { defaultDbPath, defaultDistDir, defaultPublicDir } from './paths';
import { createApiProxy } from './proxy';
import { createReferenceApi } from './reference-api/index';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { IMMUTABLE, staticFiles } from './static-files';
import { API_PREFIX, isSocketIoPath, pathnameOf } from './url-paths';

export interface AppOptions {
  company: CompanyConfig;
  /** Origin of the company backend; unset mounts the embedded reference API. */
  apiUrl?: string;
  /** Embedded API database (default data/seri.sqlite; ':memory:' for a throwaway one). */
  dbPath?: string;
  /** Car-auction lots the embedded API seeds into an empty database (its default: 20000). */
  seedLots?: number;
  distDir?: string;
  publicDir?: string;
  /** `npm run dev`: assets are revalidated and pages reload after each rebuild. */
  devReload?: boolean;
  /** One line per API request. */
  logRequests?: boolean;
  logError?: (message: string) => void;
  /** See ApiProxyOptions.connectTimeoutMs. */
  proxyConnectTimeoutMs?: number;
}

export interface PortalApp {
  app: Express;
  /** Hooks an HTTP server serving `app`: socket.io upgrades (embedded or proxied); other upgrades are refused. */
  attach(server: http.Server): void;
  close(): Promise<void>;
}

export function createApp(options: AppOptions): PortalApp {
  const distDir = options.distDir ?? defaultDistDir;
  const logError = options.logError ?? ((message: string) => console.error(message));
  const page = loadIndexPage(distDir, options.company, options.devReload ?? false);
  const devReload = options.devReload ? createDevReload(distDir) : undefined;
  const proxy = options.apiUrl
    ? createApiProxy({ target: options.apiUrl, connectTimeoutMs: options.proxyConnectTimeoutMs, logError })
    : undefined;
  const api = proxy ? undefined : createEmbeddedApi(options.dbPath ?? defaultDbPath, options.seedLots, enabledPageTypes(options.company));

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  if (devReload) app.use(devReload.router);
  if (options.logRequests) app.use(API_PREFIX, requestLog(console.log));
  if (proxy) app.use(proxy.middleware);
  if (api) app.use(API_PREFIX, api.router);
  // The development outbox: mail of the embedded API, readable in the browser (docs/api.md "Accounts").
  if (api) app.use('/dev', api.devRouter);
  app.use(API_PREFIX, (_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });
  app.use('/content', contentRouter(loadContent(options.company.content ?? DEFAULT_CONTENT_FOLDER)));
  app.use('/assets', staticFiles(path.join(distDir, 'assets'), devReload ? 'no-cache' : IMMUTABLE));
  app.use(staticFiles(options.publicDir ?? defaultPublicDir, 'public, max-age=3600'));
  app.use(pageFallback(page, disabledRoutes(options.company)));
  app.use(errorAnswer(logError));

  return {
    app,
    attach(server) {
      server.on('upgrade', (req, socket, head) => {
        if (!isSocketIoPath(pathnameOf(req.url))) socket.destroy();
        // Embedded: socket.io listens for its own upgrades.
        else proxy?.upgrade(req, socket, head);
      });
      api?.attachSocket(server);
    },
    async close() {
      devReload?.close();
      proxy?.close();
      await api?.close();
    },
  };
}

function createEmbeddedApi(dbPath: string, seedLots: number | undefined, pageTypes: string[]) {
  if (dbPath !== ':memory:') fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  return createReferenceApi({ dbPath, seedLots, enabledPageTypes: pageTypes });
}
