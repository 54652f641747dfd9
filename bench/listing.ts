// `npm run bench:listing [-- --lots N --iterations K --db FILE]`: seeds N car-auction lots (the other
// page types in proportion, as the reference API seeds them) into a temporary database, starts the
// reference API on a real HTTP server on a free loopback port, and times a fixed mix of listing
// queries, counts included, as a signed-in client sends them. Prints p50/p95/p99 per query kind and
// overall, and the throughput. Not a test: nothing here passes or fails on time.
import { parseArgs } from 'node:util';
import { benchDatabase, ms, serveBenchApi, wholeOption } from './bench-api';
import { percentile, queryMix, timeMix } from './listing-mix';

const { values: args } = parseArgs({
  options: {
    lots: { type: 'string', default: '200000' },
    iterations: { type: 'string', default: '20' },
    /** keep the seeded database in this file and reuse it on the next run */
    db: { type: 'string' },
  },
});
const lots = wholeOption(args, 'lots', 1000);
const iterations = wholeOption(args, 'iterations', 1);

const database = await benchDatabase(lots, args.db);
const bench = await serveBenchApi(database.path);

try {
  const cookie = await bench.signIn();
  const mix = await queryMix((path) => bench.get(path, cookie).then((res) => res.body));
  const { timings, first, all, seconds } = await timeMix(mix, iterations, (path) => bench.get(path, cookie));

  const row = (kind: string, samples: number[], firstMs?: number, note = '') =>
    `${kind.padEnd(40)}${[50, 95, 99].map((p) => ms(percentile(samples, p))).join('')}${ms(Math.max(...samples))}${ms(firstMs)}  ${note}`;
  console.log(
    `\n${lots} car-auction lots, ${iterations} iterations of ${mix.length} queries (ms, one client, keep-alive; first: the untimed first round)`,
  );
  console.log(`${'query'.padEnd(40)}${['p50', 'p95', 'p99', 'max', 'first'].map((h) => h.padStart(8)).join('')}  example`);
  for (const query of mix) console.log(row(query.kind, timings.get(query.kind) ?? [], first.get(query.kind), query.path(0)));
  console.log(row('overall', all));
  console.log(`throughput: ${(all.length / seconds).toFixed(0)} requests/s (${all.length} requests in ${seconds.toFixed(1)} s)`);
} finally {
  await bench.close();
  database.remove();
}
