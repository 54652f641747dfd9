import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, loginResponseSchema, profileResponseSchema } from '../../../schemas/api/session';
import { DEMO, cookieHeader, expectJsonError, expectSchema, login, setCookies, startTestApi, type TestApi } from './helpers';

describe('reference API: login, refresh, logout', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startTestApi();
  });
  afterAll(async () => {
    await t.api.close();
  });

  it('logs in with both session cookies, httpOnly and SameSite=Lax', async () => {
    const res = await login(t.app, 'client');
    expect(res.status).toBe(200);
    expectSchema(loginResponseSchema, res.body);
    expect(res.body.success).toBe(true);
    const cookies = setCookies(res);
    for (const name of ['seri_access', 'seri_refresh']) {
      const cookie = cookies.get(name) ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    }
    expect(cookies.get('seri_access')).toMatch(/Max-Age=900; Path=\/;/);
    // the 30-day token goes to the session calls only, not with every call, page and image
    expect(cookies.get('seri_refresh')).toMatch(/Max-Age=2592000; Path=\/api\/v1\/auth;/);
    // one a browser kept from before, on Path=/, is cleared
    expect(res.headers['set-cookie']).toContainEqual(expect.stringMatching(/^seri_refresh=; Path=\/; Expires=Thu, 01 Jan 1970/));
    // a script in the page cannot read the tokens
    expect(res.body).toEqual({ success: true });
  });

  it('accepts the access token as a Bearer header', async () => {
    const accessToken = setCookies(await login(t.app, 'client'))
      .get('seri_access')
      ?.match(/^seri_access=([^;]+)/)?.[1];
    const res = await request(t.app).get('/api/v1/user/view-profile').set('Authorization', `Bearer ${accessToken}`);
    expect(res.status).toBe(200);
  });

  it('records the login time', async () => {
    const before = Date.now();
    const cookie = cookieHeader(await login(t.app, 'dealer'));
    const { body } = await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie);
    expect(Date.parse(body.detail.lastLogin)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('answers a wrong password and an unknown e-mail alike: 401 invalid_credentials', async () => {
    for (const credentials of [
      { email: DEMO.client.email, password: 'wrong-password' },
      { email: 'nobody@seri.example', password: 'client123' },
    ]) {
      const res = await request(t.app).post('/api/v1/auth').send(credentials);
      expectJsonError(res, 401);
      expectSchema(errorResponseSchema, res.body);
      expect(res.body).toMatchObject({ message: 'Incorrect username or password', messageCode: 'invalid_credentials' });
      expect(setCookies(res).size).toBe(0);
    }
  });

  it('matches the e-mail whatever its case', async () => {
    const res = await request(t.app).post('/api/v1/auth').send({ email: 'Client@Seri.Example', password: 'client123' });
    expect(res.status).toBe(200);
  });

  it('refuses a disabled account with 403 invalid_user', async () => {
    const res = await login(t.app, 'disabled');
    expectJsonError(res, 403);
    expect(res.body.messageCode).toBe('invalid_user');
  });

  it.each([
    ['a missing field', { email: DEMO.client.email }, 400],
    ['an unknown field', { ...DEMO.client, remember: true }, 400],
    ['a wrong type', { email: DEMO.client.email, password: 123456 }, 400],
    ['an array body', [DEMO.client], 400],
    ['not an e-mail', { email: 'client', password: 'client123' }, 422],
    ['a short password', { email: DEMO.client.email, password: '12345' }, 422],
  ])('rejects a login body with %s (%i)', async (_case, body, status) => {
    const res = await request(t.app)
      .post('/api/v1/auth')
      .send(body as object);
    expectJsonError(res, status);
    expectSchema(errorResponseSchema, res.body);
  });

  it('names the fields of a rule-breaking body', async () => {
    const res = await request(t.app).post('/api/v1/auth').send({ email: 'client', password: '12' });
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({ email: 'Invalid email address', password: 'Must contain at least 6 characters' });
  });

  it('answers malformed JSON and non-JSON bodies with 400 JSON', async () => {
    const malformed = await request(t.app).post('/api/v1/auth').set('Content-Type', 'application/json').send('{"email": ');
    expectJsonError(malformed, 400);
    const text = await request(t.app).post('/api/v1/auth').set('Content-Type', 'text/plain').send('email=client@seri.example');
    expectJsonError(text, 400);
    const empty = await request(t.app).post('/api/v1/auth');
    expectJsonError(empty, 400);
  });

  it('rotates both tokens on refresh; the old refresh token stops working', async () => {
    const first = await login(t.app, 'client');
    const refreshed = await request(t.app).get('/api/v1/auth/update').set('Cookie', cookieHeader(first));
    expect(refreshed.status).toBe(200);
    expectSchema(loginResponseSchema, refreshed.body);
    expect(refreshed.body).toEqual({ success: true });
    for (const name of ['seri_access', 'seri_refresh']) expect(setCookies(refreshed).get(name)).not.toBe(setCookies(first).get(name));

    const profile = await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookieHeader(refreshed));
    expect(profile.status).toBe(200);
    const oldAccess = await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookieHeader(first));
    expectJsonError(oldAccess, 401);
    const replay = await request(t.app).get('/api/v1/auth/update').set('Cookie', cookieHeader(first));
    expectJsonError(replay, 401);
  });

  it('refuses a refresh without a cookie or with an unknown token', async () => {
    expectJsonError(await request(t.app).get('/api/v1/auth/update'), 401);
    expectJsonError(await request(t.app).get('/api/v1/auth/update').set('Cookie', 'seri_refresh=forged'), 401);
  });

  it('logs out: tokens revoked, cookies cleared, and again when already out', async () => {
    const session = await login(t.app, 'manager');
    const cookie = cookieHeader(session);
    const out = await request(t.app).post('/api/v1/auth/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(setCookies(out).get('seri_access')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(setCookies(out).get('seri_refresh')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expectJsonError(await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie), 401);
    expectJsonError(await request(t.app).get('/api/v1/auth/update').set('Cookie', cookie), 401);
    const again = await request(t.app).post('/api/v1/auth/logout');
    expect(again.status).toBe(200);
  });
});

