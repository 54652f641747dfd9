// Chat per bid: who may read and write a bid's chat, what reading and writing store, where a new
// message goes live (the other side, never back to the socket that sent it), and how far a chat grows.
import type http from 'node:http';
import Database from 'better-sqlite3';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bidChatResponseSchema, CHAT_MESSAGE_MAX_LENGTH } from '../../../schemas/api/bid-chat';
import type { ChatNotification } from '../../../schemas/api/notifications';
import { CHAT_HISTORY_MAX, CHAT_WRITE_LIMITS } from '../../../server/reference-api/bid-chat/chat-store';
import {
  expectJsonError,
  expectSchema,
  loginCookie,
  startServedApi,
  startTestApi,
  withDatabaseFile,
  type DemoRole,
  type ServedApi,
} from './helpers';

describe('reference API: chat per bid', () => {
  let served: ServedApi;
  let server: http.Server;
  let db: Database.Database;
  const cookies = new Map<DemoRole, string>();

  const bidOf = (email: string): number =>
    db
      .prepare('SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id WHERE u.email = ? ORDER BY b.id DESC LIMIT 1')
      .pluck()
      .get(email) as number;
  /** a bid of someone who is neither the demo client nor one of the demo dealer's clients */
  const strangerBid = (): number =>
    db
      .prepare(
        `SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id
        WHERE u.email NOT IN ('client@seri.example', 'dealer@seri.example') AND u.user_type = 2
          AND COALESCE(u.dealer_id, 0) <> (SELECT id FROM users WHERE email = 'dealer@seri.example') LIMIT 1`,
      )
      .pluck()
      .get() as number;

  beforeAll(async () => {
    served = await startServedApi({ seedLots: 300, seed: 11 });
    ({ server, db } = served);
    for (const role of ['client', 'manager', 'dealer'] as const) cookies.set(role, await loginCookie(server, role));
  });
  afterAll(() => served.close());

  const as = (role: DemoRole) => ({
    chat: (bidId: number | string) => request(server).get('/api/v1/bid/chat').query({ bidId }).set('Cookie', cookies.get(role)!),
    read: (bidId: number) => request(server).put('/api/v1/bid/update-chat-status').set('Cookie', cookies.get(role)!).send({ bidId }),
    save: (body: object, socketId?: string) => {
      const call = request(server).post('/api/v1/bid/save-chat').set('Cookie', cookies.get(role)!);
      return (socketId ? call.set('X-Socket-Id', socketId) : call).send(body);
    },
  });

  const open = (role: DemoRole): Promise<Socket> => served.openSocket(cookies.get(role)!);

  it('lets a client read their own bid’s chat and refuses another client’s (403)', async () => {
    const own = await as('client').chat(bidOf('client@seri.example'));
    expect(own.status).toBe(200);
    expectSchema(bidChatResponseSchema, own.body);
    expectJsonError(await as('client').chat(strangerBid()), 403);
    expectJsonError(await as('client').save({ bidId: strangerBid(), comment: 'Hello' }), 403);
    expectJsonError(await as('client').read(strangerBid()), 403);
  });

  it('lets a dealer read their clients’ chats and managers read every chat', async () => {
    const dealerClientBid = db
      .prepare(
        `SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id WHERE u.dealer_id = (SELECT id FROM users WHERE email = 'dealer@seri.example') LIMIT 1`,
      )
      .pluck()
      .get() as number;
    expect((await as('dealer').chat(dealerClientBid)).status).toBe(200);
    expect((await as('manager').chat(strangerBid())).status).toBe(200);
    expectJsonError(await as('dealer').chat(strangerBid()), 403);
  });

  it('checks its input: unknown bid 404, missing field 400, bad id, empty or too long text 422', async () => {
    const bidId = bidOf('client@seri.example');
    expectJsonError(await as('client').chat(999_999), 404);
    expectJsonError(await as('client').chat('abc'), 422);
    expectJsonError(await as('client').save({ bidId }), 400);
    expectJsonError(await as('client').save({ bidId, comment: '   \n ' }), 422);
    // nothing a reader would see: zero-width and direction marks, a soft hyphen, a grapheme joiner
    for (const comment of ['\u200b\u200e', '\u00ad\u034f', ' \u2060\ufeff ']) {
      const res = await as('client').save({ bidId, comment });
      expect(res.status, JSON.stringify(comment)).toBe(422);
      expect(res.body.message).toEqual({ comment: 'Required field' });
    }
    expectJsonError(await as('client').save({ bidId, comment: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }), 422);
  });

  it('refuses control and text-direction characters (422) but keeps line breaks', async () => {
    const bidId = bidOf('client@seri.example');
    // a lone surrogate is half a character: stored, it comes back as replacement characters
    for (const comment of ['null\u0000byte', 'bell\u0007', 'tab\there', 'price \u202e000 05', 'isolate \u2067x\u2069', 'half \ud800']) {
      const res = await as('client').save({ bidId, comment });
      expect(res.status, comment).toBe(422);
      expect(res.body.message).toEqual({ comment: 'Must not contain control or text-direction characters' });
    }
    expect((await as('client').save({ bidId, comment: 'Two lines:\r\nfirst\nsecond' })).status).toBe(200);
    expect((await as('client').chat(bidId)).body.chat.at(-1).text).toBe('Two lines:\r\nfirst\nsecond');
  });

  it('stores a trimmed message as own for its side, unread for the other side until marked read', async () => {
    const bidId = bidOf('client@seri.example');
    expect((await as('manager').read(bidId)).status).toBe(200);
    const saved = await as('client').save({ bidId, comment: '  Is the engine original?  ' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true });

    const forClient = (await as('client').chat(bidId)).body;
    expect(forClient.chat.at(-1)).toMatchObject({ text: 'Is the engine original?', isOwn: true });
    const forManager = (await as('manager').chat(bidId)).body;
    expect(forManager.chat.at(-1)).toMatchObject({ text: 'Is the engine original?', isOwn: false });
    expect(forManager.isRead).toBe(false);

    await as('manager').read(bidId);
    expect((await as('manager').chat(bidId)).body.isRead).toBe(true);
  });

  it('sends a client’s message live to the managers, not back to the sending socket', async () => {
    const bidId = bidOf('client@seri.example');
    const manager = await open('manager');
    const client = await open('client');
    const managerGot: ChatNotification[] = [];
    const clientGot: ChatNotification[] = [];
    manager.on('chat-notification', (message: ChatNotification) => managerGot.push(message));
    client.on('chat-notification', (message: ChatNotification) => clientGot.push(message));

    expect((await as('client').save({ bidId, comment: 'Live question' }, client.id)).status).toBe(200);
    await expect.poll(() => managerGot.length).toBe(1);
    expect(managerGot[0]).toMatchObject({ bidId, text: 'Live question', isClientMessage: true });

    expect((await as('manager').save({ bidId, comment: 'Live answer' }, manager.id)).status).toBe(200);
    await expect.poll(() => clientGot.map((message) => message.text)).toEqual(['Live answer']);
    expect(clientGot[0]?.isClientMessage).toBe(false);
    expect(managerGot.map((message) => message.text)).toEqual(['Live question']);
  });
});

