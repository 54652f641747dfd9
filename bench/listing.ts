// `npm run bench:listing [-- --lots N --iterations K --db FILE]`: seeds N car-auction lots (the other
// page types in proportion, as the reference API seeds them) into a temporary database, starts the
// reference API on a real HTTP server on a free loopback port, and times a fixed mix of listing
// queries, counts included, as a signed-in client sends them. Prints p50/p95/p99 per query kind and
// overall, and the throughput. Not a test: nothing here passes or fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import express from 'express';
import { createReferenceApi } from '../server/reference-api/index';
import { DEFAULT_SEED } from '../server/reference-api/seed/index';
import { API_BASE } from '../server/reference-api/images/urls';
import { percentile, queryMix, type BenchQuery } from './listing-mix';

const { values: args } = parseArgs({
  options: {
    lots: { type: 'string', default: '200000' },
    iterations: { type: 'string', default: '20' },
    /** keep the seeded database in this file and reuse it on the next run */
    db: { type: 'string' },
  },
});
const lots = Number(args.lots);
const iterations = Number(args.iterations);
if (!Number.isInteger(lots) || lots < 1000) throw new Error(`--lots must be a whole number of at least 1000, got ${args.lots}`);
if (!Number.isInteger(iterations) || iterations < 1) throw new Error(`--iterations must be a whole number from 1, got ${args.iterations}`);

const dir = args.db ? undefined : mkdtempSync(join(tmpdir(), 'seri-bench-'));
const dbPath = args.db ?? join(dir as string, 'bench.sqlite');

console.log(`Seeding ${lots} car-auction lots (others in proportion) into ${dbPath} …`);
const seedStarted = performance.now();
const api = createReferenceApi({ dbPath, seedLots: lots, seed: DEFAULT_SEED });
console.log(`Database ready in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const app = express();
app.use(API_BASE, api.router);
const server = http.createServer(app);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_BASE}`;
// One kept-alive connection, as a browser tab has.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(path: string, cookie: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent, headers: { Cookie: cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown }));
      })
      .on('error', reject);
  });
}

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'client@seri.example', password: 'client123' }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

try {
  const cookie = await signIn();
  const mix: BenchQuery[] = await queryMix((path) => get(path, cookie).then((res) => res.body));
  const timings = new Map<string, number[]>(mix.map((query) => [query.kind, []]));
  const all: number[] = [];

  // A first round, shown apart: it fills SQLite's page cache and the API's kept counts.
  const first = new Map<string, number>();
  for (const query of mix) {
    const at = performance.now();
    await get(query.path(0), cookie);
    first.set(query.kind, performance.now() - at);
  }

  const started = performance.now();
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    for (const query of mix) {
      const path = query.path(iteration);
      const at = performance.now();
      const res = await get(path, cookie);
      const ms = performance.now() - at;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      timings.get(query.kind)?.push(ms);
      all.push(ms);
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const ms = (value: number | undefined, width: number) => (value === undefined ? '' : value.toFixed(1)).padStart(width);
  const row = (kind: string, samples: number[], firstMs?: number, note = '') =>
    `${kind.padEnd(40)}${[50, 95, 99].map((p) => ms(percentile(samples, p), 8)).join('')}${ms(Math.max(...samples), 8)}${ms(firstMs, 8)}  ${note}`;
  console.log(`\n${lots} car-auction lots, ${iterations} iterations of ${mix.length} queries (ms, one client, keep-alive; first: the untimed first round)`);
  console.log(`${'query'.padEnd(40)}${['p50', 'p95', 'p99', 'max', 'first'].map((h) => h.padStart(8)).join('')}  example`);
  for (const query of mix) console.log(row(query.kind, timings.get(query.kind) ?? [], first.get(query.kind), query.path(0)));
  console.log(row('overall', all));
  console.log(`throughput: ${(all.length / seconds).toFixed(0)} requests/s (${all.length} requests in ${seconds.toFixed(1)} s)`);
} finally {
  agent.destroy();
  server.close();
  await api.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
