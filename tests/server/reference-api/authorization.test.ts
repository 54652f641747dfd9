// Authorisation (issue #14): every call that reads or changes a user's data — bids, chat, bid logs,
// purchases, documents, photo archives, payments, saved searches, favorites, profile, share codes —
// refuses another client, a dealer who is not the owner's dealer, and an anonymous caller. The owner is
// the demo client; the other client signs up; the demo dealer has clients of their own, not this one.
// Each call is first made by the owner (or, for manager calls, by a manager), so a refusal is about who
// asks and not about a malformed request; the records are checked untouched at the end.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUpBody, startAccountsApi } from './accounts-helpers';
import { cookieHeader, loginCookie, type TestApi } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'seri-authorization-'));
let t: TestApi;
let db: Database.Database;

type Caller = 'owner' | 'manager' | 'otherClient' | 'foreignDealer' | 'anonymous';
const cookies = {} as Record<Exclude<Caller, 'anonymous'>, string>;

/** The owner's records the calls name. */
const own = { userId: 0, bidId: 0, lotNo: 0, purchaseId: 0, documentId: '', searchId: 0, favoriteLot: '', bikeLot: '' };
/** A bid of one of the dealer's own clients: the dealer's scope works, so refusing the owner's is about the owner. */
let dealerClientBid = 0;

interface Call {
  readonly name: string;
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: () => string;
  readonly query?: () => Record<string, string>;
  readonly body?: () => object;
  readonly type?: string;
  /** who may make it (the positive control); the others of the table are refused */
  readonly allowed: 'owner' | 'manager';
}

const send = (caller: Caller, call: Call) => {
  const agent = request(t.app);
  const req = agent[call.method](`/api/v1${call.path()}`).query(call.query?.() ?? {});
  const withCookie = caller === 'anonymous' ? req : req.set('Cookie', cookies[caller]);
  const typed = call.type ? withCookie.set('Content-Type', call.type) : withCookie;
  return call.body ? typed.send(call.body()) : typed;
};

/** Calls naming one of the owner's records, or a manager's call about them. */
const CALLS: readonly Call[] = [
  { name: 'read a bid’s chat', method: 'get', path: () => '/bid/chat', query: () => ({ bidId: String(own.bidId) }), allowed: 'owner' },
  {
    name: 'mark a bid’s chat read',
    method: 'put',
    path: () => '/bid/update-chat-status',
    body: () => ({ bidId: own.bidId }),
    allowed: 'owner',
  },
  {
    name: 'write in a bid’s chat',
    method: 'post',
    path: () => '/bid/save-chat',
    body: () => ({ bidId: own.bidId, comment: 'Is it still open?' }),
    allowed: 'owner',
  },
  { name: 'read a bid’s log', method: 'get', path: () => '/bid/logs', query: () => ({ bidId: String(own.bidId) }), allowed: 'manager' },
  {
    name: 'change a bid’s price',
    method: 'put',
    path: () => '/bid/update-bid-price',
    body: () => ({ amount: 5_000_000, jasId: own.bidId }),
    allowed: 'manager',
  },
  {
    name: 'change a bid’s adjustment',
    method: 'put',
    path: () => '/bid/update-adjustment-price',
    body: () => ({ bidId: own.bidId, adjustmentPrice: 20_000 }),
    allowed: 'manager',
  },
  {
    name: 'set a bid’s autobid',
    method: 'put',
    path: () => '/bid/update-auto-bid',
    body: () => ({ bidId: own.bidId, autoBid: true }),
    allowed: 'manager',
  },
  {
    name: 'enter a bid’s sold price',
    method: 'put',
    path: () => '/bid/update-sold-price',
    body: () => ({ bidId: own.bidId, soldPrice: '1000000' }),
    allowed: 'manager',
  },
  {
    name: 'read a client’s balance',
    method: 'get',
    path: () => '/user/user-info',
    query: () => ({ id: String(own.userId) }),
    allowed: 'manager',
  },
  { name: 'search clients', method: 'get', path: () => '/user/search', query: () => ({ user: 'Alexey' }), allowed: 'manager' },
  {
    name: 'read another user’s payments',
    method: 'get',
    path: () => '/payments/list',
    query: () => ({ userId: String(own.userId) }),
    allowed: 'manager',
  },
  {
    name: 'read a purchase',
    method: 'get',
    path: () => '/purchased-cars/view',
    query: () => ({ id: String(own.purchaseId) }),
    allowed: 'owner',
  },
  {
    name: 'get a purchase’s photo archive',
    method: 'get',
    path: () => '/purchased-cars/download-images',
    query: () => ({ id: String(own.purchaseId) }),
    allowed: 'owner',
  },
  {
    name: 'upload a document to a purchase',
    method: 'post',
    path: () => `/purchased-cars/document?id=${own.purchaseId}&name=forged.pdf`,
    body: () => Buffer.from('%PDF-1.4\n%%EOF\n'),
    type: 'application/pdf',
    allowed: 'owner',
  },
  { name: 'download a purchase document', method: 'get', path: () => `/purchased-cars/document/${own.documentId}`, allowed: 'owner' },
  {
    name: 'rename a saved search',
    method: 'post',
    path: () => '/user/update-search',
    body: () => ({ id: own.searchId, title: `Renamed ${Date.now()}` }),
    allowed: 'owner',
  },
  {
    name: 'turn a saved search’s alert on',
    method: 'post',
    path: () => '/user/search-alert',
    body: () => ({ id: own.searchId, alert: true }),
    allowed: 'owner',
  },
];

