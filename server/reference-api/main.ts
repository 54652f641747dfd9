// `npm run api`: the reference API on its own, for a portal started with API_URL pointing here. With a
// company config, SIGHUP reloads it (its page types), as the portal's does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiServer } from '../api-server';
import { loadPageTypes } from '../../schemas/meta/load-page-types';
import { enabledPageTypes } from '../../shared/page-types/page-type-settings';
import { companyConfigPath, loadCompanyConfig } from '../company-config';
import { reloadCompanyOnSignal } from '../company-reload';
import type { CompanyConfig } from '../../config/company-schema';
import { EnvironmentError, readApiServerSettings, urlHost, type ApiServerSettings } from '../environment';
import { createLogger } from '../observability/logger';
import { operatorPageAddress } from '../operator-key';
import { trackRequests } from '../request-drain';
import { API_BASE } from './images/urls';

function readSettings(): ApiServerSettings {
  try {
    return readApiServerSettings(process.env);
  } catch (error) {
    console.error(error instanceof EnvironmentError ? error.message : String(error));
    process.exit(1);
  }
}

const companyPageTypes = (company: CompanyConfig) => enabledPageTypes(company, loadPageTypes());

/** With COMPANY or COMPANY_CONFIG set, the company config's file, the page types it keeps and the config; else none (all page types). */
function readCompany(): { file: string; pageTypes: string[]; config: CompanyConfig } | undefined {
  if (!process.env.COMPANY && !process.env.COMPANY_CONFIG) return undefined;
  try {
    const file = companyConfigPath(process.env);
    const config = loadCompanyConfig(file);
    return { file, pageTypes: companyPageTypes(config), config };
  } catch (error) {
    console.error(`[reference-api] ${(error as Error).message}`);
    process.exit(1);
  }
}

const settings = readSettings();
const logger = createLogger(settings.log);
const company = readCompany();
const { app, api } = createApiServer({ ...settings, logger }, { enabledPageTypes: company?.pageTypes, columnConfig: company?.config });
function reloadCompany(next: CompanyConfig): void {
  api.setEnabledPageTypes(companyPageTypes(next));
  api.setColumnConfig(next);
}
if (company) reloadCompanyOnSignal({ reload: reloadCompany }, company.file, logger);
const server = http.createServer(app);
const requests = trackRequests(server);
api.attachSocket(server);

server.once('error', (error) => {
  console.error(`[reference-api] cannot listen on ${settings.host}:${settings.port}: ${error.message}`);
  process.exit(1);
});
server.listen(settings.port, settings.host, () => {
  const { address, port } = server.address() as AddressInfo;
  // the address it is bound to, so an operator sees at once whether other machines can reach it
  const origin = `http://${urlHost(address)}:${port}`;
  const reload = company ? `; kill -HUP ${process.pid} reloads the company config` : '';
  logger.info(`[reference-api] listening on ${origin}${API_BASE} (database ${settings.api.dbPath})${reload}`);
  const { devOutboxKey, devOutboxKeyGenerated } = settings.api;
  if (devOutboxKey)
    logger.info(
      `[reference-api] mail outbox at ${operatorPageAddress(`${origin}/dev/outbox`, devOutboxKey, devOutboxKeyGenerated, 'DEV_OUTBOX_KEY')}`,
    );
  if (settings.metricsKey)
    logger.info(
      `[reference-api] metrics at ${operatorPageAddress(`${origin}/metrics`, settings.metricsKey, settings.metricsKeyGenerated, 'METRICS_KEY')}`,
    );
});

let stopping = false;
function shutdown(signal: string): void {
  if (stopping) return;
  stopping = true;
  logger.info(`[reference-api] ${signal}: shutting down`);
  // the requests in flight are answered first: what they write is in the database before it closes
  void requests
    .drain()
    .then(() => api.close())
    .then(() => process.exit(0));
  // A request that never ends must not hold the process forever.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
