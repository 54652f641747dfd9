import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileResponseSchema } from '../../../schemas/api/session';
import { expectJsonError, expectSchema, loginCookie, startTestApi, type DemoRole, type TestApi } from './helpers';

const VIEW_FLAGS = ['carAuctionsView', 'salesStatisticsView', 'onepriceView', 'bikeView', 'machineryView'];
const MANAGER_FLAGS = [
  'bidManagementEnabled',
  'bidManageStatus',
  'bidManageBidPrice',
  'bidManageSoldPrice',
  'lastHourBidWarning',
  'managerBidForClient',
  'bidsTodayDefault',
  'bidChangeConfirmation',
  'adjustmentPriceShow',
  'exportTypeShow',
  'shareCar',
];

describe('reference API: profile', () => {
  let t: TestApi;
  const cookies = new Map<DemoRole, string>();
  beforeAll(async () => {
    t = startTestApi();
    for (const role of ['client', 'manager', 'dealer', 'restricted'] as const) cookies.set(role, await loginCookie(t.app, role));
  });
  afterAll(async () => {
    await t.api.close();
  });

  const profileOf = async (role: DemoRole) => {
    const res = await request(t.app)
      .get('/api/v1/user/view-profile')
      .set('Cookie', cookies.get(role) ?? '');
    expect(res.status).toBe(200);
    expectSchema(profileResponseSchema, res.body);
    return res.body;
  };

  it('needs a session', async () => {
    expectJsonError(await request(t.app).get('/api/v1/user/view-profile'), 401);
    const forged = await request(t.app).get('/api/v1/user/view-profile').set('Cookie', 'seri_access=forged');
    expectJsonError(forged, 401);
    expect(forged.body).toEqual({ success: false, message: 'Unauthorized' });
  });

  it('describes the client: userType 2, role 1064, every view and bidding', async () => {
    const { detail, permission, balanceInfo } = await profileOf('client');
    expect(detail).toMatchObject({ email: 'client@seri.example', userType: 2, roleId: 1064, language: 692 });
    for (const flag of [...VIEW_FLAGS, 'biddingAllowed', 'creditLimitCheck', 'dailyBidLimitCheck', 'bidDeadlineCheck', 'shareCar']) {
      expect(permission[flag], flag).toBe(true);
    }
    expect(permission.dealerBidAccess).toBe(false);
    expect(permission.bidManageStatus).toBe(false);
    expect(balanceInfo.activeBids).toBe(6);
  });

  it('gives the manager (userType 3, role 991) every manager flag', async () => {
    const { detail, permission } = await profileOf('manager');
    expect(detail).toMatchObject({ userType: 3, roleId: 991 });
    for (const flag of [...MANAGER_FLAGS, ...VIEW_FLAGS]) expect(permission[flag], flag).toBe(true);
  });

  it('gives the dealer (role 1092) dealerBidAccess and every view', async () => {
    const { detail, permission } = await profileOf('dealer');
    expect(detail).toMatchObject({ userType: 2, roleId: 1092 });
    for (const flag of [...VIEW_FLAGS, 'dealerBidAccess', 'biddingAllowed']) expect(permission[flag], flag).toBe(true);
  });

  it('keeps bidding, bikes and machinery from the restricted user (role 984)', async () => {
    const { detail, permission } = await profileOf('restricted');
    expect(detail).toMatchObject({ userType: 2, roleId: 984 });
    expect(permission).toMatchObject({ biddingAllowed: false, bikeView: false, machineryView: false, carAuctionsView: true });
  });

  it('computes bidAllow from balance, credit limit and active bids, never below zero', async () => {
    for (const role of ['client', 'dealer', 'restricted', 'manager'] as const) {
      const { balanceInfo } = await profileOf(role);
      expect(balanceInfo.bidAllow).toBeGreaterThanOrEqual(0);
      expect(balanceInfo.bidAllow).toBeLessThanOrEqual(balanceInfo.balance + balanceInfo.creditLimit);
    }
    const client = await profileOf('client');
    // The demo client's credit leaves room for more bids.
    expect(client.balanceInfo.bidAllow).toBeGreaterThan(0);
    expect(client.balanceInfo.bidAllow).toBeLessThan(client.balanceInfo.balance + client.balanceInfo.creditLimit);
  });

  it('saves settings', async () => {
    const cookie = cookies.get('client') ?? '';
    const res = await request(t.app)
      .put('/api/v1/user/update-setting')
      .set('Cookie', cookie)
      .send({ bidEmailNotify: false, language: 693 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await profileOf('client')).detail).toMatchObject({ bidEmailNotify: false, language: 693 });
    await request(t.app).put('/api/v1/user/update-setting').set('Cookie', cookie).send({ language: 692 });
    expect((await profileOf('client')).detail).toMatchObject({ bidEmailNotify: false, language: 692 });
  });

  it.each([
    ['an empty body', {}, 400],
    ['an unknown field', { theme: 'dark' }, 400],
    ['a wrong type', { bidEmailNotify: 'yes' }, 400],
    ['an unknown language', { language: 700 }, 422],
  ])('rejects settings with %s (%i)', async (_case, body, status) => {
    const res = await request(t.app)
      .put('/api/v1/user/update-setting')
      .set('Cookie', cookies.get('client') ?? '')
      .send(body);
    expectJsonError(res, status);
  });

  it('needs a session to save settings', async () => {
    expectJsonError(await request(t.app).put('/api/v1/user/update-setting').send({ language: 692 }), 401);
  });
});
