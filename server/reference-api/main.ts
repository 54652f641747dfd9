// `npm run api`: the reference API on its own, for a portal started with API_URL pointing here.
import http from 'node:http';
import express from 'express';
import { companyConfigPath, enabledPageTypes, loadCompanyConfig } from '../company-config';
import { createReferenceApi } from './index';
import { API_BASE } from './images/urls';

const port = Number(process.env.API_PORT ?? 8090);
const dbPath = process.env.DB_PATH ?? 'data/seri.sqlite';
const seedLots = process.env.SEED_LOTS ? Number(process.env.SEED_LOTS) : undefined;
if (seedLots !== undefined && !(Number.isInteger(seedLots) && seedLots >= 0)) {
  console.error(`[reference-api] SEED_LOTS must be a whole number, got "${process.env.SEED_LOTS}"`);
  process.exit(1);
}

/** With COMPANY or COMPANY_CONFIG set, the page types that company keeps; else all of them. */
function companyPageTypes(): string[] | undefined {
  if (!process.env.COMPANY && !process.env.COMPANY_CONFIG) return undefined;
  try {
    return enabledPageTypes(loadCompanyConfig(companyConfigPath(process.env)));
  } catch (error) {
    console.error(`[reference-api] ${(error as Error).message}`);
    process.exit(1);
  }
}

const api = createReferenceApi({ dbPath, seedLots, enabledPageTypes: companyPageTypes() });
const app = express();
app.disable('x-powered-by');
app.use(API_BASE, api.router);
// Its mail outbox on its own port: a portal in API_URL mode does not mount /dev.
app.use('/dev', api.devRouter);
const server = http.createServer(app);
api.attachSocket(server);

server.listen(port, () =>
  console.log(`[reference-api] listening on http://localhost:${port}${API_BASE} (database ${dbPath}); mail outbox at http://localhost:${port}/dev/outbox`),
);

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[reference-api] ${signal}: shutting down`);
  server.close();
  server.closeIdleConnections();
  void api.close().then(() => process.exit(0));
  // Open keep-alive or socket connections must not hold the process forever.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