describe('reference API: access token lifetime', () => {
  it('expires the access token after accessTtlSeconds; the refresh token still works', async () => {
    let clock = new Date();
    const t = startTestApi({ accessTtlSeconds: 60, now: () => clock });
    try {
      const session = await login(t.app, 'client');
      expect(setCookies(session).get('seri_access')).toMatch(/Max-Age=60/);
      const cookie = cookieHeader(session);
      expect((await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie)).status).toBe(200);

      clock = new Date(clock.getTime() + 61_000);
      expectJsonError(await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie), 401);

      const refreshed = await request(t.app).get('/api/v1/auth/update').set('Cookie', cookie);
      expect(refreshed.status).toBe(200);
      const profile = await request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookieHeader(refreshed));
      expect(profile.status).toBe(200);
      expectSchema(profileResponseSchema, profile.body);

      clock = new Date(clock.getTime() + 31 * 24 * 3600 * 1000);
      expectJsonError(await request(t.app).get('/api/v1/auth/update').set('Cookie', cookieHeader(refreshed)), 401);
    } finally {
      await t.api.close();
    }
  });
});

describe('reference API: sessions kept across restarts', () => {
  it('keeps live sessions in a file database and drops dead ones on start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seri-sessions-'));
    const dbPath = join(dir, 'seri.sqlite');
    try {
      const first = startTestApi({ dbPath });
      const live = cookieHeader(await login(first.app, 'client'));
      const dead = cookieHeader(await login(first.app, 'client'));
      await request(first.app).post('/api/v1/auth/logout').set('Cookie', dead);
      await first.api.close();

      const second = startTestApi({ dbPath });
      try {
        expect((await request(second.app).get('/api/v1/user/view-profile').set('Cookie', live)).status).toBe(200);
        expectJsonError(await request(second.app).get('/api/v1/auth/update').set('Cookie', dead), 401);
      } finally {
        await second.api.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
