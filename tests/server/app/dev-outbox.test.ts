// /dev/outbox: the embedded API's mail, readable in the browser by whoever has the key the server
// printed at start; absent when the portal proxies a backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxResponse } from '../../../schemas/api/accounts';
import { OUTBOX_KEY_MESSAGE } from '../../../server/reference-api/accounts/dev-outbox';
import { OUTBOX_KEY, PORTAL_URL, signUpBody } from '../reference-api/accounts-helpers';
import { startPortal, type RunningPortal } from './portal-fixture';

describe('the development outbox (embedded API)', () => {
  let running: RunningPortal;
  beforeAll(async () => {
    running = await startPortal({ dbPath: ':memory:', seedLots: 100, mail: { portalUrl: PORTAL_URL }, devOutboxKey: OUTBOX_KEY });
  });
  afterAll(() => running.stop());

  const askReset = (email: string) => fetch(`${running.origin}/api/v1/auth/reset-password?email=${encodeURIComponent(email)}`);
  const read = (path: string, key: string | null = OUTBOX_KEY) =>
    fetch(`${running.origin}/dev/${path}${key === null ? '' : `?key=${encodeURIComponent(key)}`}`);

  it('starts empty', async () => {
    const page = await read('outbox');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('No messages yet');
  });

  it('lists the mail newest first, with its links clickable and pointing at the portal', async () => {
    expect((await askReset('client@seri.example')).status).toBe(200);
    expect((await askReset('manager@seri.example')).status).toBe(200);

    const json = (await (await read('outbox.json')).json()) as OutboxResponse;
    expect(json.messages.map((message) => message.to)).toEqual(['manager@seri.example', 'client@seri.example']);
    const [newest] = json.messages;
    expect(newest?.subject).toBe('Reset your password');
    expect(newest?.links[0]).toMatch(new RegExp(`^${PORTAL_URL}/auth/change-password\\?token=[\\w-]+$`));

    const page = await read('outbox');
    expect(page.headers.get('cache-control')).toBe('no-store');
    // the key is in the page's URL: following a mailed link must not carry it along
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html.indexOf('manager@seri.example')).toBeLessThan(html.indexOf('client@seri.example'));
    expect(html).toContain(`<a href="${newest?.links[0]}">`);
    expect(html).toContain('Reset your password');
  });

  it('shows nothing without the key, or with a wrong one: a reset link there would take over the account', async () => {
    expect((await askReset('manager@seri.example')).status).toBe(200);
    for (const key of [null, '', 'wrong', `${OUTBOX_KEY}x`, OUTBOX_KEY.slice(1)]) {
      for (const path of ['outbox', 'outbox.json']) {
        const res = await read(path, key);
        expect(res.status, `${path} with key ${key}`).toBe(403);
        expect(res.headers.get('cache-control')).toBe('no-store');
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ success: false, message: OUTBOX_KEY_MESSAGE });
        expect(text).not.toContain('token');
        expect(text).not.toContain('manager@seri.example');
      }
    }
  });

  it('escapes what the mail holds', async () => {
    const signUp = await fetch(`${running.origin}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(signUpBody({ fullName: '<script>alert(1)</script>' })),
    });
    expect(signUp.status).toBe(200);
    const html = await (await read('outbox')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });
});

describe('the development outbox without a key (SMTP, or NODE_ENV=production)', () => {
  it('is not mounted', async () => {
    const running = await startPortal({ dbPath: ':memory:', seedLots: 100 });
    try {
      const res = await fetch(`${running.origin}/dev/outbox.json?key=anything`);
      expect(res.headers.get('content-type') ?? '').not.toMatch(/application\/json/);
      expect(await res.text()).not.toContain('"messages"');
    } finally {
      await running.stop();
    }
  });
});

describe('the development outbox (API_URL set)', () => {
  it('is not mounted: the portal has no mail of its own', async () => {
    const running = await startPortal({ apiUrl: 'http://127.0.0.1:9', proxyConnectTimeoutMs: 200 });
    try {
      const res = await fetch(`${running.origin}/dev/outbox.json`);
      expect(res.headers.get('content-type') ?? '').not.toMatch(/application\/json/);
      expect(await res.text()).not.toContain('"messages"');
    } finally {
      await running.stop();
    }
  });
});
