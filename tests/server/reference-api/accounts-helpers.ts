// Account tests: the API with its development outbox mounted at /dev as the portal does, a valid
// sign-up body, and the token of the latest mail to an address.
import request from 'supertest';
import { expect } from 'vitest';
import type { OutboxMessage, SignUpBody } from '../../../schemas/api/accounts';
import type { ReferenceApiOptions } from '../../../server/reference-api/index';
import { startTestApi, type App, type TestApi } from './helpers';

/** The portal origin of the links (PORTAL_URL). */
export const PORTAL_URL = 'https://portal.example';
export const OUTBOX_KEY = 'test-outbox-key-0123456789abcdefghij';

export function startAccountsApi(options: Partial<ReferenceApiOptions> = {}): TestApi {
  const t = startTestApi({ mail: { portalUrl: PORTAL_URL }, devOutboxKey: OUTBOX_KEY, ...options });
  if (t.api.devRouter) t.app.use('/dev', t.api.devRouter);
  return t;
}

let serial = 0;

/** A sign-up body every rule accepts, with a fresh e-mail unless told. */
export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  serial += 1;
  return {
    fullName: 'John Smith',
    referralCode: '',
    email: `new.client.${serial}@mail.example`,
    mobile: '+64 21 555 0199',
    country: 14,
    city: 'Sydney',
    password: 'secret1',
    confirmPassword: 'secret1',
    terms: true,
    language: 692,
    ...overrides,
  };
}

export async function outbox(app: App): Promise<OutboxMessage[]> {
  const res = await request(app).get('/dev/outbox.json').query({ key: OUTBOX_KEY });
  expect(res.status).toBe(200);
  return (res.body as { messages: OutboxMessage[] }).messages;
}

/** The latest mail to an address, and the token of its link. */
export async function latestMail(app: App, to: string): Promise<{ mail: OutboxMessage; link: URL; token: string }> {
  const mail = (await outbox(app)).find((message) => message.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const link = new URL(mail?.links[0] ?? '');
  return { mail: mail as OutboxMessage, link, token: link.searchParams.get('token') ?? '' };
}
