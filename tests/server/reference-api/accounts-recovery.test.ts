import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetPasswordTokenVerifyResponseSchema } from '../../../schemas/api/accounts';
import { DEMO, cookieHeader, expectJsonError, expectSchema, login, type TestApi } from './helpers';
import { latestMail, outbox, signUpBody, startAccountsApi } from './accounts-helpers';

const HOUR_MS = 3600 * 1000;

describe('reference API: password recovery', () => {
  let t: TestApi;
  let clock = new Date();
  beforeAll(() => {
    t = startAccountsApi({ now: () => clock });
  });
  afterAll(async () => {
    await t.api.close();
  });

  const askReset = (email: string) => request(t.app).get('/api/v1/auth/reset-password').query({ email });
  const tokenState = (token: string) => request(t.app).get('/api/v1/auth/reset-password-token-verify').query({ token });
  const reset = (token: string, newPassword: string, confirmPassword = newPassword) =>
    request(t.app).post('/api/v1/auth/reset-password-verify').query({ token }).send({ newPassword, confirmPassword });

  it('mails a recovery link, resets the password with it once, and logs in with the new password', async () => {
    const asked = await askReset(DEMO.restricted.email);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ success: true });
    const { mail, link, token } = await latestMail(t.app, DEMO.restricted.email);
    expect(mail.subject).toBe('Reset your password');
    expect(link.pathname).toBe('/auth/change-password');

    const state = await tokenState(token);
    expectSchema(resetPasswordTokenVerifyResponseSchema, state.body);
    expect(state.body).toEqual({ success: true });

    const done = await reset(token, 'brand-new');
    expect(done.status).toBe(200);
    expect(done.body.success).toBe(true);

    expect((await request(t.app).post('/api/v1/auth').send({ email: DEMO.restricted.email, password: 'brand-new' })).status).toBe(200);
    expectJsonError(await login(t.app, 'restricted'), 401);

    expect((await tokenState(token)).body).toEqual({ success: false, error: 'InvalidToken' });
    const again = await reset(token, 'another1');
    expectJsonError(again, 403);
    expect(again.body.message).toBe('InvalidToken');
  });

  it('ends the sessions the account had, and earlier links with it', async () => {
    const session = cookieHeader(await login(t.app, 'dealer'));
    await askReset(DEMO.dealer.email);
    const first = (await latestMail(t.app, DEMO.dealer.email)).token;
    await askReset(DEMO.dealer.email);
    const second = (await latestMail(t.app, DEMO.dealer.email)).token;
    expect(second).not.toBe(first);

    expect((await reset(second, 'dealer-new')).status).toBe(200);
    expect((await request(t.app).get('/api/v1/user/view-profile').set('Cookie', session)).status).toBe(401);
    expect((await tokenState(first)).body.success).toBe(false);
  });

  it('lets a link live 24 hours', async () => {
    await askReset(DEMO.client.email);
    const { token } = await latestMail(t.app, DEMO.client.email);
    const issued = clock;
    try {
      clock = new Date(issued.getTime() + 24 * HOUR_MS - 1000);
      expect((await tokenState(token)).body.success).toBe(true);
      clock = new Date(issued.getTime() + 24 * HOUR_MS);
      expect((await tokenState(token)).body).toEqual({ success: false, error: 'InvalidToken' });
      expectJsonError(await reset(token, 'too-late'), 403);
    } finally {
      clock = issued;
    }
    expect((await login(t.app, 'client')).status).toBe(200);
  });

  it('lets an account not verified yet recover, and verifies its e-mail with the reset', async () => {
    const body = signUpBody();
    await request(t.app).post('/api/v1/auth/signup').send(body);
    expect((await askReset(body.email)).status).toBe(200);
    const { token } = await latestMail(t.app, body.email);
    expect((await reset(token, 'chosen-by-owner')).status).toBe(200);
    expect((await request(t.app).post('/api/v1/auth').send({ email: body.email, password: 'chosen-by-owner' })).status).toBe(200);
  });

  it('answers 403 UserNotFound for an unknown or disabled account, and sends nothing', async () => {
    const sent = (await outbox(t.app)).length;
    for (const email of ['nobody@seri.example', DEMO.disabled.email]) {
      const res = await askReset(email);
      expectJsonError(res, 403);
      expect(res.body.message).toBe('UserNotFound');
    }
    expect((await outbox(t.app)).length).toBe(sent);
  });

  it('checks the e-mail and the new password', async () => {
    const bad = await askReset('not-an-email');
    expect(bad.status).toBe(422);
    expect(bad.body.message).toEqual({ email: 'Invalid email address' });
    expectJsonError(await request(t.app).get('/api/v1/auth/reset-password'), 400);

    await askReset(DEMO.manager.email);
    const { token } = await latestMail(t.app, DEMO.manager.email);
    const short = await reset(token, '123', '124');
    expect(short.status).toBe(422);
    expect(short.body.message).toEqual({ newPassword: 'Must contain more than 5 characters', confirmPassword: 'Passwords do not match' });
    // A refused password leaves the link usable.
    expect((await tokenState(token)).body.success).toBe(true);
    expectJsonError(await request(t.app).post('/api/v1/auth/reset-password-verify').query({ token }).send({ newPassword: 'abcdef' }), 400);
  });

  it('answers a link without a token 400, and an unknown token as a dead link', async () => {
    expectJsonError(await request(t.app).get('/api/v1/auth/reset-password-token-verify'), 400);
    expect((await tokenState('made-up')).body).toEqual({ success: false, error: 'InvalidToken' });
    expectJsonError(await reset('made-up', 'abcdef'), 403);
  });

  it('writes the recovery mail in the account language', async () => {
    const cookie = cookieHeader(await login(t.app, 'manager'));
    await request(t.app).put('/api/v1/user/update-setting').set('Cookie', cookie).send({ language: 693 });
    await askReset(DEMO.manager.email);
    const { mail } = await latestMail(t.app, DEMO.manager.email);
    expect(mail.subject).toBe('Восстановление пароля');
  });
});
