import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUpdateResponseSchema } from '../../../schemas/api/accounts';
import { DEMO, cookieHeader, expectJsonError, expectSchema, login, loginCookie, withDatabaseFile, type TestApi } from './helpers';
import { startAccountsApi } from './accounts-helpers';

const PROFILE = {
  fullName: '  Alexey   Smirnov ',
  mobile: '+7 (914) 765-43-21',
  officePhone: '',
  company: 'Primorye Auto Group',
  city: 'Nakhodka',
  address: null,
  countryId: 21,
};

describe('reference API: profile update', () => {
  let t: TestApi;
  let cookie: string;
  beforeAll(async () => {
    t = startAccountsApi();
    cookie = await loginCookie(t.app, 'client');
  });
  afterAll(async () => {
    await t.api.close();
  });

  const update = (body: object) => request(t.app).put('/api/v1/user/update-profile').set('Cookie', cookie).send(body);
  const profile = async () => (await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie)).body.detail;

  it('saves the profile; blank optional fields become null and the e-mail stays', async () => {
    const res = await update(PROFILE);
    expect(res.status).toBe(200);
    expectSchema(accountUpdateResponseSchema, res.body);
    expect(await profile()).toMatchObject({
      fullName: 'Alexey Smirnov',
      mobile: '+7 (914) 765-43-21',
      officePhone: null,
      company: 'Primorye Auto Group',
      city: 'Nakhodka',
      address: null,
      countryId: 21,
      email: DEMO.client.email,
    });
  });

  it('keeps the country when none is sent', async () => {
    const { countryId: _countryId, ...withoutCountry } = PROFILE;
    expect((await update({ ...withoutCountry, city: 'Vladivostok' })).status).toBe(200);
    expect(await profile()).toMatchObject({ countryId: 21, city: 'Vladivostok' });
  });

  it('sets the destination port, keeps it when none is sent and clears it with null', async () => {
    expect(await profile()).toMatchObject({ destinationPort: 'vladivostok' });
    expect((await update({ ...PROFILE, destinationPort: 'poti' })).status).toBe(200);
    expect(await profile()).toMatchObject({ destinationPort: 'poti' });
    expect((await update(PROFILE)).status).toBe(200);
    expect(await profile()).toMatchObject({ destinationPort: 'poti' });
    expect((await update({ ...PROFILE, destinationPort: null })).status).toBe(200);
    expect(await profile()).toMatchObject({ destinationPort: null });
    expectJsonError(await update({ ...PROFILE, destinationPort: 7 }), 400);
  });

  const CONTROL = 'Must not contain control or text-direction characters';
  it.each([
    {
      refused: 'broken rules',
      body: {
        fullName: '',
        mobile: 'none',
        officePhone: '12',
        city: ' ',
        company: 'x'.repeat(201),
        countryId: 99999,
        destinationPort: 'p'.repeat(201),
      },
      messages: {
        fullName: 'Required field',
        mobile: 'Invalid phone number',
        officePhone: 'Invalid phone number',
        city: 'Required field',
        company: 'Must contain less than 200 characters',
        countryId: 'Invalid field',
        destinationPort: 'Must contain less than 200 characters',
      },
    },
    {
      refused: 'control and text-direction characters',
      body: {
        ...PROFILE,
        fullName: 'Alexey\u0000Smirnov',
        company: 'Auto \u202egnp.exe',
        city: 'Naho\tdka',
        address: 'Line\nbreak',
        officePhone: '+7 914\u0007765',
      },
      messages: { fullName: CONTROL, company: CONTROL, city: CONTROL, address: CONTROL, officePhone: 'Invalid phone number' },
    },
  ])('answers 422 per field to $refused and changes nothing', async ({ body, messages }) => {
    const before = await profile();
    const res = await update(body);
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual(messages);
    expect(await profile()).toEqual(before);
  });

  it('never takes the e-mail, and wants a session', async () => {
    expectJsonError(await update({ ...PROFILE, email: 'other@seri.example' }), 400);
    expectJsonError(await request(t.app).put('/api/v1/user/update-profile').send(PROFILE), 401);
  });
});

describe('reference API: password change', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startAccountsApi();
  });
  afterAll(async () => {
    await t.api.close();
  });

  const change = (cookie: string, body: object) => request(t.app).post('/api/v1/user/change-password').set('Cookie', cookie).send(body);

  it('answers 422 on a wrong old password', async () => {
    const cookie = await loginCookie(t.app, 'dealer');
    const res = await change(cookie, { oldPassword: 'wrong-one', newPassword: 'dealer456', confirmNewPassword: 'dealer456' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ success: false, message: { oldPassword: 'Wrong password' } });
    expect((await login(t.app, 'dealer')).status).toBe(200);
  });

  it('answers 422 per field for the rules', async () => {
    const cookie = await loginCookie(t.app, 'dealer');
    const res = await change(cookie, { oldPassword: '', newPassword: '12345', confirmNewPassword: '54321' });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({
      oldPassword: 'Required field',
      newPassword: 'Must contain more than 5 characters',
      confirmNewPassword: 'Passwords do not match',
    });
    expectJsonError(await change(cookie, { oldPassword: 'dealer123', newPassword: 'dealer456' }), 400);
  });

  it('changes the password, keeps the caller logged in and ends the other sessions', async () => {
    const other = cookieHeader(await login(t.app, 'client'));
    const cookie = await loginCookie(t.app, 'client');
    const res = await change(cookie, { oldPassword: 'client123', newPassword: 'client456', confirmNewPassword: 'client456' });
    expect(res.status).toBe(200);
    expectSchema(accountUpdateResponseSchema, res.body);
    expect((await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie)).status).toBe(200);
    expect((await request(t.app).get('/api/v1/user/view-profile').set('Cookie', other)).status).toBe(401);
    expectJsonError(await login(t.app, 'client'), 401);
    expect((await request(t.app).post('/api/v1/auth').send({ email: DEMO.client.email, password: 'client456' })).status).toBe(200);
  });
});

describe('reference API: password change that fails half-way', () => {
  it('keeps the old password when the other sessions cannot be ended', () =>
    withDatabaseFile(async (dbPath) => {
      const t = startAccountsApi({ dbPath });
      try {
        const other = cookieHeader(await login(t.app, 'client'));
        const cookie = await loginCookie(t.app, 'client');
        // the second write of the change fails: the first must not stay on its own
        const db = new Database(dbPath);
        db.exec("CREATE TRIGGER sessions_stuck BEFORE UPDATE OF revoked_at ON sessions BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END");
        db.close();
        const res = await request(t.app)
          .post('/api/v1/user/change-password')
          .set('Cookie', cookie)
          .send({ oldPassword: 'client123', newPassword: 'client456', confirmNewPassword: 'client456' });
        expect(res.status).toBe(500);
        expect((await login(t.app, 'client')).status).toBe(200);
        expect((await request(t.app).get('/api/v1/user/view-profile').set('Cookie', other)).status).toBe(200);
      } finally {
        await t.api.close();
      }
    }));
});
