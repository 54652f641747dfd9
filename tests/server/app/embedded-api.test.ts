// API_URL unset: the reference API runs inside the portal, socket.io included.
import http from 'node:http';
import { io as connectSocket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyConfigPath, loadCompanyConfig } from '../../../server/company-config';
import { startPortal, type RunningPortal } from './portal-fixture';

let running: RunningPortal;

beforeAll(async () => {
  running = await startPortal({ dbPath: ':memory:', seedLots: 100 });
});
afterAll(() => running.stop());

async function logIn(origin = running.origin): Promise<string> {
  const res = await fetch(`${origin}/api/v1/auth`, {
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

describe('the embedded API of a company that disabled a page type', () => {
  it('answers 404 to that page type’s calls (kaido: no machinery)', async () => {
    const kaido = await startPortal({
      company: loadCompanyConfig(companyConfigPath({ COMPANY: 'kaido' })),
      dbPath: ':memory:',
      seedLots: 100,
    });
    try {
      const cookie = await logIn(kaido.origin);
      const get = async (path: string) => (await fetch(`${kaido.origin}/api/v1${path}`, { headers: { Cookie: cookie } })).status;
      expect(await get('/machinery/listing')).toBe(404);
      expect(await get('/site/auction-list?type=machinery')).toBe(404);
      expect(await get('/bikes/listing')).toBe(200);
    } finally {
      await kaido.stop();
    }
  });
});
