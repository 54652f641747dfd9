// Starts the database worker (db-worker-thread.ts) for a database file and asks it for filters
// answers. Once it runs, it checkpoints the write-ahead log, so the API's own connection stops doing
// it at the end of a commit (a checkpoint copies megabytes and waits for the disk). An in-memory
// database has no file to share: the API then does all this itself.
import { Worker } from 'node:worker_threads';
import type { FiltersResponse } from '../../../schemas/api/listing';
import type { Db } from '../db/open';
import type { DbWorkerData, FiltersRequest, FromDbWorker } from './messages';

/** SQLite's default: a checkpoint at the commit that takes the log past 1000 pages. */
const AUTO_CHECKPOINT_PAGES = 1000;

export interface DbWorker {
  /** false once the worker has stopped: the API answers in-process again */
  running(): boolean;
  /** the filters answer of a checked query, with the seconds the worker spent on it */
  filters(pageType: string, query: Record<string, unknown>): Promise<{ answer: FiltersResponse; seconds: number }>;
  close(): Promise<void>;
}

export function startDbWorker(db: Db, dbPath: string, onError: (message: string) => void): DbWorker {
  const data: DbWorkerData = { entry: new URL('./db-worker-thread.ts', import.meta.url).href, dbPath };
  // execArgv: [] leaves tsx's loader out when the API runs under it: ts-worker.mjs registers its own.
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: data, execArgv: [] });
  worker.unref();
  const pending = new Map<number, { resolve(value: { answer: FiltersResponse; seconds: number }): void; reject(error: Error): void }>();
  let nextId = 1;
  let alive = true;

  const stopped = (reason: Error) => {
    if (!alive) return;
    alive = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    for (const { reject } of pending.values()) reject(reason);
    pending.clear();
  };

  worker.on('message', (message: FromDbWorker) => {
    if (message.kind === 'ready') {
      db.pragma('wal_autocheckpoint = 0');
      return;
    }
    const request = pending.get(message.id);
    pending.delete(message.id);
    if (message.kind === 'filters') request?.resolve({ answer: message.answer, seconds: message.seconds });
    else request?.reject(new Error(`database worker: ${message.message}`));
  });
  worker.on('error', (error) => {
    onError(`[reference-api] database worker failed: ${error.stack ?? error.message}`);
    stopped(error);
  });
  worker.on('exit', (code) => stopped(new Error(`the database worker exited (${code})`)));

  return {
    running: () => alive,
    filters(pageType, query) {
      const id = nextId;
      nextId += 1;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, pageType, query } satisfies FiltersRequest);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
