// `npm run bench:api [-- --lots N --db FILE --starts K --rounds R --iterations I --settle S]`: the
// reference API on an existing database of N car-auction lots (seeded first when the --db file is
// missing):
//   1. start: `npm run api` (node with tsx's loader) as a child process, from its launch until
//      /readyz answers (K times);
//   2. the listing mix of bench:listing (p50/p95/p99, throughput), after the first /filters call;
//   3. /filters: the first call (after --settle seconds, default 10, for the API's own start-up work),
//      then R rounds of combinations not asked before (cold) and each again (warm), while a second
//      client asks a cheap call every few ms;
//   4. the daily schedule refresh: the API's clock moves to another Japan day and back, while the
//      second client keeps asking; how long it waited at most, and whether every status is right.
// The event loop's longest stall (perf_hooks.monitorEventLoopDelay) is given per phase, with the
// machine's own floor: the longest pause of a busy loop doing nothing else. Not a test: nothing here
// passes or fails on time. Phases 2-4 run the API in this process (the clock is an option).
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/reference-api/db/open';
import { addDays, isoWeekday, japanDate } from '../shared/japan-time';
import { AUCTION_STATUS } from '../server/reference-api/reference/auction-statuses';
import { benchDatabase, freePort, ms, serveBenchApi, startChild, stopChild, wholeOption, type BenchApi } from './bench-api';
import { filterCombinations } from './filters-mix';
import { percentile, queryMix, timeMix } from './listing-mix';

const { values: args } = parseArgs({
  options: {
    lots: { type: 'string', default: '200000' },
    /** keep the seeded database in this file and reuse it on the next run */
    db: { type: 'string' },
    starts: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '5' },
    iterations: { type: 'string', default: '10' },
    /** seconds the in-process API is left alone after its start, for the work it does in the background */
    settle: { type: 'string', default: '10' },
  },
});
const lots = wholeOption(args, 'lots', 1000);
const starts = wholeOption(args, 'starts', 1);
const rounds = wholeOption(args, 'rounds', 1);
const iterations = wholeOption(args, 'iterations', 1);
const settle = wholeOption(args, 'settle', 0);

const load = () => loadavg()[0]?.toFixed(1) ?? '?';
const loopMax = (histogram: IntervalHistogram) => histogram.max / 1e6;
const summary: string[] = [];
const report = (line: string) => {
  console.log(line);
  summary.push(line);
};

/** The longest pause of a loop that does nothing but read the clock: what the machine itself costs. */
function machineFloor(forMs: number): number {
  let longest = 0;
  let last = performance.now();
  const end = last + forMs;
  while (last < end) {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }
  return longest;
}

/** `npm run api` on the database, from launch until /readyz answers 200 (ms). */
async function timeStart(dbPath: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = await startChild('server/reference-api/main.ts', `http://127.0.0.1:${port}`, {
    DB_PATH: dbPath,
    API_PORT: String(port),
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });
  const took = performance.now() - started;
  await stopChild(child);
  return took;
}

interface Probe {
  /** stops asking; the latencies seen (ms) */
  stop(): Promise<number[]>;
}

