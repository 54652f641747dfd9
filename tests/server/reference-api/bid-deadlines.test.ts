// The deadlines of bid rows: when bids on the lot close for the bidder and, for an open bid, until when
// it may be cancelled; the same instants as the lot's own bidInfo, none once the auction day is over.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidListResponseSchema, type BidListResponse, type BidRow } from '../../../schemas/api/bids';
import { japanInstant } from '../../../shared/japan-time';
import { expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

let t: TestApi;
let cookie: string;
beforeAll(async () => {
  t = startTestApi();
  cookie = await loginCookie(t.app, 'client');
});
afterAll(async () => {
  await t.api.close();
});

const get = (path: string, query: Record<string, string> = {}) => request(t.app).get(`/api/v1${path}`).query(query).set('Cookie', cookie);

async function rows(): Promise<BidRow[]> {
  const res = await get('/bid/my-bid', { pageSize: '70' });
  expect(res.status).toBe(200);
  expectSchema(bidListResponseSchema, res.body);
  return (res.body as BidListResponse).cars;
}

const auctionAt = (row: BidRow) => japanInstant(...(row.auctionDate.split(' ') as [string, string])).getTime();
const HOUR_MS = 3_600_000;

describe('bid row deadlines', () => {
  it('closes bids 30 minutes before the auction for a client with bidDeadlineCheck, cancelling 3 hours before', async () => {
    const live = (await rows()).filter((row) => !row.archived && row.lotType === 'car-auction' && [1, 2].includes(row.bidStatus ?? 0));
    expect(live.length).toBeGreaterThan(0);
    for (const row of live) {
      expect(Date.parse(row.biddingDeadline!), row.lotNo).toBe(auctionAt(row) - HOUR_MS / 2);
      expect(Date.parse(row.cancelDeadline!), row.lotNo).toBe(auctionAt(row) - 3 * HOUR_MS);
    }
  });

  it('gives the instants the lot’s own bidInfo gives', async () => {
    const row = (await rows()).find((r) => !r.archived && r.lotType === 'car-auction' && r.bidStatus === 1);
    const detail = await get('/car-auction/view', { id: row!.id });
    expect(detail.status).toBe(200);
    expect(row!.biddingDeadline).toBe(detail.body.bidInfo.biddingDeadline);
  });

  it('has no cancel deadline for a bid that is not open, no deadline for one that can no longer change, and none once the auction day is over', async () => {
    const all = await rows();
    for (const row of all.filter((r) => ![1, 2].includes(r.bidStatus ?? 0))) expect(row.cancelDeadline, row.lotNo).toBeNull();
    const settled = all.filter((r) => [3, 5, 6, 7].includes(r.bidStatus ?? 0));
    expect(settled.length).toBeGreaterThan(0);
    for (const row of settled) expect(row.biddingDeadline, row.lotNo).toBeNull();
    const history = await get('/bid/bid-history', { pageSize: '70' });
    const archived = (history.body as BidListResponse).cars;
    expect(archived.length).toBeGreaterThan(0);
    for (const row of archived) expect([row.biddingDeadline, row.cancelDeadline], row.lotNo).toEqual([null, null]);
  });
});
