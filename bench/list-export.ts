// `npm run bench:export [-- --lots N --db FILE]`: seeds a database, copies its car-auction lots up to N
// (bench/grow-lots.ts), starts the reference API on a real HTTP server on a free loopback port and
// downloads the car-auction listing's CSV export with all table columns, in Russian, as a signed-in
// manager. Prints the rows per second and the server process's peak RSS and heap over the download
// (sampled every 50 ms; the client only counts bytes). Not a test: nothing here passes or fails.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import { createReferenceApi } from '../server/reference-api/index';
import { API_BASE } from '../server/reference-api/images/urls';
import { DEFAULT_SEED } from '../server/reference-api/seed/index';
import { growLots } from './grow-lots';

const SEED_LOTS = 2000;
const MB = 1024 * 1024;

const { values: args } = parseArgs({
  options: {
    lots: { type: 'string', default: '1000000' },
    /** keep the grown database in this file and reuse it on the next run */
    db: { type: 'string' },
  },
});
const lots = Number(args.lots);
if (!Number.isInteger(lots) || lots < SEED_LOTS)
  throw new Error(`--lots must be a whole number of at least ${SEED_LOTS}, got ${args.lots}`);

const dir = args.db ? undefined : mkdtempSync(join(tmpdir(), 'seri-bench-export-'));
const dbPath = args.db ?? join(dir as string, 'bench.sqlite');

const seedStarted = performance.now();
if (!existsSync(dbPath)) {
  console.log(`Seeding ${SEED_LOTS} car-auction lots into ${dbPath} and copying them up to ${lots} …`);
  await createReferenceApi({ dbPath, seedLots: SEED_LOTS, seed: DEFAULT_SEED }).close();
  growLots(dbPath, lots);
}
const api = createReferenceApi({ dbPath, seedLots: SEED_LOTS, seed: DEFAULT_SEED });
console.log(`Database ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const app = express();
app.use(API_BASE, api.router);
const server = http.createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE}`;

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'manager@seri.example', password: 'manager123' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

try {
  const cookie = await signIn();
  const columns = loadPageTypes()
    .find((schema) => schema.id === 'car-auction')!
    .views.table.columns.map((column) => column.id)
    .join(',');
  const start = process.memoryUsage();
  const peak = { rss: start.rss, heapUsed: start.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 50);

  const started = performance.now();
  const res = await fetch(`${base}/car-auction/listing/export?${new URLSearchParams({ columns, lang: 'ru' })}`, { headers: { cookie } });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let rows = -1;
  const reader = res.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    bytes += chunk.value.length;
    for (const byte of chunk.value) if (byte === 10) rows += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);

  const mb = (value: number) => `${(value / MB).toFixed(0)} MB`;
  console.log(
    `\n${rows} rows (${res.headers.get('x-export-rows')} announced), ${mb(bytes)} of CSV in ${seconds.toFixed(1)} s: ${Math.round(rows / seconds)} rows/s`,
  );
  console.log(
    `process RSS: ${mb(start.rss)} before, peak ${mb(peak.rss)}; heap used: ${mb(start.heapUsed)} before, peak ${mb(peak.heapUsed)}`,
  );
} finally {
  server.close();
  await api.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
