// Sessions end 30 days after login however often they are refreshed, after a week without a refresh,
// and as a whole when a rotated refresh token comes back (docs/api.md "Session").
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SESSIONS_PER_USER,
  REPLAY_GRACE_MS,
  SESSION_IDLE_SECONDS,
  SESSION_MAX_SECONDS,
  createSessionStore,
  hashToken,
} from '../../../server/reference-api/auth/sessions';
import { MIGRATIONS, migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase } from '../../../server/reference-api/db/open';
import { cookieHeader, expectJsonError, login, startTestApi, withDatabaseFile, type TestApi } from './helpers';

const DAY_MS = 24 * 3600 * 1000;

describe('session lifetimes', () => {
  let clock = new Date('2026-11-24T03:00:00Z');
  let t: TestApi;
  beforeAll(() => {
    t = startTestApi({ now: () => clock });
  });
  afterAll(() => t.api.close());

  const wait = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const refresh = (cookie: string) => request(t.app).get('/api/v1/auth/update').set('Cookie', cookie);
  const profile = (cookie: string) => request(t.app).get('/api/v1/user/view-profile').set('Cookie', cookie);

  it('ends a session 30 days after login, however often it was refreshed', async () => {
    let cookie = cookieHeader(await login(t.app, 'client'));
    const started = clock.getTime();
    for (let day = 6; day < SESSION_MAX_SECONDS / 86400; day += 6) {
      wait(6 * DAY_MS);
      const refreshed = await refresh(cookie);
      expect(refreshed.status, `refresh on day ${day}`).toBe(200);
      cookie = cookieHeader(refreshed);
    }
    clock = new Date(started + SESSION_MAX_SECONDS * 1000 + 1000);
    expectJsonError(await refresh(cookie), 401);
  });

  it('ends a session left a week without a refresh', async () => {
    const first = cookieHeader(await login(t.app, 'client'));
    wait(SESSION_IDLE_SECONDS * 1000 - 60_000);
    const refreshed = await refresh(first);
    expect(refreshed.status).toBe(200);
    wait(SESSION_IDLE_SECONDS * 1000 + 1000);
    expectJsonError(await refresh(cookieHeader(refreshed)), 401);
  });

  it('ends the whole session when a rotated refresh token is replayed, and no other', async () => {
    const stolen = cookieHeader(await login(t.app, 'manager'));
    const otherDevice = cookieHeader(await login(t.app, 'manager'));
    const rotated = await refresh(stolen);
    expect(rotated.status).toBe(200);

    wait(REPLAY_GRACE_MS + 1000);
    expectJsonError(await refresh(stolen), 401);
    expectJsonError(await refresh(cookieHeader(rotated)), 401);
    expectJsonError(await profile(cookieHeader(rotated)), 401);
    expect((await profile(otherDevice)).status).toBe(200);
  });

  it('refuses a replay within seconds of the rotation (another tab refreshing at once) without ending the session', async () => {
    const first = cookieHeader(await login(t.app, 'dealer'));
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    expectJsonError(await refresh(first), 401);
    expect((await refresh(cookieHeader(rotated))).status).toBe(200);
  });
});

describe('sessions older than the lifetime, from before it existed', () => {
  it('can no longer be refreshed once the database is migrated', () =>
    withDatabaseFile(async (dbPath) => {
      const now = Date.now();
      const db = openDatabase(dbPath);
      migrate(
        db,
        MIGRATIONS.filter(({ version }) => version <= 10),
      );
      // a user as the schema of version 10 holds it: the seed writes today's columns
      db.exec(`INSERT INTO countries (id, name, iso2, dial_code) VALUES (1, 'Japan', 'JP', '+81');
        INSERT INTO currencies (code, name, symbol) VALUES ('JPY', 'Yen', '¥');
        INSERT INTO users (email, full_name, country_id, currency, user_type, role_id, created_at)
          VALUES ('client@seri.example', 'Old Client', 1, 'JPY', 1, 1, '2025-10-01T00:00:00Z');`);
      // a session of 400 days, slid forward by its refreshes
      db.prepare(
        `INSERT INTO sessions (user_id, access_hash, refresh_hash, access_expires_at, refresh_expires_at, created_at)
        VALUES ((SELECT id FROM users WHERE email = 'client@seri.example'), ?, ?, ?, ?, ?)`,
      ).run(hashToken('old-access'), hashToken('old-refresh'), now - 1000, now + 20 * DAY_MS, now - 400 * DAY_MS);
      db.close();

      const t = startTestApi({ dbPath });
      try {
        expectJsonError(await request(t.app).get('/api/v1/auth/update').set('Cookie', 'seri_refresh=old-refresh'), 401);
      } finally {
        await t.api.close();
      }
    }));
});

describe('sessions of one user', () => {
  it(`are at most ${MAX_SESSIONS_PER_USER}: a login beyond ends the oldest, and tells its sockets`, () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const sessions = createSessionStore(db, 900);
    db.exec(`INSERT INTO countries (id, name, iso2, dial_code) VALUES (1, 'Japan', 'JP', '+81');
      INSERT INTO currencies (code, name, symbol) VALUES ('JPY', 'Yen', '¥');`);
    const userId = Number(
      db
        .prepare(
          `INSERT INTO users (email, full_name, country_id, currency, user_type, role_id, created_at)
          VALUES ('many@seri.example', 'Many Logins', 1, 'JPY', 2, 1, '2026-01-01T00:00:00Z')`,
        )
        .run().lastInsertRowid,
    );
    const ended: number[] = [];
    sessions.onEnded((ids) => ended.push(...ids));
    const start = Date.now();
    const logins = Array.from({ length: MAX_SESSIONS_PER_USER + 1 }, (_, n) => sessions.create(userId, start + n));
    const at = start + MAX_SESSIONS_PER_USER + 1;

    expect(sessions.byAccessToken(logins[0]!.accessToken, at)).toBeUndefined();
    expect(ended).toHaveLength(1);
    for (const tokens of logins.slice(1)) expect(sessions.byAccessToken(tokens.accessToken, at)).toMatchObject({ userId });
    db.close();
  });
});
