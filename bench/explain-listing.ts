// `npx tsx bench/explain-listing.ts FILE '/car-auction/listing?maker=1&year=2015,2020' …`: the SQL a
// listing query runs on a seeded database (e.g. one kept by `npm run bench:listing -- --db FILE`),
// with SQLite's query plan and the time of each statement. For choosing indexes.
import { URL } from 'node:url';
import { openDatabase } from '../server/reference-api/db/open';
import { parseListingRequest } from '../server/reference-api/listing/listing-request';
import { listingStatements } from '../server/reference-api/listing/lot-page';
import { listingPageTypes } from '../server/reference-api/listing/page-types';

const [file, ...paths] = process.argv.slice(2);
if (!file || paths.length === 0) throw new Error("Usage: tsx bench/explain-listing.ts DB_FILE '/car-auction/listing?…' …");
const db = openDatabase(file);

for (const path of paths) {
  const url = new URL(path, 'http://bench');
  const pageType = listingPageTypes().get(url.pathname.split('/')[1] ?? '');
  if (!pageType) throw new Error(`No page type in ${path}`);
  const request = parseListingRequest(pageType, Object.fromEntries(url.searchParams));
  const { count, page } = listingStatements(request);
  const total = Number(db.prepare('SELECT COUNT(*) FROM lots WHERE page_type = ?').pluck().get(pageType.id));
  const matches = count
    ? Number(
        db
          .prepare(count.sql)
          .pluck()
          .get(...count.params),
      )
    : total;
  console.log(`\n${path}: ${matches} of ${total} lots`);
  for (const [name, statement] of [
    ['count', count],
    ['page', page(matches, total)],
  ] as const) {
    if (!statement) continue;
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...statement.params) as Array<{ detail: string }>;
    const prepared = db.prepare(statement.sql);
    const at = performance.now();
    const rows = prepared.all(...statement.params);
    console.log(`  ${name} ${(performance.now() - at).toFixed(1)} ms, ${rows.length} rows: ${statement.sql}`);
    for (const step of plan) console.log(`    ${step.detail}`);
  }
}
db.close();
