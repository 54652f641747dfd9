// Test harness: the reference API on a small seeded database behind an express app, as the portal
// mounts it, plus schema checks of the answers.
import express from 'express';
import request from 'supertest';
import { expect } from 'vitest';
import { createAjv } from '../../../schemas/ajv';
import { createReferenceApi, type ReferenceApi, type ReferenceApiOptions } from '../../../server/reference-api/index';

export const DEMO = {
  client: { email: 'client@seri.example', password: 'client123' },
  manager: { email: 'manager@seri.example', password: 'manager123' },
  dealer: { email: 'dealer@seri.example', password: 'dealer123' },
  restricted: { email: 'restricted@seri.example', password: 'restricted123' },
  disabled: { email: 'disabled@seri.example', password: 'disabled123' },
} as const;

export type DemoRole = Exclude<keyof typeof DEMO, 'disabled'>;

export interface TestApi {
  readonly api: ReferenceApi;
  readonly app: express.Express;
}

export function startTestApi(options: Partial<ReferenceApiOptions> = {}): TestApi {
  const api = createReferenceApi({ dbPath: ':memory:', seedLots: 500, seed: 42, ...options });
  const app = express();
  app.use('/api/v1', api.router);
  return { api, app };
}

/** The Set-Cookie headers of a response, by cookie name. */
export function setCookies(res: request.Response): Map<string, string> {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return new Map((header ?? []).map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** name=value pairs of the cookies a response set, ready for a Cookie header. */
export function cookieHeader(res: request.Response): string {
  return [...setCookies(res).values()].map((cookie) => cookie.split(';')[0]).join('; ');
}

/** An express app or a listening server, as supertest takes them. */
export type App = Parameters<typeof request>[0];

export async function login(app: App, role: keyof typeof DEMO): Promise<request.Response> {
  return request(app).post('/api/v1/auth').send(DEMO[role]);
}

export async function loginCookie(app: App, role: DemoRole): Promise<string> {
  const res = await login(app, role);
  expect(res.status).toBe(200);
  return cookieHeader(res);
}

const ajv = createAjv({ allowUnionTypes: true });

/** Asserts a body matches a schema of schemas/api, naming every violation. */
export function expectSchema(schema: object, body: unknown): void {
  const validate = ajv.compile(schema);
  const valid = validate(body);
  expect(valid ? [] : validate.errors).toEqual([]);
}

/** Every failure is JSON: {success:false, message}. */
export function expectJsonError(res: request.Response, status: number): void {
  expect(res.status).toBe(status);
  expect(res.type).toBe('application/json');
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBeTruthy();
}
