// Dates that do not exist (2025-02-30, 2025-99-99, 0000-00-00) in the record and bid lists: refused
// with the listings' 422 naming the parameter, not read as a filter that matches nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, startTestApi, type DemoRole, type TestApi } from './helpers';

let test: TestApi;
const cookies = {} as Record<DemoRole, string>;

beforeAll(async () => {
  test = startTestApi();
  for (const role of ['client', 'manager'] as const) cookies[role] = await loginCookie(test.app, role);
});
afterAll(() => test.api.close());

const get = (role: DemoRole, path: string, query: Record<string, string>) =>
  request(test.app).get(`/api/v1${path}`).query(query).set('Cookie', cookies[role]);

describe('impossible dates', () => {
  it.each([
    ['client', '/stats/listing', 'dateFrom', '2024-02-30'],
    ['client', '/purchased-cars/list', 'dateFrom', '2025-02-30'],
    ['client', '/purchased-cars/list', 'dateTo', '2025-99-99'],
    ['client', '/payments/list', 'dateFrom', '0000-00-00'],
    ['client', '/payments/list', 'dateTo', '2025-99-99'],
    ['client', '/bid/my-bid', 'auctionDateFrom', '2025-02-30'],
    ['manager', '/bid/index', 'auctionDateTo', '2023-02-29'],
    ['manager', '/bid/index', 'auctionDate', '2024-02-30'],
    ['manager', '/bid/index', 'auctionDate', '2024-02-29,2024-02-30'],
    ['manager', '/bid/filters', 'auctionDate', '2025-13-01'],
  ] as const)('%s: GET %s?%s=%s answers 422 naming the parameter', async (role, path, param, date) => {
    const res = await get(role, path, { [param]: date });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: { [param]: 'Invalid date' } });
  });

  it('still takes real dates, 29 February of a leap year included', async () => {
    expect((await get('client', '/purchased-cars/list', { dateFrom: '2024-02-29', dateTo: '2025-12-31' })).status).toBe(200);
    expect((await get('client', '/payments/list', { dateFrom: '2024-02-29' })).status).toBe(200);
    expect((await get('manager', '/bid/index', { auctionDate: '2024-02-29,2025-01-31', auctionDateFrom: '2024-02-29' })).status).toBe(200);
  });
});
