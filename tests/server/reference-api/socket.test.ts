import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../schemas/api/notifications';
import { createSessionStore } from '../../../server/reference-api/auth/sessions';
import { migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase } from '../../../server/reference-api/db/open';
import { createReferenceApi, type ReferenceApi } from '../../../server/reference-api/index';
import { createRealtime, type Realtime } from '../../../server/reference-api/realtime';
import { seedDatabase } from '../../../server/reference-api/seed/index';
import { disconnection, handshakeOutcome as outcome, loginCookie, socketClient } from './helpers';

function listen(server: http.Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

const open = (url: string, cookie?: string, transports: Array<'websocket' | 'polling'> = ['websocket']): Socket =>
  socketClient(url, cookie ? { cookie } : {}, transports);

describe('reference API socket', () => {
  let api: ReferenceApi;
  let server: http.Server;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = createReferenceApi({ dbPath: ':memory:', seedLots: 200, seed: 5 });
    const app = express();
    app.use('/api/v1', api.router);
    server = http.createServer(app);
    api.attachSocket(server);
    url = await listen(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await api.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('admits a handshake with a live session cookie over websocket, and none over polling', async () => {
    const cookie = await loginCookie(server, 'client');
    const socket = open(url, cookie);
    sockets.push(socket);
    expect(await outcome(socket)).toEqual({ connected: true });
    // a polling socket's id is all a later request needs to read its events: the portal never polls
    const polling = open(url, cookie, ['polling']);
    sockets.push(polling);
    expect(await outcome(polling)).toMatchObject({ connected: false });
  });

  it('drops a socket that sends more than a handshake’s worth: the server takes no events from clients', async () => {
    const socket = open(url, await loginCookie(server, 'client'));
    sockets.push(socket);
    expect(await outcome(socket)).toEqual({ connected: true });
    const dropped = disconnection(socket);
    socket.emit('anything', 'x'.repeat(100_000));
    expect(await dropped).toBe('transport close');
  });

  it('refuses a handshake without a session, whatever its auth claims', async () => {
    for (const cookie of [undefined, 'seri_access=forged']) {
      const socket = open(url, cookie);
      sockets.push(socket);
      expect(await outcome(socket)).toEqual({ connected: false, message: 'Unauthorized' });
    }
  });
});

describe('reference API real-time events', () => {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db, { carAuctionLots: 100, seed: 9, now: new Date() });
  const sessions = createSessionStore(db, 900);
  let realtime: Realtime;
  let server: http.Server;
  let url: string;
  const sockets: Socket[] = [];
  const idOf = (email: string) => db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number;
  const cookieFor = (email: string) => `seri_access=${sessions.create(idOf(email), Date.now()).accessToken}`;

  const payload: Notification = {
    eventType: 'managerBidStatus',
    message: { en: 'Bid status changed', ru: 'Статус ставки изменён' },
    lotNo: 1234,
    auctionName: 'USS Tokyo',
    specification: 'Toyota Prius 2016',
    bidId: 1,
    isClientMessage: false,
  };

  beforeAll(async () => {
    realtime = createRealtime(db, sessions, () => new Date());
    server = http.createServer();
    realtime.attach(server);
    url = await listen(server);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    db.close();
  });

  const connected = async (email: string): Promise<{ socket: Socket; received: unknown[] }> => {
    const socket = open(url, cookieFor(email));
    sockets.push(socket);
    const received: unknown[] = [];
    socket.on('notification', (event) => received.push(event));
    socket.on('chat-notification', (event) => received.push(event));
    expect(await outcome(socket)).toEqual({ connected: true });
    return { socket, received };
  };

  it('reaches a user’s sockets except the one that caused the event, and a role’s room', async () => {
    const origin = await connected('client@seri.example');
    const otherTab = await connected('client@seri.example');
    const manager = await connected('manager@seri.example');

    realtime.notifyUsers([idOf('client@seri.example')], 'notification', payload, { exceptSocketId: origin.socket.id });
    realtime.notifyRole('manager', 'chat-notification', {
      bidId: 1,
      id: 7,
      text: 'Hello',
      time: new Date().toISOString(),
      senderId: 2,
      isClientMessage: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(otherTab.received).toEqual([payload]);
    expect(origin.received).toEqual([]);
    expect(manager.received).toEqual([expect.objectContaining({ text: 'Hello', isClientMessage: true })]);
  });

  it('skips only a connected socket named by X-Socket-Id, never a room (a client could silence the managers)', async () => {
    const client = await connected('client@seri.example');
    const manager = await connected('manager@seri.example');
    const clientId = idOf('client@seri.example');

    for (const room of ['role:manager', `user:${idOf('manager@seri.example')}`]) {
      realtime.notifyRole('manager', 'notification', payload, { exceptSocketId: room });
    }
    realtime.notifyUsers([clientId], 'notification', payload, { exceptSocketId: `user:${clientId}` });
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(manager.received).toEqual([payload, payload]);
    expect(client.received).toEqual([payload]);
  });
});