describe('reference API: chat bounds', () => {
  const minute = 60_000;

  /** The API on a file, with a clock the test moves and a writable connection to fill chats. */
  const withChat = (
    test: (t: { app: ReturnType<typeof startTestApi>['app']; db: Database.Database; clock: { ms: number } }) => Promise<void>,
  ) =>
    withDatabaseFile(async (dbPath) => {
      const clock = { ms: Date.parse('2026-03-02T03:00:00Z') };
      const { api, app } = startTestApi({ dbPath, seedLots: 200, seed: 3, now: () => new Date(clock.ms) });
      const db = new Database(dbPath);
      try {
        await test({ app, db, clock });
      } finally {
        db.close();
        await api.close();
      }
    });

  const clientBid = (db: Database.Database) =>
    db
      .prepare("SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id WHERE u.email = 'client@seri.example' LIMIT 1")
      .pluck()
      .get() as number;
  const fill = (db: Database.Database, bidId: number, count: number, at: Date) => {
    const insert = db.prepare(`INSERT INTO bid_messages (bid_id, user_id, text, is_client_message, created_at)
      SELECT ?, user_id, ?, 1, ? FROM bids WHERE id = ?`);
    db.transaction(() => {
      for (let i = 1; i <= count; i += 1) insert.run(bidId, `Message ${i}`, at.toISOString(), bidId);
    })();
  };

  it('loads the newest messages of a long chat, however long it grew', async () => {
    await withChat(async ({ app, db, clock }) => {
      const bidId = clientBid(db);
      fill(db, bidId, CHAT_HISTORY_MAX + 100, new Date(clock.ms - 7 * 24 * 60 * minute));
      const cookie = await loginCookie(app, 'client');
      const { chat } = (await request(app).get('/api/v1/bid/chat').query({ bidId }).set('Cookie', cookie)).body as {
        chat: Array<{ text: string }>;
      };
      expect(chat).toHaveLength(CHAT_HISTORY_MAX);
      expect(chat.at(-1)?.text).toBe(`Message ${CHAT_HISTORY_MAX + 100}`);
      expect(chat[0]?.text).toBe('Message 101');
    });
  });

  it('refuses a writer past their message rate with 429 and Retry-After, and takes them again later', async () => {
    await withChat(async ({ app, db, clock }) => {
      const bidId = clientBid(db);
      const cookie = await loginCookie(app, 'client');
      const save = () => request(app).post('/api/v1/bid/save-chat').set('Cookie', cookie).send({ bidId, comment: 'Hello' });
      const [perMinute, perDay] = CHAT_WRITE_LIMITS;
      for (let i = 0; i < perMinute!.max; i += 1) expect((await save()).status).toBe(200);
      const refused = await save();
      expectJsonError(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      clock.ms += minute + 1000;
      expect((await save()).status).toBe(200);

      // a day's worth written already (from another tab, say): the next waits for the day's window
      fill(db, bidId, perDay!.max, new Date(clock.ms - 60 * minute));
      clock.ms += 2 * minute;
      expectJsonError(await save(), 429);
    });
  });
});
