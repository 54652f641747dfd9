// Starts the portal: reads the environment, validates the company config, listens, reloads the
// company config on SIGHUP, and shuts down cleanly on SIGTERM/SIGINT.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import { loadTablePages } from '../schemas/meta/load-table-pages';
import { createApp, type AppOptions } from './app';
import { companyConfigPath, loadCompanyConfig } from './company-config';
import { reloadCompanyOnSignal } from './company-reload';
import { readPortalSettings, urlHost, type PortalSettings } from './environment';
import { createLogger } from './observability/logger';
import { reportUpstream } from './observability/upstream-probe';
import { operatorPageAddress } from './operator-key';
import { displayPath } from './paths';
import { trackRequests } from './request-drain';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readOptions(env: NodeJS.ProcessEnv): AppOptions & PortalSettings & { companyFile: string } {
  try {
    const settings = readPortalSettings(env);
    // a broken page-type schema stops start-up with every problem listed, like the company config
    loadPageTypes();
    loadTablePages();
    const companyFile = companyConfigPath(env);
    return { ...settings, ...settings.api, company: loadCompanyConfig(companyFile), companyFile };
  } catch (error) {
    fail((error as Error).message);
  }
}

const options = readOptions(process.env);
const logger = createLogger(options.log);
const portal = createApp({ ...options, logger });
const server = http.createServer(portal.app);
const requests = trackRequests(server);
portal.attach(server);
reloadCompanyOnSignal(portal, options.companyFile, logger);

server.once('error', (error) => fail(`Cannot listen on ${options.host}:${options.port}: ${error.message}`));
server.listen(options.port, options.host, () => {
  const origin = `http://${urlHost(options.host)}:${(server.address() as AddressInfo).port}`;
  const { api } = options;
  const mode = api
    ? `embedded API, database ${api.dbPath === ':memory:' ? ':memory:' : displayPath(api.dbPath)}`
    : `proxying /api/v1 and /socket.io to ${options.apiUrl}`;
  // the pid to signal: under `npm start` this is a child of tsx, which stops on SIGHUP instead of passing it on
  logger.info(`Seri portal (${options.company.name}) on ${origin}: ${mode}; kill -HUP ${process.pid} reloads the company config`);
  if (api?.devOutboxKey)
    logger.info(
      `Development mail outbox: ${operatorPageAddress(`${origin}/dev/outbox`, api.devOutboxKey, api.devOutboxKeyGenerated, 'DEV_OUTBOX_KEY')}`,
    );
  if (options.metricsKey)
    logger.info(`Metrics: ${operatorPageAddress(`${origin}/metrics`, options.metricsKey, options.metricsKeyGenerated, 'METRICS_KEY')}`);
  if (options.apiUrl) void reportUpstream(options.apiUrl, logger);
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) process.exit(1); // a second signal: stop waiting
  stopping = true;
  logger.info(`${signal}: shutting down`);
  setTimeout(() => {
    logger.error(`Still busy after ${SHUTDOWN_GRACE_MS / 1000} s: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  // the requests in flight are answered first: what they write is in the database before it closes
  await requests.drain();
  await portal.close();
  process.exit(0);
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
