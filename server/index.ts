// Starts the portal: reads the environment, validates the company config, listens, and shuts down
// cleanly on SIGTERM/SIGINT.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import { loadTablePages } from '../schemas/meta/load-table-pages';
import { createApp, type AppOptions } from './app';
import { companyConfigPath, loadCompanyConfig } from './company-config';
import { defaultDbPath, displayPath } from './paths';

const SHUTDOWN_GRACE_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readOptions(env: NodeJS.ProcessEnv): AppOptions & { port: number; host: string; dbPath: string } {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`PORT=${env.PORT}: must be a port number`);
  const seedLots = env.SEED_LOTS ? Number(env.SEED_LOTS) : undefined;
  if (seedLots !== undefined && !(Number.isInteger(seedLots) && seedLots >= 0)) {
    fail(`SEED_LOTS=${env.SEED_LOTS}: must be a whole number`);
  }
  const apiUrl = env.API_URL || undefined;
  if (apiUrl && !/^https?:\/\/[^/]/.test(apiUrl)) fail(`API_URL=${apiUrl}: must be an http:// or https:// origin`);
  let company;
  try {
    // a broken page-type schema stops start-up with every problem listed, like the company config
    loadPageTypes();
    loadTablePages();
    company = loadCompanyConfig(companyConfigPath(env));
  } catch (error) {
    fail((error as Error).message);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    company,
    apiUrl,
    dbPath: env.DB_PATH || defaultDbPath,
    seedLots,
    devReload: env.DEV_RELOAD === '1',
    logRequests: env.LOG_REQUESTS === '1',
  };
}

const options = readOptions(process.env);
const portal = createApp(options);
const server = http.createServer(portal.app);
portal.attach(server);

server.once('error', (error) => fail(`Cannot listen on ${options.host}:${options.port}: ${error.message}`));
server.listen(options.port, options.host, () => {
  const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  const { port } = server.address() as AddressInfo;
  const mode = options.apiUrl
    ? `proxying /api/v1 and /socket.io to ${options.apiUrl}`
    : `embedded API, database ${options.dbPath === ':memory:' ? ':memory:' : displayPath(options.dbPath)}`;
  console.log(`Seri portal (${options.company.name}) on http://${shownHost}:${port}: ${mode}`);
});

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) process.exit(1); // a second signal: stop waiting
  stopping = true;
  console.log(`${signal}: shutting down`);
  setTimeout(() => {
    console.error(`Still busy after ${SHUTDOWN_GRACE_MS / 1000} s: exiting anyway`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  await portal.close();
  await stopped;
  process.exit(0);
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
