// Starts a worker thread on a TypeScript module: tsx's loader is registered in the thread itself, so
// the same worker runs under `npm start`/`npm run api` (tsx) and in Vitest, which have no loader in
// common. workerData.entry is the module's file URL.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
