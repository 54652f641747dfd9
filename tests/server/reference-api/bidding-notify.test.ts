// Bid events over the socket: a client's bid and cancel reach the managers as `notification`, a
// manager's bid for a client reaches that client as `client-notification`; the socket that caused an
// event (X-Socket-Id) does not get it back.
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationSchema, type Notification } from '../../../schemas/api/notifications';
import { expectSchema, loginCookie } from './helpers';
import { freeLots, startBiddingApi, userId, type BiddingHarness } from './bidding-harness';

describe('reference API: bid notifications', () => {
  let h: BiddingHarness;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    h = await startBiddingApi(13);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await h.close();
  });

  const listen = (cookie: string): Promise<{ socket: Socket; received: Array<[string, Notification]> }> =>
    new Promise((resolve, reject) => {
      const socket = connect(h.url, {
        path: '/socket.io',
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: { cookie },
      });
      sockets.push(socket);
      const received: Array<[string, Notification]> = [];
      socket.on('notification', (payload: Notification) => received.push(['notification', payload]));
      socket.on('client-notification', (payload: Notification) => received.push(['client-notification', payload]));
      socket.once('connect', () => resolve({ socket, received }));
      socket.once('connect_error', reject);
    });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

  it('sends a client’s new bid and cancel to managers, and a manager’s bid for a client to that client', async () => {
    const clientCookie = await loginCookie(h.server, 'client');
    const managerCookie = await loginCookie(h.server, 'manager');
    const client = await listen(clientCookie);
    const otherTab = await listen(clientCookie);
    const manager = await listen(managerCookie);
    const [lot, forClient] = freeLots(h.db, 'car-auction', "a.date >= '2026-11-23' AND l.start_price <= 300000");
    if (!lot || !forClient) throw new Error('too few free lots in the test seed');
    const amount = (target: { startPrice: number | null }) => Math.ceil((target.startPrice ?? 0) / 5000) * 5000 + 5000;

    const placed = await request(h.server)
      .post('/api/v1/bid/create')
      .set('Cookie', clientCookie)
      .set('X-Socket-Id', client.socket.id ?? '')
      .send({ amount: amount(lot), carId: lot.id, lotType: 'car-auction' });
    expect(placed.status).toBe(200);
    await request(h.server)
      .put('/api/v1/bid/update-bid-status')
      .set('Cookie', clientCookie)
      .send({ bidId: placed.body.bidId, status: 4 })
      .expect(200);
    await settle();
    expect(manager.received.map(([event, payload]) => [event, payload.eventType, payload.bidId])).toEqual([
      ['notification', 'clientNewBid', placed.body.bidId],
      ['notification', 'clientCancelBid', placed.body.bidId],
    ]);
    const [, first] = manager.received[0] ?? [];
    expectSchema(notificationSchema, first);
    expect(first).toMatchObject({
      isClientMessage: true,
      message: { en: expect.stringContaining('placed a bid'), ru: expect.stringContaining('ставку') },
    });
    // yen as the interface writes it in each language: the sign first in English, last in Russian
    const yen = amount(lot).toLocaleString('en').replace(/,/g, ' ');
    expect(first).toMatchObject({ message: { en: expect.stringContaining(`¥${yen}`), ru: expect.stringContaining(`${yen} ¥`) } });
    expect(client.received).toEqual([]);

    const byManager = await request(h.server)
      .post('/api/v1/bid/bid-from-manager')
      .set('Cookie', managerCookie)
      .set('X-Socket-Id', manager.socket.id ?? '')
      .send({
        amount: amount(forClient),
        carId: forClient.id,
        lotType: 'car-auction',
        userId: userId(h.db, 'client@seri.example'),
        bidType: 'roro',
      });
    expect(byManager.status).toBe(200);
    await settle();
    for (const tab of [client, otherTab]) {
      expect(tab.received.at(-1)).toEqual([
        'client-notification',
        expect.objectContaining({ eventType: 'managerNewBid', bidId: byManager.body.bidId, isClientMessage: false }),
      ]);
    }
    expect(manager.received).toHaveLength(2);
  });
});
