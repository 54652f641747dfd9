// The live-updates socket hands an event that came before anything listened for it to its first
// listener: the notification host mounts along with the connection, and may subscribe after it.
import { connectSocket, disconnectSocket, onSocketConnect, onSocketEvent } from '../../src/api/socket';
import { SessionStatus, sessionStore } from '../../src/stores/session';
import { sockets } from './fake-socket';
import { mockFetch } from './fetch-mock';

const connected = async () => {
  sockets.length = 0;
  await connectSocket({ userId: 5, roleId: 991 });
  const socket = sockets.at(-1)!;
  socket.serverConnect('sid-1');
  return socket;
};

describe('socket events', () => {
  afterEach(disconnectSocket);

  it('gives an event that came before any listener to the first one, once', async () => {
    const socket = await connected();
    socket.serverEmit('notification', { bidId: 7 });
    const first: unknown[] = [];
    const second: unknown[] = [];
    const stops = [
      onSocketEvent('notification', (payload) => first.push(payload)),
      onSocketEvent('notification', (payload) => second.push(payload)),
    ];
    socket.serverEmit('notification', { bidId: 8 });
    expect(first).toEqual([{ bidId: 7 }, { bidId: 8 }]);
    expect(second).toEqual([{ bidId: 8 }]);
    stops.forEach((stop) => stop());
  });

  it('drops what the last user’s connection held when it closes', async () => {
    const socket = await connected();
    socket.serverEmit('notification', { bidId: 7 });
    disconnectSocket();
    const heard: unknown[] = [];
    const stop = onSocketEvent('notification', (payload) => heard.push(payload));
    expect(heard).toEqual([]);
    stop();
  });

  it('tells of every connect, one made before any listener included, and whether it is one after a drop', async () => {
    const socket = await connected();
    const connects: boolean[] = [];
    const stop = onSocketConnect((again) => connects.push(again));
    expect(connects).toEqual([false]);
    socket.disconnect();
    socket.serverConnect('sid-2');
    expect(connects).toEqual([false, true]);
    stop();
  });

  describe('when the server ends the socket (its session ended in another tab, or a restart)', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      Object.assign(sessionStore, { status: SessionStatus.authenticated, expired: false });
    });
    afterEach(() => vi.useRealTimers());

    it('asks the session again and connects anew while it lives', async () => {
      const fetch = mockFetch({ 'GET /auth/update': () => ({ body: { success: true } }) });
      const socket = await connected();
      socket.serverDisconnect();
      await vi.advanceTimersByTimeAsync(1000);
      expect(fetch.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth/update']);
      expect(socket.connectCalls).toBe(1);
    });

    it('ends the session in this tab when the server refuses it, without connecting again', async () => {
      mockFetch({ 'GET /auth/update': () => ({ status: 401, body: { success: false, message: 'Unauthorized' } }) });
      const socket = await connected();
      socket.serverDisconnect();
      await vi.advanceTimersByTimeAsync(1000);
      expect(sessionStore.status).toBe(SessionStatus.anonymous);
      expect(socket.connectCalls).toBe(0);
    });
  });
});
