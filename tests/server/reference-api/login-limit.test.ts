// Failed logins are limited per account and per client address, kept in the database (docs/api.md
// "Session"): 429 with Retry-After and messageCode too_many_attempts, before any password is hashed.
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema } from '../../../schemas/api/session';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_CLIENT } from '../../../server/reference-api/auth/login-attempts';
import { DEMO, expectJsonError, expectSchema, startTestApi, withDatabaseFile, type TestApi } from './helpers';

const MINUTE_MS = 60 * 1000;
const [quarterHour, day] = LOGIN_FAILURES_PER_ACCOUNT as [{ max: number; windowMs: number }, { max: number; windowMs: number }];
const [clientQuarterHour] = LOGIN_FAILURES_PER_CLIENT as [{ max: number; windowMs: number }];

let clock = new Date('2026-11-24T03:00:00Z');
let network = 0;
/** a client address of its own, named by X-Forwarded-For */
const newNetwork = () => `10.1.0.${(network += 1)}`;

/** The API behind an app that trusts X-Forwarded-For, so each test speaks from networks of its own. */
function startLimitedApi(options: { dbPath?: string } = {}): TestApi {
  const t = startTestApi({ now: () => clock, ...options });
  t.app.set('trust proxy', true);
  return t;
}

const logIn = (t: TestApi, from: string, email: string, password: string) =>
  request(t.app).post('/api/v1/auth').set('X-Forwarded-For', from).send({ email, password });

function expectLocked(res: request.Response): number {
  expectJsonError(res, 429);
  expectSchema(errorResponseSchema, res.body);
  expect(res.body.messageCode).toBe('too_many_attempts');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  return wait;
}

describe('login limit', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startLimitedApi();
  });
  afterAll(() => t.api.close());

  it('locks an account after five failures in a quarter-hour, from any network and for any letter case, even for the right password; the right one works after the wait', async () => {
    for (let failure = 0; failure < quarterHour.max; failure += 1)
      expectJsonError(await logIn(t, newNetwork(), DEMO.client.email, 'wrong-one'), 401);

    const wait = expectLocked(await logIn(t, newNetwork(), 'Client@Seri.Example', DEMO.client.password));
    expect(wait).toBe(quarterHour.windowMs / 1000);
    // other accounts are not held back by this one
    expect((await logIn(t, newNetwork(), DEMO.dealer.email, DEMO.dealer.password)).status).toBe(200);

    clock = new Date(clock.getTime() + wait * 1000);
    expect((await logIn(t, newNetwork(), DEMO.client.email, DEMO.client.password)).status).toBe(200);
  });

  it('locks an unknown e-mail the same way, so the answer tells nothing about accounts', async () => {
    for (let failure = 0; failure < quarterHour.max; failure += 1)
      expectJsonError(await logIn(t, newNetwork(), 'nobody@seri.example', 'wrong-one'), 401);
    expectLocked(await logIn(t, newNetwork(), 'nobody@seri.example', 'wrong-one'));
  });

  it('does not count logins with the right password', async () => {
    const from = newNetwork();
    for (let login = 0; login < quarterHour.max + 1; login += 1)
      expect((await logIn(t, from, DEMO.manager.email, DEMO.manager.password)).status).toBe(200);
    expectJsonError(await logIn(t, from, DEMO.manager.email, 'wrong-one'), 401);
  });

  it('backs off: twenty failures in a day lock the account until the oldest is a day old', async () => {
    const started = clock.getTime();
    for (let round = 0; round < day.max / quarterHour.max; round += 1) {
      for (let failure = 0; failure < quarterHour.max; failure += 1)
        expectJsonError(await logIn(t, newNetwork(), DEMO.restricted.email, 'wrong-one'), 401);
      clock = new Date(clock.getTime() + quarterHour.windowMs);
    }
    const wait = expectLocked(await logIn(t, newNetwork(), DEMO.restricted.email, DEMO.restricted.password));
    expect(wait).toBe((started + day.windowMs - clock.getTime()) / 1000);

    clock = new Date(started + day.windowMs + 1000);
    expect((await logIn(t, newNetwork(), DEMO.restricted.email, DEMO.restricted.password)).status).toBe(200);
  }, 60_000);

  it('locks a network that tries many accounts, for every account, and only that network', async () => {
    const guesser = newNetwork();
    for (let failure = 0; failure < clientQuarterHour.max; failure += 1) {
      expectJsonError(await logIn(t, guesser, `guess.${failure}@seri.example`, 'wrong-one'), 401);
    }
    expectLocked(await logIn(t, guesser, DEMO.dealer.email, DEMO.dealer.password));
    expect((await logIn(t, newNetwork(), DEMO.dealer.email, DEMO.dealer.password)).status).toBe(200);
  }, 60_000);

  it('counts concurrent guesses before hashing any: of 32 at once, five are checked and the rest refused', async () => {
    const from = newNetwork();
    const answers = await Promise.all(Array.from({ length: 32 }, () => logIn(t, from, 'concurrent@seri.example', 'wrong-one')));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([...Array<number>(quarterHour.max).fill(401), ...Array<number>(32 - quarterHour.max).fill(429)]);
  });
});

describe('wrong current passwords of a password change', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startLimitedApi();
  });
  afterAll(() => t.api.close());

  it('count as failed logins of the account: a session cannot guess its password faster than a login can', async () => {
    const session = await logIn(t, newNetwork(), DEMO.dealer.email, DEMO.dealer.password);
    const cookie = (session.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    const change = (oldPassword: string) =>
      request(t.app)
        .post('/api/v1/user/change-password')
        .set('Cookie', cookie)
        .set('X-Forwarded-For', newNetwork())
        .send({ oldPassword, newPassword: 'dealer456', confirmNewPassword: 'dealer456' });

    for (let failure = 0; failure < quarterHour.max; failure += 1) expectJsonError(await change('wrong-one'), 422);
    expectLocked(await change(DEMO.dealer.password));
    expectLocked(await logIn(t, newNetwork(), DEMO.dealer.email, DEMO.dealer.password));

    clock = new Date(clock.getTime() + quarterHour.windowMs);
    expect((await logIn(t, newNetwork(), DEMO.dealer.email, DEMO.dealer.password)).status).toBe(200);
  });
});

describe('login limit across restarts', () => {
  it(
    'keeps the failures in the database, and prunes them after a day',
    () =>
      withDatabaseFile(async (dbPath) => {
        const first = startLimitedApi({ dbPath });
        for (let failure = 0; failure < quarterHour.max; failure += 1) await logIn(first, newNetwork(), DEMO.client.email, 'wrong-one');
        await first.api.close();

        const second = startLimitedApi({ dbPath });
        try {
          expectLocked(await logIn(second, newNetwork(), DEMO.client.email, DEMO.client.password));
          clock = new Date(clock.getTime() + day.windowMs + MINUTE_MS);
          // the next attempt drops those older than a day
          expectJsonError(await logIn(second, newNetwork(), DEMO.client.email, 'wrong-one'), 401);
        } finally {
          await second.api.close();
        }
        const db = new Database(dbPath, { readonly: true });
        expect(db.prepare('SELECT COUNT(*) FROM login_attempts').pluck().get()).toBe(1);
        db.close();
      }),
    60_000,
  );
});