/** Calls that destroy the owner's record when allowed: refusals only, then the record is checked. */
const DESTRUCTIVE: readonly Call[] = [
  {
    name: 'cancel a bid',
    method: 'put',
    path: () => '/bid/update-bid-status',
    body: () => ({ bidId: own.bidId, status: 4 }),
    allowed: 'owner',
  },
  { name: 'delete a purchase document', method: 'delete', path: () => `/purchased-cars/document/${own.documentId}`, allowed: 'owner' },
  {
    name: 'delete a saved search',
    method: 'post',
    path: () => '/user/delete-search',
    body: () => ({ id: own.searchId }),
    allowed: 'owner',
  },
  {
    name: 'remove a favorite',
    method: 'delete',
    path: () => '/favorite/delete',
    query: () => ({ group: 'D', carId: own.favoriteLot }),
    allowed: 'owner',
  },
];

beforeAll(async () => {
  t = startAccountsApi({ dbPath: join(dir, 'seri.sqlite'), dataDir: dir, seedLots: 300 });
  db = new Database(join(dir, 'seri.sqlite'), { readonly: true });
  cookies.owner = await loginCookie(t.app, 'client');
  cookies.manager = await loginCookie(t.app, 'manager');
  cookies.foreignDealer = await loginCookie(t.app, 'dealer');
  const stranger = signUpBody();
  expect((await request(t.app).post('/api/v1/auth/signup').send(stranger)).status).toBe(200);
  const { token } = await latestMail(t.app, stranger.email);
  expect((await request(t.app).post('/api/v1/auth/verify-email').query({ token })).status).toBe(200);
  cookies.otherClient = cookieHeader(
    await request(t.app).post('/api/v1/auth').send({ email: stranger.email, password: stranger.password }),
  );

  const one = (sql: string, ...params: unknown[]) =>
    db
      .prepare(sql)
      .pluck()
      .get(...params) as number;
  own.userId = one("SELECT id FROM users WHERE email = 'client@seri.example'");
  const dealerId = one("SELECT id FROM users WHERE email = 'dealer@seri.example'");
  expect(one('SELECT dealer_id FROM users WHERE id = ?', own.userId)).not.toBe(dealerId);
  own.bidId = one(
    `SELECT b.id FROM bids b JOIN lots l ON l.id = b.lot_id WHERE b.user_id = ? AND b.status IN (1, 2) AND l.auction_date >= date('now', '+1 day') ORDER BY b.id LIMIT 1`,
    own.userId,
  );
  own.lotNo = one('SELECT l.lot_no FROM bids b JOIN lots l ON l.id = b.lot_id WHERE b.id = ?', own.bidId);
  own.purchaseId = one(
    'SELECT p.id FROM purchases p JOIN lots l ON l.id = p.lot_id WHERE p.user_id = ? AND l.images <> ? ORDER BY p.id LIMIT 1',
    own.userId,
    '[]',
  );
  dealerClientBid = one('SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id WHERE u.dealer_id = ? ORDER BY b.id LIMIT 1', dealerId);
  own.favoriteLot = String(one("SELECT id FROM lots WHERE page_type = 'car-auction' ORDER BY id DESC LIMIT 1"));
  own.bikeLot = String(one("SELECT id FROM lots WHERE page_type = 'bikes' ORDER BY id LIMIT 1"));

  const upload = await request(t.app)
    .post('/api/v1/purchased-cars/document')
    .query({ id: own.purchaseId, name: 'invoice.pdf' })
    .set('Cookie', cookies.owner)
    .set('Content-Type', 'application/pdf')
    .send(Buffer.from('%PDF-1.4\n%%EOF\n'));
  expect(upload.status).toBe(200);
  own.documentId = upload.body.document.id as string;
  const save = await request(t.app)
    .post('/api/v1/user/save-search')
    .set('Cookie', cookies.owner)
    .send({ title: 'Owner’s search', params: 'maker=1', type: 'car-auction' });
  expect(save.status).toBe(200);
  own.searchId = one('SELECT MAX(id) FROM saved_searches WHERE user_id = ?', own.userId);
  expect(
    (
      await request(t.app)
        .post('/api/v1/favorite/add')
        .set('Cookie', cookies.owner)
        .send({ group: 'D', carId: own.favoriteLot, type: 'car-auction' })
    ).status,
  ).toBe(200);
}, 60_000);

