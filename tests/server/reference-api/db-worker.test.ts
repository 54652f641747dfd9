// The database worker (server/reference-api/worker): a filters answer it cannot give, because it
// stopped or takes too long, is a 503 the caller can retry, never a request left waiting or a 500.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../server/reference-api/http/errors';
import { migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase } from '../../../server/reference-api/db/open';
import { seedDatabase } from '../../../server/reference-api/seed/index';
import { startDbWorker, type DbWorker } from '../../../server/reference-api/worker/db-worker';
import { withDatabaseFile } from './helpers';

function withWorker(test: (worker: DbWorker) => Promise<void>, options?: { answerTimeoutMs: number }): Promise<void> {
  return withDatabaseFile(async (dbPath) => {
    const db = openDatabase(dbPath);
    migrate(db);
    seedDatabase(db, { carAuctionLots: 100, seed: 42, now: new Date() });
    const worker = startDbWorker(db, dbPath, () => {}, options);
    try {
      await test(worker);
    } finally {
      await worker.close();
      db.close();
    }
  });
}

async function refusal(answer: Promise<unknown>): Promise<HttpError> {
  const error = await answer.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the database worker', { timeout: 30_000 }, () => {
  it('answers filters', () =>
    withWorker(async (worker) => {
      const { answer } = await worker.filters('car-auction', {});
      expect(answer.totals.totalResults).toBeGreaterThan(0);
    }));

  it('refuses with 503 the answers pending when it stops, and those asked after', () =>
    withWorker(async (worker) => {
      const pending = worker.filters('car-auction', {});
      await worker.close();
      expect((await refusal(pending)).status).toBe(503);
      expect(worker.running()).toBe(false);
      expect((await refusal(worker.filters('car-auction', {}))).status).toBe(503);
    }));

  it('refuses with 503 an answer that takes longer than its limit', () =>
    withWorker(
      async (worker) => {
        const error = await refusal(worker.filters('car-auction', {}));
        expect(error.status).toBe(503);
        expect(error.body.message).toMatch(/try again/i);
      },
      { answerTimeoutMs: 0 },
    ));
});
