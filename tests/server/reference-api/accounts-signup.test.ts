import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrorsResponseSchema, signUpResponseSchema } from '../../../schemas/api/accounts';
import { profileResponseSchema } from '../../../schemas/api/session';
import { cookieHeader, expectJsonError, expectSchema, withDatabaseFile, type TestApi } from './helpers';
import { latestMail, PORTAL_URL, signUpBody, startAccountsApi } from './accounts-helpers';

describe('reference API: sign-up and e-mail verification', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startAccountsApi();
  });
  afterAll(async () => {
    await t.api.close();
  });

  const signUp = (body: object) => request(t.app).post('/api/v1/auth/signup').send(body);
  const logIn = (email: string, password: string) => request(t.app).post('/api/v1/auth').send({ email, password });

  it('signs up, mails a verification link, refuses the login until the link is opened, then logs in', async () => {
    const body = signUpBody();
    const res = await signUp(body);
    expect(res.status).toBe(200);
    expectSchema(signUpResponseSchema, res.body);

    const { mail, link, token } = await latestMail(t.app, body.email);
    expect(mail.subject).toBe('Confirm your e-mail address');
    expect(`${link.origin}${link.pathname}`).toBe(`${PORTAL_URL}/verify-email`);
    expect(mail.text).toContain(link.href);
    expect(mail.html).toContain(`href="${PORTAL_URL}/verify-email?token=`);

    const refused = await logIn(body.email, body.password);
    expectJsonError(refused, 403);
    expect(refused.body.messageCode).toBe('invalid_user');

    const verified = await request(t.app).post('/api/v1/auth/verify-email').query({ token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ success: true });

    const loggedIn = await logIn(body.email, body.password);
    expect(loggedIn.status).toBe(200);
    const profile = await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookieHeader(loggedIn));
    expectSchema(profileResponseSchema, profile.body);
    expect(profile.body.detail).toMatchObject({
      fullName: 'John Smith',
      email: body.email,
      countryId: 14,
      city: 'Sydney',
      mobile: '+64 21 555 0199',
      language: 692,
      userType: 2,
      roleId: 1064,
      currency: 'JPY',
    });
    expect(profile.body.balanceInfo).toMatchObject({ balance: 0, creditLimit: 0 });
    expect(profile.body.permission).toMatchObject({
      carAuctionsView: true,
      biddingAllowed: true,
      dealerBidAccess: false,
      bidManageStatus: false,
    });
  });

  it('opens a verification link once', async () => {
    const body = signUpBody();
    await signUp(body);
    const { token } = await latestMail(t.app, body.email);
    expect((await request(t.app).post('/api/v1/auth/verify-email').query({ token })).status).toBe(200);
    const again = await request(t.app).post('/api/v1/auth/verify-email').query({ token });
    expectJsonError(again, 403);
    expect(again.body.message).toBe('InvalidToken');
  });

  it('refuses an unknown or missing verification token', async () => {
    expectJsonError(await request(t.app).post('/api/v1/auth/verify-email').query({ token: 'not-a-token' }), 403);
    expectJsonError(await request(t.app).post('/api/v1/auth/verify-email'), 400);
  });

  it('writes the mail in Russian for a Russian sign-up and asks for the Russian name and phone', async () => {
    const wrong = await signUp(signUpBody({ language: 693, fullName: 'Иван Петров', mobile: '+7 (914) 123-45' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toEqual({
      first_name: 'Enter your last name, first name and patronymic',
      telephone: 'Enter the phone number in full: +7 (999) 999-99-99',
    });

    const body = signUpBody({ language: 693, fullName: 'Петров Иван Сергеевич', mobile: '+7 (914) 123-45-67', country: 183 });
    expect((await signUp(body)).status).toBe(200);
    const { mail } = await latestMail(t.app, body.email);
    expect(mail.subject).toBe('Подтвердите адрес электронной почты');
    expect(mail.text).toContain('Здравствуйте, Петров Иван Сергеевич!');
  });

  it('answers 422 with a message per field, under the contract keys', async () => {
    const res = await signUp({
      fullName: ' ',
      email: 'not-an-email',
      mobile: '',
      country: null,
      city: '',
      password: '123',
      confirmPassword: '321',
      terms: false,
      language: 692,
    });
    expect(res.status).toBe(422);
    expectSchema(fieldErrorsResponseSchema, res.body);
    expect(res.body.message).toEqual({
      first_name: 'Required field',
      email: 'Invalid email address',
      telephone: 'Required field',
      country: 'Required field',
      city: 'Required field',
      password: 'Must contain more than 5 characters',
      confirm_password: 'Passwords do not match',
      terms: 'Confirmation is required',
    });
  });

  it('refuses control and text-direction characters in the name, e-mail and city', async () => {
    const res = await signUp(signUpBody({ fullName: 'Ivan \u202eRLO', email: 'ivan\u0000@seri.example', city: 'Osaka\u001b[2J' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({
      first_name: 'Must not contain control or text-direction characters',
      email: 'Invalid email address',
      city: 'Must not contain control or text-direction characters',
    });
  });

  it('refuses an unknown country', async () => {
    const res = await signUp(signUpBody({ country: 99999 }));
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({ country: 'Invalid field' });
  });

  it('refuses a taken e-mail, in any letter case, on the e-mail field', async () => {
    const res = await signUp(signUpBody({ email: 'Client@Seri.example' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({ email: 'This email address is already registered' });

    const body = signUpBody();
    expect((await signUp(body)).status).toBe(200);
    const twice = await signUp({ ...body, fullName: 'Someone Else' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toEqual({ email: 'This email address is already registered' });
  });

  it('answers 400 to a malformed body', async () => {
    expectJsonError(await signUp({ ...signUpBody(), terms: 'yes' }), 400);
    expectJsonError(await signUp({ ...signUpBody(), admin: true }), 400);
    const { password: _password, ...withoutPassword } = signUpBody();
    expectJsonError(await signUp(withoutPassword), 400);
  });

  it('answers 422 to a language the portal does not know', async () => {
    const res = await signUp({ ...signUpBody(), language: 1 });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({ language: 'Invalid field' });
  });

  it('builds the links from the portal URL only, whatever Host and X-Forwarded-* say, even behind a trusted proxy', async () => {
    t.app.set('trust proxy', true);
    const body = signUpBody();
    await request(t.app)
      .post('/api/v1/auth/signup')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'evil.example')
      .send(body);
    expect((await latestMail(t.app, body.email)).link.origin).toBe(PORTAL_URL);

    await request(t.app).get('/api/v1/auth/reset-password').query({ email: body.email }).set('X-Forwarded-Host', 'evil.example');
    const reset = await latestMail(t.app, body.email);
    expect(reset.mail.subject).toBe('Reset your password');
    expect(`${reset.link.origin}${reset.link.pathname}`).toBe(`${PORTAL_URL}/auth/change-password`);
    t.app.set('trust proxy', false);
  });
});

describe('reference API: e-mail verification that fails half-way', () => {
  it('keeps the link usable when the account cannot be marked verified', () =>
    withDatabaseFile(async (dbPath) => {
      const t = startAccountsApi({ dbPath });
      try {
        const body = signUpBody();
        expect((await request(t.app).post('/api/v1/auth/signup').send(body)).status).toBe(200);
        const { token } = await latestMail(t.app, body.email);
        const db = new Database(dbPath);
        db.exec("CREATE TRIGGER users_stuck BEFORE UPDATE OF email_verified ON users BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END");
        expect((await request(t.app).post('/api/v1/auth/verify-email').query({ token })).status).toBe(500);
        db.exec('DROP TRIGGER users_stuck');
        db.close();
        expect((await request(t.app).post('/api/v1/auth/verify-email').query({ token })).status).toBe(200);
      } finally {
        await t.api.close();
      }
    }));
});
