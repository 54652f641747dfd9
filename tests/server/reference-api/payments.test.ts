import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentListResponseSchema, type PaymentRecord } from '../../../schemas/api/payments';
import { dashboardResponseSchema } from '../../../schemas/api/dashboard';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

describe('payments and the dashboard', () => {
  let test: TestApi;
  let client: string;
  let dealer: string;
  let manager: string;

  beforeAll(async () => {
    test = startTestApi();
    [client, dealer, manager] = await Promise.all([
      loginCookie(test.app, 'client'),
      loginCookie(test.app, 'dealer'),
      loginCookie(test.app, 'manager'),
    ]);
  });
  afterAll(() => test.api.close());

  const payments = (cookie: string, query: Record<string, string> = {}) =>
    request(test.app)
      .get('/api/v1/payments/list')
      .query({ pageSize: '70', ...query })
      .set('Cookie', cookie);
  const profileBalance = async (cookie: string) =>
    (await request(test.app).get('/api/v1/user/view-profile').set('Cookie', cookie)).body.balanceInfo.balance as number;

  it('adds up: the records sum to the balance, each running balance follows the one before', async () => {
    const res = await payments(client);
    expect(res.status).toBe(200);
    expectSchema(paymentListResponseSchema, res.body);
    const records = res.body.records as PaymentRecord[];
    const sum = records.reduce((total, record) => total + record.amount, 0);
    expect(Number(res.body.totalBalance)).toBe(sum);
    expect(sum).toBe(await profileBalance(client));
    expect(Number(res.body.totalReceived) - Number(res.body.totalSpent)).toBe(sum);
    const oldestFirst = [...records].reverse();
    oldestFirst.reduce((before, record) => {
      expect(record.balance).toBe(before + record.amount);
      expect(record.balance).toBeGreaterThanOrEqual(0);
      return record.balance;
    }, 0);
    expect(new Set(records.map((record) => record.type))).toEqual(new Set(['remittance', 'purchase']));
  });

  it('filters by type, and the totals follow the filtered records', async () => {
    const res = await payments(client, { type: 'purchase' });
    const records = res.body.records as PaymentRecord[];
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.type === 'purchase' && record.purchaseId !== null && record.amount < 0)).toBe(true);
    expect(Number(res.body.totalReceived)).toBe(0);
    expect(Number(res.body.totalSpent)).toBe(-records.reduce((total, record) => total + record.amount, 0));
    expect(Number(res.body.totalBalance)).toBe(await profileBalance(client));
    const search = await payments(client, { search: 'Deposit' });
    expect(search.body.records).toHaveLength(1);
    expectJsonError(await payments(client, { type: 'gift' }), 422);
  });

  it('keeps a client’s history from another dealer, shows it to a manager', async () => {
    const me = (await request(test.app).get('/api/v1/user/view-profile').set('Cookie', client)).body.detail.userId as number;
    expectJsonError(await payments(dealer, { userId: String(me) }), 403);
    expect((await payments(manager, { userId: String(me) })).status).toBe(200);
  });

  it('summarises per role', async () => {
    const clientSummary = await request(test.app).get('/api/v1/dashboard/summary').set('Cookie', client);
    expect(clientSummary.status).toBe(200);
    expectSchema(dashboardResponseSchema, clientSummary.body);
    const summary = clientSummary.body.summary;
    expect(summary.role).toBe('client');
    expect(summary.latestBids.length).toBeGreaterThan(0);
    expect(
      summary.latestBids.every(
        (bid: { status: number; link: string }) => [1, 2].includes(bid.status) && bid.link.startsWith('/car-auctions/'),
      ),
    ).toBe(true);
    expect(summary.latestPurchases.length).toBeGreaterThan(0);
    const managerSummary = await request(test.app).get('/api/v1/dashboard/summary').set('Cookie', manager);
    expectSchema(dashboardResponseSchema, managerSummary.body);
    expect(managerSummary.body.summary.role).toBe('manager');
    expect(managerSummary.body.summary.newBids).toBeGreaterThan(0);
    expectJsonError(await request(test.app).get('/api/v1/dashboard/summary'), 401);
  });
});
