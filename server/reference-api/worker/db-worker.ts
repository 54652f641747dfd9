// Starts the database worker (db-worker-thread.ts) for a database file and asks it for filters
// answers. Once it runs, it checkpoints the write-ahead log, so the API's own connection stops doing
// it at the end of a commit (a checkpoint copies megabytes and waits for the disk). An in-memory
// database has no file to share: the API then does all this itself. An answer the worker cannot give,
// because it stopped or is stuck, is a 503 to retry: the request is never left waiting, and once the
// worker has stopped the API answers in-process.
import { Worker } from 'node:worker_threads';
import type { FiltersResponse } from '../../../schemas/api/listing';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import type { DbWorkerData, FiltersRequest, FromDbWorker } from './messages';

/** SQLite's default: a checkpoint at the commit that takes the log past 1000 pages. */
const AUTO_CHECKPOINT_PAGES = 1000;
/** Far beyond the slowest cold answer measured (README "Benchmarks": 8.4 s on a busy machine). */
const ANSWER_TIMEOUT_MS = 30_000;

const unavailable = () => new HttpError(503, { success: false, message: 'The filters cannot be counted right now. Please try again.' });

export interface DbWorkerOptions {
  /** how long an answer may take before it is refused (ANSWER_TIMEOUT_MS) */
  answerTimeoutMs?: number;
}

export interface DbWorker {
  /** false once the worker has stopped: the API answers in-process again */
  running(): boolean;
  /** the filters answer of a checked query, with the seconds the worker spent on it */
  filters(pageType: string, query: Record<string, unknown>): Promise<{ answer: FiltersResponse; seconds: number }>;
  close(): Promise<void>;
}

interface PendingAnswer {
  resolve(value: { answer: FiltersResponse; seconds: number }): void;
  reject(error: Error): void;
  /** refuses the answer once it has taken too long */
  timer: NodeJS.Timeout;
}

export function startDbWorker(
  db: Db,
  dbPath: string,
  onError: (message: string) => void,
  { answerTimeoutMs = ANSWER_TIMEOUT_MS }: DbWorkerOptions = {},
): DbWorker {
  const data: DbWorkerData = { entry: new URL('./db-worker-thread.ts', import.meta.url).href, dbPath };
  // execArgv: [] leaves tsx's loader out when the API runs under it: ts-worker.mjs registers its own.
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData: data, execArgv: [] });
  worker.unref();
  const pending = new Map<number, PendingAnswer>();
  let nextId = 1;
  let alive = true;

  const stopped = () => {
    if (!alive) return;
    alive = false;
    if (db.open) db.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    for (const { reject, timer } of pending.values()) {
      clearTimeout(timer);
      reject(unavailable());
    }
    pending.clear();
  };

  worker.on('message', (message: FromDbWorker) => {
    if (message.kind === 'ready') {
      db.pragma('wal_autocheckpoint = 0');
      return;
    }
    const request = pending.get(message.id);
    pending.delete(message.id);
    clearTimeout(request?.timer);
    if (message.kind === 'filters') request?.resolve({ answer: message.answer, seconds: message.seconds });
    else request?.reject(new Error(`database worker: ${message.message}`));
  });
  worker.on('error', (error) => {
    onError(`[reference-api] database worker failed: ${error.stack ?? error.message}`);
    stopped();
  });
  worker.on('exit', stopped);

  return {
    running: () => alive,
    filters(pageType, query) {
      if (!alive) return Promise.reject(unavailable());
      const id = nextId;
      nextId += 1;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(unavailable());
        }, answerTimeoutMs);
        pending.set(id, { resolve, reject, timer });
        worker.postMessage({ id, pageType, query } satisfies FiltersRequest);
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
