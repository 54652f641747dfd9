// Saved-search alerts (issue #20 item 4): a saved search set to alert hears of new lots that match it
// the moment they are added (the `search-alert` socket event) and in at most one digest mail a day,
// whose links point at PORTAL_URL and whose unsubscribe link works without a session. Lots are added
// through /dev/lots (copies of a lot relisted) and by a new auction week coming into the schedule.
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../../schemas/api/accounts';
import { auctionWeekMonday, japanDate } from '../../../shared/japan-time';
import { searchAlertNotificationSchema, type SearchAlertNotification } from '../../../schemas/api/notifications';
import { OUTBOX_KEY, PORTAL_URL } from './accounts-helpers';
import { DEMO, expectJsonError, expectSchema, loginCookie, startServedApi, type ServedApi } from './helpers';

const DAY_MS = 24 * 3600 * 1000;
/** A Wednesday in Japan: the next day stays in its auction week (from a Saturday, the next day brought a new week's lots into the digest). */
const STARTED_AT = new Date('2026-03-04T03:00:00Z');

describe('reference API: saved-search alerts', () => {
  let served: ServedApi;
  let clock = STARTED_AT;
  let cookie = '';
  let socket: Socket;
  const alerts: SearchAlertNotification[] = [];
  const waiting: Array<(alert: SearchAlertNotification) => void> = [];

  /** The next search-alert event of the client's socket. */
  const nextAlert = (): Promise<SearchAlertNotification> =>
    new Promise((resolve) => {
      const ready = alerts.shift();
      if (ready) resolve(ready);
      else waiting.push(resolve);
    });

  const connect = async () => {
    cookie = await loginCookie(served.server, 'client');
    socket?.close();
    socket = await served.openSocket(cookie);
    socket.on('search-alert', (alert: SearchAlertNotification) => {
      const waiter = waiting.shift();
      if (waiter) waiter(alert);
      else alerts.push(alert);
    });
  };

  const post = (path: string, body: object) => request(served.server).post(`/api/v1${path}`).set('Cookie', cookie).send(body);
  const addLots = (like: number, count: number) =>
    request(served.server).post('/dev/lots').query({ key: OUTBOX_KEY }).send({ like, count });
  const digests = async (): Promise<OutboxMessage[]> => {
    const res = await request(served.server).get('/dev/outbox.json').query({ key: OUTBOX_KEY });
    return (res.body as { messages: OutboxMessage[] }).messages.filter(
      (mail) => mail.to === DEMO.client.email && mail.subject.includes('saved searches'),
    );
  };
  const one = <T>(sql: string, ...params: unknown[]): T =>
    served.db
      .prepare(sql)
      .pluck()
      .get(...params) as T;

  /** An upcoming car-auction lot and one of another maker. */
  let lot = { id: 0, makerId: 0 };
  let otherMakerLot = 0;
  let searchId = 0;
  const title = 'Alerted makers';

  beforeAll(async () => {
    served = await startServedApi({ seed: 7, now: () => clock, devOutboxKey: OUTBOX_KEY, mail: { portalUrl: PORTAL_URL } });
    await connect();
    lot = served.db
      .prepare("SELECT id, maker_id AS makerId FROM lots WHERE page_type = 'car-auction' AND auction_date >= ? ORDER BY id LIMIT 1")
      .get(japanDate(clock)) as typeof lot;
    otherMakerLot = one("SELECT id FROM lots WHERE page_type = 'car-auction' AND maker_id <> ? ORDER BY id LIMIT 1", lot.makerId);
    await post('/user/save-search', { title, params: `maker=${lot.makerId}`, type: 'car-auction' }).expect(200);
    searchId = one('SELECT MAX(id) FROM saved_searches');
  });
  afterAll(async () => {
    socket?.close();
    await served.close();
  });

  it('lists a saved search’s alert and turns it on for its owner only', async () => {
    const listed = async () =>
      (
        (await request(served.server).get('/api/v1/user/my-search').query({ type: 'car-auction' }).set('Cookie', cookie)).body as {
          items: Array<{ id: number; alert: boolean }>;
        }
      ).items.find((item) => item.id === searchId);
    expect(await listed()).toMatchObject({ alert: false });
    await post('/user/search-alert', { id: searchId, alert: true }).expect(200, { success: true });
    expect(await listed()).toMatchObject({ alert: true });

    const manager = await loginCookie(served.server, 'manager');
    expectJsonError(
      await request(served.server).post('/api/v1/user/search-alert').set('Cookie', manager).send({ id: searchId, alert: false }),
      404,
    );
    expectJsonError(await post('/user/search-alert', { id: searchId, alert: 'yes' }), 400);
    expect(await listed()).toMatchObject({ alert: true });
  });

  it('notifies the owner of added lots that match, at once, and mails one digest with links to the portal', async () => {
    // a lot of another maker matches nothing: the first event is the matching lots'
    expect((await addLots(otherMakerLot, 1)).status).toBe(200);
    const added = await addLots(lot.id, 2);
    expect(added.status).toBe(200);
    const ids = (added.body as { ids: number[] }).ids;
    expect(ids).toHaveLength(2);

    const alert = await nextAlert();
    expectSchema(searchAlertNotificationSchema, alert);
    expect(alert).toMatchObject({ searchId, title, type: 'car-auction', count: 2, path: `/car-auctions?maker=${lot.makerId}` });
    expect(alert.message.en).toBe(`2 new lots for your saved search “${title}”`);
    expect(alert.message.ru).toBe(`2 новых лота по сохранённому поиску «${title}»`);

    const [digest, ...others] = await digests();
    expect(others).toEqual([]);
    expect(digest?.links).toEqual([
      ...ids.map((id) => `${PORTAL_URL}/car-auctions/${id}`),
      `${PORTAL_URL}/car-auctions?maker=${lot.makerId}`,
      expect.stringMatching(new RegExp(`^${PORTAL_URL}/unsubscribe-alerts\\?token=[\\w-]{40,}$`)),
    ]);
    expect(digest?.text).toContain(`${title}: 2 new lots`);
  });

  it('sends at most one digest a day: later matches wait for the next day', async () => {
    const ids = ((await addLots(lot.id, 1)).body as { ids: number[] }).ids;
    expect(await nextAlert()).toMatchObject({ searchId, count: 1 });
    expect(await digests()).toHaveLength(1);

    clock = new Date(clock.getTime() + DAY_MS);
    await connect();
    // the day's digests go out once the schedule's catch-up of the new day is done, between requests
    await expect.poll(async () => (await digests()).length).toBe(2);
    const [next, ...earlier] = await digests();
    expect(earlier).toHaveLength(1);
    expect(next?.links[0]).toBe(`${PORTAL_URL}/car-auctions/${ids[0]}`);
    expect(next?.text).toContain(`${title}: 1 new lot\n`);
  });

  it('matches the lots of a new auction week as the listing filters them', async () => {
    clock = new Date(clock.getTime() + 7 * DAY_MS);
    await connect();
    const alert = await nextAlert();
    const monday = auctionWeekMonday(one<string>("SELECT MAX(auction_date) FROM lots WHERE page_type = 'car-auction'"));
    const listed = await request(served.server)
      .get('/api/v1/car-auction/listing')
      .query({ maker: String(lot.makerId), pageSize: '20' })
      .set('Cookie', cookie);
    const inNewWeek = (listed.body as { pageInfo: { totalSearchResults: number } }).pageInfo.totalSearchResults;
    expect(alert).toMatchObject({
      searchId,
      count: one<number>(
        "SELECT COUNT(*) FROM lots WHERE page_type = 'car-auction' AND maker_id = ? AND auction_date >= ?",
        lot.makerId,
        monday,
      ),
    });
    expect(alert.count).toBeGreaterThan(0);
    expect(alert.count).toBeLessThan(inNewWeek);
    expect((await digests())[0]?.text).toContain(`${title}: ${alert.count} new`);
  });

  it('adds lots on /dev/lots only with the outbox key, and refuses a bad body or an unknown lot as JSON', async () => {
    expectJsonError(await request(served.server).post('/dev/lots').send({ like: lot.id }), 403);
    expectJsonError(await addLots(lot.id, 51), 422);
    expectJsonError(await request(served.server).post('/dev/lots').query({ key: OUTBOX_KEY }).send({ like: 'one' }), 400);
    expectJsonError(await addLots(99_999_999, 1), 404);
  });

  it('unsubscribes by the mail’s link without a session: every alert of the user goes off', async () => {
    const token = new URL((await digests())[0]?.links.at(-1) ?? '').searchParams.get('token') ?? '';
    const anonymous = () => request(served.server).post('/api/v1/user/unsubscribe-alerts');
    expectJsonError(await anonymous().send({ token: 'not-a-token' }), 404);
    expect((await anonymous().send({ token })).body).toEqual({ success: true });
    expect(
      one('SELECT COUNT(*) FROM saved_searches WHERE user_id = (SELECT id FROM users WHERE email = ?) AND alert = 1', DEMO.client.email),
    ).toBe(0);
    // the link works again (a second click), and added lots no longer alert
    expect((await anonymous().send({ token })).status).toBe(200);
    const before = one<number>('SELECT COUNT(*) FROM search_alert_hits');
    expect((await addLots(lot.id, 1)).status).toBe(200);
    expect(one('SELECT COUNT(*) FROM search_alert_hits')).toBe(before);
  });
});
