// The database worker: filters answers and write-ahead-log checkpoints, off the API's event loop, on a
// connection of its own to the API's database file (WAL: it reads what the API committed; it writes
// nothing but checkpoints). It keeps a copy of the lots' filter columns (listing/lot-columns.ts), read
// again once the lots have stopped changing for a while.
import { parentPort, workerData } from 'node:worker_threads';
import type { ListingQuery } from '../../../schemas/api/listing';
import { openDatabase } from '../db/open';
import { createStatementCache } from '../db/statement-cache';
import { createFacetReader, sqlFacetCounting } from '../listing/facets';
import { columnFacetCounting, copyLots, type LotCopies } from '../listing/lot-columns';
import { readListingRequest } from '../listing/listing-request';
import { lotClauses } from '../listing/lot-conditions';
import { listingPageTypes } from '../listing/page-types';
import { lotsVersionReader } from '../listing/statements';
import type { DbWorkerData, FiltersRequest, FromDbWorker } from './messages';

/** How often the log is checkpointed (PASSIVE: never waits for, nor blocks, the API's reads and writes). */
const CHECKPOINT_MS = 500;
/** The lots must keep one version this long before they are copied again (the schedule's catch-up writes in bursts). */
const QUIET_MS = 1000;

const port = parentPort;
if (!port) throw new Error('db-worker-thread.ts runs in a worker thread');
const { dbPath } = workerData as DbWorkerData;
const db = openDatabase(dbPath);
const { prepare } = createStatementCache(db);
const pageTypes = listingPageTypes();
const version = lotsVersionReader(db);
let copies: LotCopies | undefined;
const facets = createFacetReader(
  db,
  columnFacetCounting(db, prepare, () => copies, sqlFacetCounting(db, prepare)),
);

const send = (message: FromDbWorker) => port.postMessage(message);

port.on('message', ({ id, pageType: pageTypeId, query }: FiltersRequest) => {
  try {
    const pageType = pageTypes.get(pageTypeId);
    if (!pageType) throw new Error(`No page type '${pageTypeId}'`);
    const started = performance.now();
    // the API checked the query's shape before sending it
    const answer = facets(pageType, lotClauses(readListingRequest(pageType, query as ListingQuery)));
    send({ kind: 'filters', id, answer, seconds: (performance.now() - started) / 1000 });
  } catch (error) {
    send({ kind: 'failed', id, message: (error as Error).stack ?? String(error) });
  }
});

const yieldToMessages = () => new Promise<void>((resolve) => setImmediate(resolve));
let copying = false;
let seen: string | undefined;

/** Copies the lots when their version differs from the copy's and has held since the last look. */
async function refreshCopy(): Promise<void> {
  const current = version();
  const due = copies?.version !== current && (copies === undefined || current === seen);
  seen = current;
  if (!due || copying) return;
  copying = true;
  try {
    copies =
      (await copyLots(db, async (copied) => {
        copies = copied;
        await yieldToMessages();
      })) ?? copies;
  } finally {
    copying = false;
  }
}

setInterval(() => db.pragma('wal_checkpoint(PASSIVE)'), CHECKPOINT_MS);
setInterval(() => void refreshCopy(), QUIET_MS);
void refreshCopy();
send({ kind: 'ready' });
