// The contract checker (npm run contract): it passes the reference API on a fresh database, changes
// included, and fails a backend that answers a wrong type, naming the call and the JSON path.
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../server/paths';
import { runContract } from '../../../tools/contract/run';
import { DEMO, startServedApi, type ServedApi } from '../reference-api/helpers';

const accounts = { client: DEMO.client, manager: DEMO.manager, dealer: DEMO.dealer };
const flag = (account: { email: string; password: string }) => `${account.email}:${account.password}`;

/** The reference API, except that the car listing's fourth lot has a number for its auction date. */
function brokenStub(served: ServedApi): express.Express {
  const app = express();
  app.use('/api/v1/car-auction/listing', (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: { carsList?: Array<Record<string, unknown>> }) => {
      const lot = body.carsList?.[3];
      if (lot) lot.auctionDate = 20240101;
      return json(body);
    };
    next();
  });
  app.use('/api/v1', served.api.router);
  return app;
}

describe('the contract checker', () => {
  let served: ServedApi;
  let stub: http.Server;
  let stubUrl: string;
  beforeAll(async () => {
    // 300 car lots give every page type more than one page of 20
    served = await startServedApi({ seedLots: 300 });
    stub = http.createServer(brokenStub(served));
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => stub.close(resolve));
    await served.close();
  });

  it('passes the reference API on a fresh database, changes included', async () => {
    const lines: string[] = [];
    const report = await runContract({ apiUrl: served.url, accounts, write: true }, (line) => lines.push(line));
    expect(report.outcomes.filter((outcome) => outcome.verdict !== 'PASS')).toEqual([]);
    expect(lines).toContain('  PASS  PUT /bid/update-bid-status cancels the bid (status 4), undoing it');
    expect(lines.at(-1)).toMatch(/^Summary: \d+ passed, 0 failed, 0 skipped\. The backend meets the contract/);
  }, 60_000);

  it('fails a backend that answers a wrong type, naming the call and the path, and exits 1', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tools/contract/main.ts', '--api-url', stubUrl, '--client', flag(DEMO.client), '--manager', flag(DEMO.manager)],
      { cwd: repoRoot },
    );
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stdout: string } | undefined;
    expect(failure?.code).toBe(1);
    const lines = failure!.stdout.split('\n');
    const failed = lines.indexOf('  FAIL  GET /car-auction/listing?pageSize=20: the page size and totals');
    expect(failed).toBeGreaterThan(0);
    expect(lines[failed + 1]).toBe('        $.carsList[3].auctionDate: must be string (got 20240101)');
    expect(lines).toContain('  PASS  GET /stock/listing?pageSize=20: the page size and totals');
    expect(lines.at(-2)).toMatch(/^Summary: \d+ passed, [1-9]\d* failed, \d+ skipped\. The backend does not meet the contract yet/);
  }, 60_000);
});