/** A second client asking a cheap call every 5 ms: how long any request waited meanwhile. */
function probe(bench: BenchApi): Probe {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const at = performance.now();
      await bench.getAside('/site/get-language');
      latencies.push(performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

/** Live lots whose status or sold price is not what their auction day says (the old full rewrite's result). */
function wrongStatuses(dbPath: string, today: string): number {
  const db = openDatabase(dbPath);
  try {
    return Number(
      db
        .prepare(
          `SELECT COUNT(*) FROM lots l JOIN auctions a ON a.id = l.auction_id
           WHERE l.page_type IN ('car-auction', 'bikes', 'machinery') AND (
             l.status IS NOT CASE WHEN a.date > @today THEN ${AUCTION_STATUS.upcoming} WHEN a.date = @today THEN ${AUCTION_STATUS.ongoing} ELSE l.result_status END
             OR l.sold_price IS NOT CASE WHEN a.date < @today THEN l.result_price END
             OR l.auction_date IS NOT a.date)`,
        )
        .pluck()
        .get({ today }),
    );
  } finally {
    db.close();
  }
}

const database = await benchDatabase(lots, args.db);
console.log(`\n${lots} car-auction lots in ${database.path}; load ${load()} (1-minute average, 2 cores shared)`);
report(`machine floor: a busy loop paused at most ${machineFloor(2000).toFixed(1)} ms in 2 s (load ${load()})`);

const startTimes: number[] = [];
for (let start = 0; start < starts; start += 1) startTimes.push(await timeStart(database.path));
report(
  `start on the existing database (npm run api until /readyz): ${startTimes.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')}; median ${(percentile(startTimes, 50) / 1000).toFixed(2)} s (load ${load()})`,
);

let clockOffsetMs = 0;
const bench = await serveBenchApi(database.path, { now: () => new Date(Date.now() + clockOffsetMs) });
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
try {
  const cookie = await bench.signIn();
  const get = (path: string) => bench.get(path, cookie);

  await bench.api.scheduleSettled?.();
  await new Promise((resolve) => setTimeout(resolve, settle * 1000));
  let at = performance.now();
  await get('/car-auction/filters');
  const firstFilters = performance.now() - at;

  loop.reset();
  const mix = await queryMix((path) => get(path).then((res) => res.body));
  const listing = await timeMix(mix, iterations, get);
  report(
    `listing mix (${listing.all.length} calls, one client): p50 ${ms(percentile(listing.all, 50), 0)} ms, p95 ${ms(percentile(listing.all, 95), 0)} ms, p99 ${ms(percentile(listing.all, 99), 0)} ms, ` +
      `${(listing.all.length / listing.seconds).toFixed(0)} req/s; longest event-loop stall ${ms(loopMax(loop), 0)} ms (load ${load()})`,
  );

  const combinations = await filterCombinations((path) => get(path).then((res) => res.body));
  const cold: number[] = [];
  const warm: number[] = [];
  const coldByKind = new Map<string, number[]>(combinations.map(({ kind }) => [kind, []]));
  loop.reset();
  const filtersProbe = probe(bench);
  for (let round = 0; round < rounds; round += 1) {
    for (const combination of combinations) {
      const path = `/car-auction/filters?${combination.query(round)}`;
      for (const samples of [cold, warm]) {
        at = performance.now();
        const res = await get(path);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
        samples.push(performance.now() - at);
        if (samples === cold) coldByKind.get(combination.kind)?.push(performance.now() - at);
      }
    }
  }
  const asideFilters = await filtersProbe.stop();
  report(`/filters, first call (no filter), ${settle} s after start: ${ms(firstFilters, 0)} ms`);
  report(
    `/filters cold (${cold.length}: ${combinations.map(({ kind }) => kind).join(', ')}): p50 ${ms(percentile(cold, 50), 0)} ms, p95 ${ms(percentile(cold, 95), 0)} ms, max ${ms(Math.max(...cold), 0)} ms; ` +
      `warm p50 ${ms(percentile(warm, 50), 0)} ms, p95 ${ms(percentile(warm, 95), 0)} ms`,
  );
  report(
    `  per combination, cold median (ms): ${[...coldByKind].map(([kind, samples]) => `${kind} ${ms(percentile(samples, 50), 0)}`).join(', ')}`,
  );
  report(
    `  meanwhile a second client's calls (${asideFilters.length}) took at most ${ms(Math.max(...asideFilters), 0)} ms (p99 ${ms(percentile(asideFilters, 99), 0)} ms); ` +
      `longest event-loop stall ${ms(loopMax(loop), 0)} ms (load ${load()})`,
  );

  // Another Japan day within the same auction week (no weeks shifted), then back: both are a day's refresh.
  const today = japanDate(new Date());
  const otherDay = isoWeekday(today) <= 5 ? 1 : -1;
  for (const [label, offsetDays] of [
    ['to the next day', otherDay],
    ['back', 0],
  ] as const) {
    loop.reset();
    const refreshProbe = probe(bench);
    at = performance.now();
    clockOffsetMs = offsetDays * 24 * 3600 * 1000;
    // The first request of the new day starts the refresh; the API says when it is done (older APIs finish within that request).
    await get('/site/get-language');
    await bench.api.scheduleSettled?.();
    const took = performance.now() - at;
    const aside = await refreshProbe.stop();
    const day = addDays(today, offsetDays);
    report(
      `schedule refresh ${label} (${day}): done in ${(took / 1000).toFixed(1)} s; a second client's calls (${aside.length}) waited at most ${ms(Math.max(...aside), 0)} ms ` +
        `(p99 ${ms(percentile(aside, 99), 0)} ms); longest event-loop stall ${ms(loopMax(loop), 0)} ms; lots off their day: ${wrongStatuses(database.path, day)} (load ${load()})`,
    );
  }
} finally {
  loop.disable();
  await bench.close();
  database.remove();
}
console.log(
  `\nSummary (${new Date().toISOString().slice(0, 10)}, ${lots} car-auction lots):\n${summary.map((line) => `  ${line}`).join('\n')}`,
);
