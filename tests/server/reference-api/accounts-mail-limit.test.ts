// Sign-up and recovery mails are limited per e-mail address and per client address (docs/api.md
// "Accounts"): 429 with Retry-After and messageCode TooManyMails, until the hour has passed.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAILS_PER_ADDRESS, MAILS_PER_CLIENT } from '../../../server/reference-api/accounts/mail-limit';
import { outbox, PORTAL_URL, signUpBody, startAccountsApi } from './accounts-helpers';
import { fakeSmtpServer } from './fake-smtp';
import { expectJsonError, type TestApi } from './helpers';

let clock = new Date('2026-11-24T03:00:00Z');
let t: TestApi;
beforeAll(() => {
  t = startAccountsApi({ now: () => clock });
  // each test speaks from its own network, named by X-Forwarded-For
  t.app.set('trust proxy', true);
});
afterAll(() => t.api.close());

const askReset = (email: string, from: string, on = t) =>
  request(on.app).get('/api/v1/auth/reset-password').query({ email }).set('X-Forwarded-For', from);
const signUp = (body: object, from: string, on = t) => request(on.app).post('/api/v1/auth/signup').set('X-Forwarded-For', from).send(body);

function expectTooMany(res: request.Response) {
  expectJsonError(res, 429);
  expect(res.body.messageCode).toBe('TooManyMails');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('account mail limits', () => {
  it('sends an address at most five recovery mails an hour, in any letter case, then again after the hour', async () => {
    for (let sent = 0; sent < MAILS_PER_ADDRESS.max; sent += 1)
      expect((await askReset('client@seri.example', '10.0.0.1')).status).toBe(200);
    const mails = (await outbox(t.app)).length;
    const refused = await askReset('Client@Seri.example', '10.0.0.2');
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await outbox(t.app)).toHaveLength(mails);
    // another address is not held back by this one
    expect((await askReset('dealer@seri.example', '10.0.0.1')).status).toBe(200);

    clock = new Date(clock.getTime() + 3600 * 1000 + 1000);
    expect((await askReset('client@seri.example', '10.0.0.1')).status).toBe(200);
  });

  it('counts sign-up mails too, and only mails sent: refused forms do not count', async () => {
    const email = 'limited.signup@mail.example';
    for (let tries = 0; tries < 3; tries += 1)
      expect((await signUp(signUpBody({ email, password: 'short', confirmPassword: 'short' }), '10.0.1.1')).status).toBe(422);
    expect((await signUp(signUpBody({ email }), '10.0.1.1')).status).toBe(200);
    for (let sent = 1; sent < MAILS_PER_ADDRESS.max; sent += 1) expect((await askReset(email, '10.0.1.1')).status).toBe(200);
    expectTooMany(await askReset(email, '10.0.1.1'));
  });

  it('sends one network at most twenty mails an hour, whatever the addresses', async () => {
    for (let sent = 0; sent < MAILS_PER_CLIENT.max; sent += 1) expect((await signUp(signUpBody(), '10.0.2.1')).status).toBe(200);
    const body = signUpBody();
    expectTooMany(await signUp(body, '10.0.2.1'));
    expectTooMany(await askReset('manager@seri.example', '10.0.2.1'));
    // the refused sign-up created no account: the address is free from another network
    expect((await signUp(body, '10.0.2.2')).status).toBe(200);
  });
});

const statusCounts = (responses: request.Response[]) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('account mail limits, against parallel requests while SMTP is slow', () => {
  const smtp = fakeSmtpServer({ delayMs: 1000 });
  let slow: TestApi;
  beforeAll(async () => {
    slow = startAccountsApi({ mail: { smtpUrl: await smtp.listen(), portalUrl: PORTAL_URL } });
    slow.app.set('trust proxy', true);
  });
  afterAll(async () => {
    await slow.api.close();
    smtp.server.close();
  });

  it('sends one address five recovery mails, however many are asked for at once', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => askReset('client@seri.example', '10.1.0.1', slow)));
    expect(statusCounts(responses)).toEqual({ 200: MAILS_PER_ADDRESS.max, 429: 12 - MAILS_PER_ADDRESS.max });
    for (const res of responses.filter(({ status }) => status === 429)) expectTooMany(res);
  });

  it('sends one network twenty sign-up mails, however many sign-ups come at once', async () => {
    const responses = await Promise.all(Array.from({ length: 25 }, () => signUp(signUpBody(), '10.1.1.1', slow)));
    expect(statusCounts(responses)).toEqual({ 200: MAILS_PER_CLIENT.max, 429: 25 - MAILS_PER_CLIENT.max });
  }, 15_000); // 25 password hashes

  it('gives the slot of a mail that could not be sent back', async () => {
    smtp.failing = true;
    for (let tries = 0; tries <= MAILS_PER_ADDRESS.max; tries += 1)
      expect((await askReset('dealer@seri.example', '10.1.2.1', slow)).status).toBe(503);
    smtp.failing = false;
    const responses = await Promise.all(Array.from({ length: 12 }, () => askReset('dealer@seri.example', '10.1.2.1', slow)));
    expect(statusCounts(responses)).toEqual({ 200: MAILS_PER_ADDRESS.max, 429: 12 - MAILS_PER_ADDRESS.max });
  });
});
