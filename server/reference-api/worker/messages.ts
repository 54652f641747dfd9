// What the API's event loop and its database worker (db-worker-thread.ts) tell each other.
import type { FiltersResponse } from '../../../schemas/api/listing';

export interface DbWorkerData {
  /** the module to run (ts-worker.mjs) */
  readonly entry: string;
  readonly dbPath: string;
}

/** A GET /{pageType}/filters query, already checked by the API. */
export interface FiltersRequest {
  readonly id: number;
  readonly pageType: string;
  readonly query: Record<string, unknown>;
}

export type FromDbWorker =
  /** its connection is open: it keeps the write-ahead log checkpointed from now on */
  | { readonly kind: 'ready' }
  | { readonly kind: 'filters'; readonly id: number; readonly answer: FiltersResponse; readonly seconds: number }
  | { readonly kind: 'failed'; readonly id: number; readonly message: string };
