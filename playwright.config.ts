import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/chromium-path';
import { noStatsBrand } from './e2e/test-brands';

// E2E against the real server. Six servers, each with a fresh in-memory database:
// the portal on the embedded API, a standalone reference API, a portal proxying to it,
// a portal whose upstream is a closed port, the portal rebranded as the second brand, and the default
// brand without sales statistics (a brand for the tests only).
// E2E_PORT_BASE moves all six, so two checkouts can run their e2e suites side by side.
const base = Number(process.env.E2E_PORT_BASE) || 8181;
export const PORTS = {
  embedded: base,
  proxied: base + 1,
  deadUpstream: base + 2,
  branded: base + 3,
  noStats: base + 4,
  api: base + 10,
} as const;
const CLOSED_PORT = 9;
const origin = (port: number) => `http://127.0.0.1:${port}`;
/** The key of the development outbox the account tests read (the servers listen on loopback only). */
export const DEV_OUTBOX_KEY = 'e2e-outbox-key-on-loopback-only-0123456789';

const common = { DB_PATH: ':memory:', SEED_LOTS: '3000', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEV_OUTBOX_KEY };
// the standalone API and the other brands serve specs that count no lots: a smaller seed starts them
// sooner, while the six servers share the machine's cores
const fewLots = { SEED_LOTS: '300' };
const server = (command: string, env: Record<string, string>, ready: string) => ({
  command,
  url: ready,
  env: { ...common, ...env },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'e2e',
  // spec files run two at a time against the same servers (tests of a file in order): the suite
  // takes 7 minutes instead of 11 on two cores, which keeps npm test under 15
  fullyParallel: false,
  workers: 2,
  // two files at a time share the servers' data: a spec that changes a user's settings has a user of its
  // own (newAccount, e2e/support.ts). No retries: a test that passes only on its retry is a bug to fix
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: origin(PORTS.embedded),
    // recording a trace of every test costs about a third of the run's time: `--retries 1` records
    // the retry of a failed test; `npx playwright test --trace on` records one when needed
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    launchOptions: {
      // Browsers cannot be downloaded here: the system's Chromium, else the one that comes with npm ci.
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    server('node --import tsx server/index.ts', { PORT: String(PORTS.embedded) }, `${origin(PORTS.embedded)}/api/v1/site/get-language`),
    // the proxied portal in front is its only client: its socket admits that portal's pages, and the
    // API counts that portal's clients (TRUST_PROXY)
    server(
      'node --import tsx server/reference-api/main.ts',
      { ...fewLots, API_PORT: String(PORTS.api), ALLOWED_ORIGINS: origin(PORTS.proxied), TRUST_PROXY: 'loopback' },
      `${origin(PORTS.api)}/api/v1/site/get-language`,
    ),
    server(
      'node --import tsx server/index.ts',
      { PORT: String(PORTS.proxied), API_URL: origin(PORTS.api) },
      `${origin(PORTS.proxied)}/api/v1/site/get-language`,
    ),
    server(
      'node --import tsx server/index.ts',
      { PORT: String(PORTS.deadUpstream), API_URL: origin(CLOSED_PORT) },
      `${origin(PORTS.deadUpstream)}/auth/login`,
    ),
    server(
      'node --import tsx server/index.ts',
      { ...fewLots, PORT: String(PORTS.branded), COMPANY: 'kaido' },
      `${origin(PORTS.branded)}/api/v1/site/get-language`,
    ),
    server(
      'node --import tsx server/index.ts',
      { ...fewLots, PORT: String(PORTS.noStats), COMPANY_CONFIG: noStatsBrand(base) },
      `${origin(PORTS.noStats)}/api/v1/site/get-language`,
    ),
  ],
});
