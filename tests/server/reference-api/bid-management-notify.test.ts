// A manager's price changes reach the bidder over the socket as client-notification; the manager's
// own socket (X-Socket-Id) does not get them back. The other managers' screens hear of every change
// (bid-update), so none of them acts on a bid as it was.
import type http from 'node:http';
import type Database from 'better-sqlite3';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidUpdate, Notification } from '../../../schemas/api/notifications';
import { loginCookie, startServedApi, type ServedApi } from './helpers';

const NOW = new Date('2026-11-26T03:00:00Z');

describe('reference API: bid management notifications', () => {
  let served: ServedApi;
  let server: http.Server;
  let db: Database.Database;

  beforeAll(async () => {
    served = await startServedApi({ seedLots: 300, seed: 7, now: () => NOW });
    ({ server, db } = served);
  });
  afterAll(() => served.close());

  it('tells the client their bid’s sold price, price and adjustment changed', async () => {
    const bidId = db
      .prepare(
        `SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
        WHERE u.email = 'client@seri.example' AND b.status IN (1, 2) AND a.date >= '2026-11-26' ORDER BY b.id LIMIT 1`,
      )
      .pluck()
      .get() as number;
    const startPrice = db
      .prepare('SELECT l.start_price FROM bids b JOIN lots l ON l.id = b.lot_id WHERE b.id = ?')
      .pluck()
      .get(bidId) as number;
    const clientCookie = await loginCookie(server, 'client');
    const managerCookie = await loginCookie(server, 'manager');
    const client = await served.openSocket(clientCookie);
    const manager = await served.openSocket(managerCookie);
    const received: Notification[] = [];
    const managerReceived: Notification[] = [];
    client.on('client-notification', (notification: Notification) => received.push(notification));
    manager.on('client-notification', (notification: Notification) => managerReceived.push(notification));

    const put = (path: string, body: object) =>
      request(server).put(`/api/v1/bid/${path}`).set('Cookie', managerCookie).set('X-Socket-Id', manager.id!).send(body);
    expect((await put('update-sold-price', { bidId, soldPrice: '500000' })).status).toBe(200);
    expect((await put('update-bid-price', { amount: Math.ceil(startPrice / 5000) * 5000 + 10000, jasId: bidId })).status).toBe(200);
    expect((await put('update-adjustment-price', { bidId, adjustmentPrice: 30000 })).status).toBe(200);
    expect((await put('update-auto-bid', { bidId, autoBid: true })).status).toBe(200);

    await expect
      .poll(() => received.map((notification) => notification.eventType))
      .toEqual(['managerUpdateStatus', 'managerChangeAmount', 'managerUpdateBidAmount']);
    expect(received.every((notification) => notification.bidId === bidId && !notification.isClientMessage)).toBe(true);
    expect(received[2]?.message.en).toContain('30 000');
    expect(managerReceived).toEqual([]);
  });

  it('tells the other managers’ screens of each change a manager makes, and no client', async () => {
    const bidId = db
      .prepare(
        `SELECT b.id FROM bids b JOIN users u ON u.id = b.user_id JOIN lots l ON l.id = b.lot_id JOIN auctions a ON a.id = l.auction_id
        WHERE u.email = 'client@seri.example' AND b.status IN (1, 2) AND a.date >= '2026-11-26' ORDER BY b.id DESC LIMIT 1`,
      )
      .pluck()
      .get() as number;
    const managerCookie = await loginCookie(server, 'manager');
    const acting = await served.openSocket(managerCookie);
    // another manager's screen (the demo has one manager with a password: a second session of theirs)
    const watching = await served.openSocket(await loginCookie(server, 'manager'));
    const client = await served.openSocket(await loginCookie(server, 'client'));
    const heard: BidUpdate[] = [];
    const actingHeard: BidUpdate[] = [];
    const clientHeard: BidUpdate[] = [];
    watching.on('bid-update', (update: BidUpdate) => heard.push(update));
    acting.on('bid-update', (update: BidUpdate) => actingHeard.push(update));
    client.on('bid-update', (update: BidUpdate) => clientHeard.push(update));

    const put = (path: string, body: object) =>
      request(server).put(`/api/v1/bid/${path}`).set('Cookie', managerCookie).set('X-Socket-Id', acting.id!).send(body);
    expect((await put('update-bid-status', { bidId, status: 3 })).status).toBe(200);
    expect((await put('update-sold-price', { bidId, soldPrice: '500000' })).status).toBe(200);
    expect((await put('update-auto-bid', { bidId, autoBid: true })).status).toBe(200);

    await expect.poll(() => heard).toEqual([{ bidId }, { bidId }, { bidId }]);
    expect(actingHeard).toEqual([]);
    expect(clientHeard).toEqual([]);
  });
});
