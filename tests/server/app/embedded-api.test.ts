// API_URL unset: the reference API runs inside the portal, socket.io included.
import http from 'node:http';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type RunningPortal } from './portal-fixture';

let running: RunningPortal;

beforeAll(async () => {
  running = await startPortal({ dbPath: ':memory:', seedLots: 100 });
});
afterAll(() => running.stop());

async function logIn(): Promise<string> {
  const res = await fetch(`${running.origin}/api/v1/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'client@seri.example', password: 'client123' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

describe('the embedded API', () => {
  it('answers the v1 calls under /api/v1, with the session cookie', async () => {
    const cookie = await logIn();
    const res = await fetch(`${running.origin}/api/v1/user/view-profile`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { detail: { email: string } }).detail.email).toBe('client@seri.example');
  });

  it('accepts a socket.io websocket with a session, on the portal port', async () => {
    const socket = connectSocket(running.origin, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { Cookie: await logIn() },
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
    } finally {
      socket.close();
    }
  });

  it('refuses upgrades on other paths', async () => {
    const outcome = await new Promise<string>((resolve) => {
      const req = http.get(`${running.origin}/api/v1/site/get-language`, {
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
        },
      });
      req.once('upgrade', () => resolve('upgraded'));
      req.once('response', () => resolve('answered'));
      req.once('error', () => resolve('closed'));
    });
    expect(outcome).toBe('closed');
  });
});
