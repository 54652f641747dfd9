// An account disabled while signed in (role 982, set by the company's staff in the database) loses its
// sessions at once: its next call, refresh and socket handshake are refused, and a manager can no longer
// bid for it or find it (docs/api.md "Session").
import Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_ID } from '../../../schemas/api/roles';
import {
  DEMO,
  expectJsonError,
  handshakeOutcome,
  login,
  cookieHeader,
  loginCookie,
  socketClient,
  startServedApi,
  type ServedApi,
} from './helpers';

describe('a disabled account', () => {
  let served: ServedApi;
  let writer: Database.Database;
  const roleOf = (email: string) => served.db.prepare('SELECT role_id FROM users WHERE email = ?').pluck().get(email) as number;
  const setRole = (email: string, roleId: number) => writer.prepare('UPDATE users SET role_id = ? WHERE email = ?').run(roleId, email);

  beforeAll(async () => {
    served = await startServedApi({ seed: 42 });
    writer = new Database(served.db.name);
  });
  afterAll(async () => {
    writer.close();
    await served.close();
  });

  it('is refused on its next call, its refresh and a new socket; enabled again, it signs in anew', async () => {
    const email = DEMO.client.email;
    const role = roleOf(email);
    const signedIn = await login(served.server, 'client');
    const cookie = cookieHeader(signedIn);
    expect((await request(served.server).get('/api/v1/user/view-profile').set('Cookie', cookie)).status).toBe(200);

    setRole(email, ROLE_ID.disabled);
    try {
      expectJsonError(await request(served.server).get('/api/v1/user/view-profile').set('Cookie', cookie), 401);
      expectJsonError(await request(served.server).get('/api/v1/auth/update').set('Cookie', cookie), 401);
      expect(await handshakeOutcome(socketClient(served.url, { cookie }))).toEqual({ connected: false, message: 'Unauthorized' });
      const again = await request(served.server).post('/api/v1/auth').send(DEMO.client);
      expect(again.status).toBe(403);
      expect(again.body).toMatchObject({ messageCode: 'invalid_user' });
    } finally {
      setRole(email, role);
    }
    expect(
      (
        await request(served.server)
          .get('/api/v1/user/view-profile')
          .set('Cookie', await loginCookie(served.server, 'client'))
      ).status,
    ).toBe(200);
  });

  it('is not found by the managers’ client search, and a manager may not bid for it (403 ClientDisabled)', async () => {
    const manager = await loginCookie(served.server, 'manager');
    const { id, fullName } = served.db.prepare('SELECT id, full_name AS fullName FROM users WHERE email = ?').get(DEMO.disabled.email) as {
      id: number;
      fullName: string;
    };
    expect(roleOf(DEMO.disabled.email)).toBe(ROLE_ID.disabled);
    const search = await request(served.server).get('/api/v1/user/search').query({ user: fullName }).set('Cookie', manager);
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain(`(ID ${id}`);

    const lot = served.db
      .prepare("SELECT id, start_price AS startPrice FROM lots WHERE page_type = 'car-auction' ORDER BY id LIMIT 1")
      .get() as {
      id: number;
      startPrice: number;
    };
    const bid = await request(served.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', manager)
      .send({ amount: Math.ceil(lot.startPrice / 5000) * 5000 + 5000, carId: lot.id, lotType: 'car-auction', confirm: 1, userId: id });
    expectJsonError(bid, 403);
    expect(bid.body).toMatchObject({ messageCode: 'ClientDisabled' });
    expect(served.db.prepare('SELECT COUNT(*) FROM bids WHERE user_id = ?').pluck().get(id)).toBe(0);
  });
});