afterAll(async () => {
  db.close();
  await t.api.close();
  rmSync(dir, { recursive: true, force: true });
});

const refusedBy = ['otherClient', 'foreignDealer', 'anonymous'] as const;

/** A visitor is asked to log in (401); a user is refused (403) or told there is no such record (404). */
function expectRefused(caller: (typeof refusedBy)[number], res: request.Response): void {
  expect(caller === 'anonymous' ? [401] : [403, 404], `${caller}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
  expect(res.body.success, caller).toBe(false);
}

describe('calls on a user’s records', () => {
  it.each(CALLS)('$name: allowed to its user, refused to another client, a foreign dealer and a visitor', async (call) => {
    const allowed = await send(call.allowed, call);
    expect(allowed.status, JSON.stringify(allowed.body)).toBe(200);
    for (const caller of refusedBy) expectRefused(caller, await send(caller, call));
  });

  it.each(DESTRUCTIVE)('$name: refused to another client, a foreign dealer and a visitor', async (call) => {
    for (const caller of refusedBy) expectRefused(caller, await send(caller, call));
  });

  it('left the owner’s records as they were', () => {
    const get = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...params);
    expect(get('SELECT status FROM bids WHERE id = ?', own.bidId)).not.toEqual({ status: 4 });
    expect(get('SELECT id FROM purchase_documents WHERE id = ?', Number(own.documentId))).toBeDefined();
    expect(get('SELECT id FROM saved_searches WHERE id = ?', own.searchId)).toBeDefined();
    expect(get('SELECT grp FROM favorites WHERE user_id = ? AND lot_id = ?', own.userId, Number(own.favoriteLot))).toEqual({ grp: 'D' });
    const uploads = db
      .prepare('SELECT name, uploaded_by AS uploadedBy FROM purchase_documents WHERE purchase_id = ?')
      .all(own.purchaseId) as Array<{ name: string; uploadedBy: number }>;
    expect(uploads.every((doc) => doc.uploadedBy === own.userId)).toBe(true);
  });

  it('lets a dealer into their own clients’ records: the refusals above are about whose record it is', async () => {
    expect(
      (await request(t.app).get('/api/v1/bid/chat').query({ bidId: dealerClientBid }).set('Cookie', cookies.foreignDealer)).status,
    ).toBe(200);
  });
});

describe('lists and searches show the caller’s own records only', () => {
  const get = (caller: Caller, path: string, query: Record<string, string> = {}) => {
    const req = request(t.app).get(`/api/v1${path}`).query(query);
    return caller === 'anonymous' ? req : req.set('Cookie', cookies[caller]);
  };

  it('bid tables and the lot-number search, even when the owner is named in a filter', async () => {
    const ids = (body: { cars?: Array<{ bidId: number }> }) => (body.cars ?? []).map((row) => row.bidId);
    expect(ids((await get('owner', '/bid/my-bid', { pageSize: '70' })).body)).toContain(own.bidId);
    expect(ids((await get('otherClient', '/bid/my-bid', { user: String(own.userId), pageSize: '70' })).body)).not.toContain(own.bidId);
    expect(ids((await get('foreignDealer', '/bid/dealer', { user: String(own.userId), pageSize: '70' })).body)).not.toContain(own.bidId);
    for (const caller of ['otherClient', 'foreignDealer'] as const) {
      expect(ids((await get(caller, '/bid/search', { lotNo: String(own.lotNo) })).body), caller).not.toContain(own.bidId);
      const filters = (await get(caller, '/bid/filters')).body as { filters: { clients: Array<{ value: number }> } };
      expect(
        filters.filters.clients.map((option) => option.value),
        caller,
      ).not.toContain(own.userId);
    }
    expect((await get('anonymous', '/bid/my-bid')).status).toBe(401);
    expect((await get('anonymous', '/bid/search', { lotNo: String(own.lotNo) })).status).toBe(401);
  });

  it('purchases, payments and the dashboard', async () => {
    const sku = db.prepare('SELECT sku FROM purchases WHERE id = ?').pluck().get(own.purchaseId) as string;
    const purchaseIds = async (caller: Caller) =>
      ((await get(caller, '/purchased-cars/list', { search: sku })).body.carsList as Array<{ id: string }>).map((row) => Number(row.id));
    expect(await purchaseIds('owner')).toContain(own.purchaseId);
    for (const caller of ['otherClient', 'foreignDealer'] as const) {
      expect(await purchaseIds(caller), caller).not.toContain(own.purchaseId);
      const payments = (await get(caller, '/payments/list', { pageSize: '70' })).body as { records: Array<{ purchaseId: number | null }> };
      expect(
        payments.records.map((record) => record.purchaseId),
        caller,
      ).not.toContain(own.purchaseId);
      const summary = (await get(caller, '/dashboard/summary')).body as { summary: { latestBids?: Array<{ id: string }> } };
      expect(
        (summary.summary.latestBids ?? []).map((bid) => Number(bid.id)),
        caller,
      ).not.toContain(own.bidId);
    }
    for (const path of ['/purchased-cars/list', '/payments/list', '/dashboard/summary'])
      expect((await get('anonymous', path)).status, path).toBe(401);
  });

  it('saved searches, favorites, the profile and the menu counters', async () => {
    for (const caller of ['otherClient', 'foreignDealer'] as const) {
      const searches = (await get(caller, '/user/my-search', { type: 'car-auction' })).body as { items: Array<{ id: number }> };
      expect(
        searches.items.map((item) => item.id),
        caller,
      ).not.toContain(own.searchId);
      const favorites = (await get(caller, '/favorite/list', { group: 'D' })).body as { carsList: Array<{ id: string }> };
      expect(
        favorites.carsList.map((lot) => lot.id),
        caller,
      ).not.toContain(own.favoriteLot);
      expect((await get(caller, '/user/view-profile')).body.detail.email, caller).not.toBe('client@seri.example');
    }
    for (const path of ['/user/my-search?type=car-auction', '/favorite/list?group=D', '/user/view-profile', '/site/menu-counters']) {
      expect((await get('anonymous', path)).status, path).toBe(401);
    }
  });

  it('changes to a profile, a password or settings reach the caller’s own account only, and need a session', async () => {
    const before = db.prepare('SELECT full_name, city, password_hash FROM users WHERE id = ?').get(own.userId);
    const profile = { fullName: 'Not The Owner', mobile: '+64 21 555 0100', city: 'Elsewhere' };
    expect((await request(t.app).put('/api/v1/user/update-profile').set('Cookie', cookies.otherClient).send(profile)).status).toBe(200);
    expect((await request(t.app).put('/api/v1/user/update-profile').send(profile)).status).toBe(401);
    expect(
      (
        await request(t.app)
          .post('/api/v1/user/change-password')
          .send({ oldPassword: 'client123', newPassword: 'hacked1', confirmNewPassword: 'hacked1' })
      ).status,
    ).toBe(401);
    expect((await request(t.app).put('/api/v1/user/update-setting').send({ language: 693 })).status).toBe(401);
    expect(db.prepare('SELECT full_name, city, password_hash FROM users WHERE id = ?').get(own.userId)).toEqual(before);
  });

  it('share codes: none for a visitor or without the page type’s view permission; a wrong code opens nothing', async () => {
    expect((await get('anonymous', '/car-auction/password', { carId: own.favoriteLot })).status).toBe(401);
    expect(
      (
        await request(t.app)
          .get('/api/v1/bikes/password')
          .query({ bikeId: own.bikeLot })
          .set('Cookie', await loginCookie(t.app, 'restricted'))
      ).status,
    ).toBe(403);
    expect((await get('owner', '/car-auction/password', { carId: own.favoriteLot })).status).toBe(200);
    const wrong = await request(t.app).post('/api/v1/share/lot').send({ type: 'car-auction', id: own.favoriteLot, code: '000000' });
    expect([403, 429]).toContain(wrong.status);
    expect(wrong.body.lot).toBeUndefined();
  });
});
