// `npm run api`: the reference API alone, as an HTTP app for a portal started with API_URL pointing here.
import express, { type Express } from 'express';
import { pino, type Logger } from 'pino';
import type { ApiServerSettings } from './environment';
import { createMetrics } from './observability/metrics';
import { mountOperations } from './observability/operations';
import { API_BASE } from './reference-api/images/urls';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from './reference-api/index';
import { securityHeaders } from './security-headers';
import { applyTransport } from './transport';

export interface ApiServer {
  app: Express;
  api: ReferenceApi;
}

type Settings = Omit<ApiServerSettings, 'port' | 'host' | 'log'> & { readonly logger?: Logger };

/** `extra`: options tests give the API (seed, clock). Without a logger nothing is logged. */
export function createApiServer(settings: Settings, extra: Partial<ReferenceApiOptions> = {}): ApiServer {
  const metrics = createMetrics({ openSockets: () => api.openSockets() });
  const logger = settings.logger ?? pino({ level: 'silent' });
  const api = createReferenceApi({ ...settings.api, observeListingQuery: metrics.observeListingQuery, logger, ...extra });
  const app = express();
  app.disable('x-powered-by');
  // the portal in front is a proxy: TRUST_PROXY names it, so limits count its clients, not it
  applyTransport(app, settings);
  app.use(securityHeaders);
  mountOperations(app, { logger, metrics, metricsKey: settings.metricsKey, ready: async () => api.ready() });
  app.use(API_BASE, api.router);
  // its mail outbox on its own port: a portal in API_URL mode does not mount /dev
  if (api.devRouter) app.use('/dev', api.devRouter);
  return { app, api };
}
