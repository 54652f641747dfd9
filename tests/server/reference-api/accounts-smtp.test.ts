// SMTP mode: with an SMTP URL the mail goes to the server (here a minimal one in the test), not the outbox.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { capturedLogger, startPortal } from '../app/portal-fixture';
import { expectJsonError, type TestApi } from './helpers';
import { outbox, PORTAL_URL, signUpBody, startAccountsApi } from './accounts-helpers';
import { fakeSmtpServer } from './fake-smtp';

describe('reference API: mail by SMTP', () => {
  const smtp = fakeSmtpServer();
  let t: TestApi;
  beforeAll(async () => {
    t = startAccountsApi({
      mail: { smtpUrl: await smtp.listen(), from: 'Kaido Motors <mail@kaido.example>', portalUrl: PORTAL_URL },
    });
  });
  afterAll(async () => {
    await t.api.close();
    smtp.server.close();
  });

  it('sends the verification mail through the SMTP server, from MAIL_FROM, and keeps nothing in the outbox', async () => {
    const body = signUpBody();
    expect((await request(t.app).post('/api/v1/auth/signup').send(body)).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0] ?? '';
    expect(message).toContain(`To: ${body.email}`);
    expect(message).toContain('From: Kaido Motors <mail@kaido.example>');
    expect(message).toContain('Subject: Confirm your e-mail address');
    expect(message).toContain(`${PORTAL_URL}/verify-email?token=`);
    expect(await outbox(t.app)).toEqual([]);
  });
});

describe('reference API: an SMTP server that cannot be reached', () => {
  it('answers 503 and undoes the sign-up, so the same e-mail can sign up again', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const t = startAccountsApi({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, portalUrl: PORTAL_URL } });
    try {
      const body = signUpBody();
      const first = await request(t.app).post('/api/v1/auth/signup').send(body);
      expectJsonError(first, 503);
      const again = await request(t.app).post('/api/v1/auth/signup').send(body);
      expectJsonError(again, 503);
      expect(again.body.message).not.toEqual({ email: 'This email address is already registered' });
    } finally {
      await t.api.close();
    }
  });
});

describe('reference API: an SMTP server that refuses the recipient', () => {
  const smtp = fakeSmtpServer({ refuseRecipients: true });
  let smtpUrl: string;
  beforeAll(async () => {
    smtpUrl = await smtp.listen();
  });
  afterAll(() => smtp.server.close());

  it('logs why on the request’s line, without the address the server quoted', async () => {
    const { logger, lines } = capturedLogger();
    const running = await startPortal({ dbPath: ':memory:', seedLots: 100, logger, mail: { smtpUrl, portalUrl: PORTAL_URL } });
    try {
      const res = await request(running.server).get('/api/v1/auth/reset-password').query({ email: 'client@seri.example' });
      expectJsonError(res, 503);
      await new Promise((resolve) => setImmediate(resolve));
      const logged = JSON.stringify(lines);
      expect(logged).toContain('550 5.1.1');
      expect(logged).not.toContain('client@seri.example');
    } finally {
      await running.stop();
    }
  });

  it('without a request log (the API alone), logs it without the address too', async () => {
    const t = startAccountsApi({ mail: { smtpUrl, portalUrl: PORTAL_URL } });
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expectJsonError(
        await request(t.app)
          .post('/api/v1/auth/signup')
          .send(signUpBody({ email: 'refused.person@mail.example' })),
        503,
      );
      const logged = logError.mock.calls.flat().join('\n');
      expect(logged).toContain('550 5.1.1');
      expect(logged).not.toContain('refused.person@mail.example');
    } finally {
      logError.mockRestore();
      await t.api.close();
    }
  });
});
