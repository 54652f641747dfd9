// `npm run bench:proxy [-- --lots N --db FILE --connections C --seconds S --rounds R]`: the cost of the
// portal's proxy (API_URL mode). `npm run api` serves a database of N car-auction lots (seeded first
// when the --db file is missing) and the portal proxies to it, each in a process of its own; the same
// listing call is sent with C connections for S seconds straight to the API, then through the portal,
// R times in alternating order. Prints both throughputs, their ratio, the latency percentiles and the
// CPU each process spent per call. Not a test: nothing here passes or fails on time.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDatabase, freePort, ms, startChild, stopChild, wholeOption } from './bench-api';
import { percentile } from './listing-mix';

const { values: args } = parseArgs({
  options: {
    lots: { type: 'string', default: '20000' },
    db: { type: 'string' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
  },
});
const lots = wholeOption(args, 'lots', 1000);
const connections = wholeOption(args, 'connections', 1);
const seconds = wholeOption(args, 'seconds', 1);
const rounds = wholeOption(args, 'rounds', 1);
const CALL = '/api/v1/car-auction/listing?pageSize=20&page=2';

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Run {
  readonly calls: number;
  readonly latencies: number[];
  readonly seconds: number;
}

/** `connections` clients asking `url` back to back for `seconds`, each on its kept-alive connection. */
async function load(url: string, cookie: string): Promise<Run> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const at = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        http
          .get(url, { agent, headers: { Cookie: cookie } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
      if (status !== 200) throw new Error(`${url} answered ${status}`);
      latencies.push(performance.now() - at);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  return { calls: latencies.length, latencies, seconds: (performance.now() - started) / 1000 };
}

if (!existsSync(join('dist', 'index.html'))) throw new Error('The portal serves the built bundle: run `npm run build` first');
const database = await benchDatabase(lots, args.db);
const apiPort = await freePort();
const portalPort = await freePort();
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const portalOrigin = `http://127.0.0.1:${portalPort}`;
// Both log a line per request, as in production; the lines go nowhere.
const api = await startChild('server/reference-api/main.ts', apiOrigin, {
  DB_PATH: database.path,
  API_PORT: String(apiPort),
  API_HOST: '127.0.0.1',
  ALLOWED_ORIGINS: portalOrigin,
  TRUST_PROXY: 'loopback',
});
const portal = await startChild('server/index.ts', portalOrigin, { API_URL: apiOrigin, PORT: String(portalPort), HOST: '127.0.0.1' });

try {
  const signIn = await fetch(`${portalOrigin}/api/v1/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'client@seri.example', password: 'client123' }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const targets = { direct: `${apiOrigin}${CALL}`, proxied: `${portalOrigin}${CALL}` };
  for (const url of Object.values(targets)) await load(url, cookie); // warm: connections, statements, JIT

  const rows: Array<{ direct: Run; proxied: Run; apiCpu: Record<string, number>; portalCpu: number }> = [];
  console.log(`\n${connections} connections, ${seconds} s per run, ${CALL}`);
  console.log(
    `${'round'.padEnd(6)}${['direct/s', 'proxied/s', 'ratio', 'p50 d', 'p50 p', 'p99 d', 'p99 p', 'p99 ×', 'api ms', 'portal ms', 'load'].map((h) => h.padStart(10)).join('')}`,
  );
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (['direct', 'proxied'] as const) : (['proxied', 'direct'] as const);
    const runs: Partial<Record<'direct' | 'proxied', Run>> = {};
    const apiCpu: Record<string, number> = {};
    let portalCpu = 0;
    for (const target of order) {
      const apiBefore = cpuSeconds(api);
      const portalBefore = cpuSeconds(portal);
      const run = await load(targets[target], cookie);
      runs[target] = run;
      apiCpu[target] = ((cpuSeconds(api) - apiBefore) * 1000) / run.calls;
      if (target === 'proxied') portalCpu = ((cpuSeconds(portal) - portalBefore) * 1000) / run.calls;
    }
    const { direct, proxied } = runs as Record<'direct' | 'proxied', Run>;
    rows.push({ direct, proxied, apiCpu, portalCpu });
    const rate = (run: Run) => run.calls / run.seconds;
    console.log(
      `${String(round + 1).padEnd(6)}${[rate(direct).toFixed(0), rate(proxied).toFixed(0), (rate(proxied) / rate(direct)).toFixed(2)].map((v) => v.padStart(10)).join('')}` +
        `${[percentile(direct.latencies, 50), percentile(proxied.latencies, 50), percentile(direct.latencies, 99), percentile(proxied.latencies, 99)].map((v) => ms(v, 10)).join('')}` +
        `${(percentile(proxied.latencies, 99) / percentile(direct.latencies, 99)).toFixed(2).padStart(10)}${ms(apiCpu.direct, 10)}${ms(portalCpu, 10)}${(loadavg()[0] ?? 0).toFixed(1).padStart(10)}`,
    );
  }
  const ratios = rows.map(({ direct, proxied }) => proxied.calls / proxied.seconds / (direct.calls / direct.seconds));
  const p99s = rows.map(({ direct, proxied }) => percentile(proxied.latencies, 99) / percentile(direct.latencies, 99));
  console.log(
    `\nSummary (${new Date().toISOString().slice(0, 10)}, ${lots} car-auction lots): proxied/direct throughput median ${percentile(ratios, 50).toFixed(2)} ` +
      `(${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}), proxied p99 ${percentile(p99s, 50).toFixed(2)}× direct ` +
      `(${Math.min(...p99s).toFixed(2)}–${Math.max(...p99s).toFixed(2)}); CPU per call: API ${ms(
        percentile(
          rows.map((row) => row.apiCpu.direct ?? 0),
          50,
        ),
        0,
      )} ms, ` +
      `portal ${ms(
        percentile(
          rows.map((row) => row.portalCpu),
          50,
        ),
        0,
      )} ms (medians of ${rounds} rounds)`,
  );
} finally {
  await Promise.all([portal, api].map(stopChild));
  database.remove();
}
