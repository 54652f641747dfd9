// The environment of the portal and of `npm run api` (server/environment.ts): defaults, and every
// problem named at once.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROXY_TIMEOUT_MS,
  EnvironmentError,
  readApiServerSettings,
  readPortalSettings,
  type PortalSettings,
} from '../../../server/environment';

const problemsOf = (read: () => unknown): readonly string[] => {
  try {
    read();
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems;
    throw error;
  }
  return [];
};
const portal = (env: Record<string, string>): PortalSettings => readPortalSettings(env);
const SMTP = { SMTP_URL: 'smtps://user:secret@smtp.example.com:465', MAIL_FROM: 'Acme Autos <no-reply@acme.example>' };

describe('TRUST_PROXY', () => {
  it('is off by default: X-Forwarded-* from a client mean nothing', () => {
    expect(portal({}).trustProxy).toBe(false);
    expect(portal({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('takes a hop count or addresses, subnets and names of proxies, as Express does', () => {
    expect(portal({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(portal({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::1' }).trustProxy).toBe('loopback, 10.0.0.0/8, fd00::1');
    expect(readApiServerSettings({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('refuses to trust every proxy, and what Express cannot parse', () => {
    expect(problemsOf(() => portal({ TRUST_PROXY: 'true' }))).toEqual([
      'TRUST_PROXY=true: trusting every proxy lets any client choose its address; give the number of proxies in front (e.g. 1) or their addresses',
    ]);
    expect(problemsOf(() => portal({ TRUST_PROXY: '10.0.0.300' }))[0]).toMatch(
      /^TRUST_PROXY=10\.0\.0\.300: invalid IP address: 10\.0\.0\.300; /,
    );
  });
});

describe('COOKIE_SECURE', () => {
  it('declares the site HTTPS-only with 1', () => {
    expect(portal({}).assumeHttps).toBe(false);
    expect(portal({ COOKIE_SECURE: '1' }).assumeHttps).toBe(true);
    expect(problemsOf(() => portal({ COOKIE_SECURE: 'yes' }))).toEqual(['COOKIE_SECURE=yes: must be 1 or 0']);
  });

  it('is implied by an https:// PORTAL_URL: the browsers reach that site by HTTPS, whatever the proxies in front say', () => {
    expect(portal({ PORTAL_URL: 'https://portal.example.com' }).assumeHttps).toBe(true);
    expect(portal({ API_URL: 'http://backend:8090', PORTAL_URL: 'https://portal.example.com' }).assumeHttps).toBe(true);
    expect(readApiServerSettings({ PORTAL_URL: 'https://portal.example.com' }).assumeHttps).toBe(true);
    expect(portal({ PORTAL_URL: 'http://localhost:8080' }).assumeHttps).toBe(false);
  });
});

describe('PORTAL_URL', () => {
  it('defaults to the portal on this machine for the development outbox', () => {
    expect(portal({}).api?.mail.portalUrl).toBe('http://localhost:8080');
    expect(portal({ HOST: '127.0.0.1', PORT: '8200' }).api?.mail.portalUrl).toBe('http://127.0.0.1:8200');
    expect(readApiServerSettings({}).api.mail.portalUrl).toBe('http://localhost:8080');
  });

  it('is required with SMTP_URL, and https there', () => {
    expect(problemsOf(() => portal(SMTP))).toEqual([
      'PORTAL_URL is required with SMTP_URL: the links in account mail are built from it (e.g. https://portal.example.com)',
    ]);
    expect(problemsOf(() => readApiServerSettings(SMTP))).toHaveLength(1);
    expect(problemsOf(() => portal({ ...SMTP, PORTAL_URL: 'http://portal.example.com' }))).toEqual([
      'PORTAL_URL=http://portal.example.com: must be https:// when SMTP_URL is set',
    ]);
    expect(portal({ ...SMTP, PORTAL_URL: 'https://portal.example.com/' }).api?.mail).toEqual({
      smtpUrl: SMTP.SMTP_URL,
      from: SMTP.MAIL_FROM,
      portalUrl: 'https://portal.example.com',
    });
    // a local mail catcher
    expect(portal({ ...SMTP, PORTAL_URL: 'http://localhost:8080' }).api?.mail.portalUrl).toBe('http://localhost:8080');
  });

  it('goes with MAIL_FROM, so real mail never leaves in the placeholder name', () => {
    expect(problemsOf(() => portal({ SMTP_URL: SMTP.SMTP_URL, PORTAL_URL: 'https://portal.example.com' }))).toEqual([
      'MAIL_FROM is required with SMTP_URL: the sender of account mail (e.g. Acme Autos <no-reply@acme.example>)',
    ]);
  });

  it('must be an origin', () => {
    for (const url of [
      'portal.example.com',
      'https://portal.example.com/seri',
      'https://a:b@portal.example.com',
      'ftp://portal.example.com',
    ]) {
      expect(problemsOf(() => portal({ PORTAL_URL: url }))).toEqual([
        `PORTAL_URL=${url}: must be an origin such as https://portal.example.com (no path, query or credentials)`,
      ]);
    }
  });

  it('sends no mail with API_URL, and names the portal to the backend (X-Forwarded-Host) instead of each request’s Host', () => {
    expect(portal({ API_URL: 'http://127.0.0.1:8090', ...SMTP }).api).toBeUndefined();
    expect(portal({ API_URL: 'http://127.0.0.1:8090', PORTAL_URL: 'https://portal.example.com' }).portalHost).toBe('portal.example.com');
    expect(portal({ API_URL: 'http://127.0.0.1:8090' }).portalHost).toBeUndefined();
    expect(problemsOf(() => portal({ API_URL: 'http://127.0.0.1:8090', PORTAL_URL: 'portal.example.com' }))).toEqual([
      'PORTAL_URL=portal.example.com: must be an origin such as https://portal.example.com (no path, query or credentials)',
    ]);
  });
});

describe('the development outbox key', () => {
  it('is new and strong at each start unless DEV_OUTBOX_KEY sets it', () => {
    const first = portal({}).api?.devOutboxKey ?? '';
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(portal({}).api?.devOutboxKey).not.toBe(first);
    const key = 'k'.repeat(32);
    expect(portal({ DEV_OUTBOX_KEY: key }).api?.devOutboxKey).toBe(key);
    expect(problemsOf(() => portal({ DEV_OUTBOX_KEY: 'short-secret' }))).toEqual(['DEV_OUTBOX_KEY: must be at least 32 characters']);
  });

  it('does not exist with SMTP: there is no outbox', () => {
    expect(portal({ ...SMTP, PORTAL_URL: 'https://portal.example.com' }).api?.devOutboxKey).toBeUndefined();
  });

  it('never exists in production, where mail must go out by SMTP', () => {
    const production = { NODE_ENV: 'production', ...SMTP, PORTAL_URL: 'https://portal.example.com' };
    expect(portal(production).api?.devOutboxKey).toBeUndefined();
    expect(readApiServerSettings(production).api.devOutboxKey).toBeUndefined();
    expect(problemsOf(() => portal({ NODE_ENV: 'production', DEV_OUTBOX_KEY: 'k'.repeat(32) }))).toEqual([
      'DEV_OUTBOX_KEY: the development outbox is never served with NODE_ENV=production',
      'SMTP_URL is required with NODE_ENV=production: account mail has no outbox there',
    ]);
  });
});

describe('the servers', () => {
  it('portal: every interface on 8080, a 30 s upstream timeout', () => {
    expect(portal({})).toMatchObject({ host: '0.0.0.0', port: 8080, proxyTimeoutMs: DEFAULT_PROXY_TIMEOUT_MS });
    expect(DEFAULT_PROXY_TIMEOUT_MS).toBe(30_000);
    expect(portal({ PROXY_TIMEOUT_MS: '5000' }).proxyTimeoutMs).toBe(5000);
  });

  it('npm run api: loopback only unless API_HOST says otherwise', () => {
    expect(readApiServerSettings({})).toMatchObject({ host: '127.0.0.1', port: 8090 });
    expect(readApiServerSettings({ API_HOST: '0.0.0.0', API_PORT: '9000' })).toMatchObject({ host: '0.0.0.0', port: 9000 });
  });

  it('lists every problem at once', () => {
    expect(
      problemsOf(() =>
        portal({
          PORT: '99999',
          API_URL: 'ftp://x',
          TRUST_PROXY: 'true',
          PROXY_TIMEOUT_MS: '0',
          DEV_RELOAD: 'on',
          LOG_LEVEL: 'loud',
          LOG_FORMAT: 'xml',
          METRICS_KEY: 'short',
        }),
      ),
    ).toEqual([
      'PORT=99999: must be a port number',
      'API_URL=ftp://x: must be an http:// or https:// origin',
      'TRUST_PROXY=true: trusting every proxy lets any client choose its address; give the number of proxies in front (e.g. 1) or their addresses',
      'PROXY_TIMEOUT_MS=0: must be a whole number from 1',
      'DEV_RELOAD=on: must be 1 or 0',
      'LOG_LEVEL=loud: must be one of fatal, error, warn, info, debug, trace, silent',
      'LOG_FORMAT=xml: must be json or pretty',
      'METRICS_KEY: must be at least 32 characters',
    ]);
  });

  it('logs JSON at info by default, pretty under npm run dev, and keeps /metrics behind a key', () => {
    expect(portal({}).log).toEqual({ level: 'info', pretty: false });
    expect(portal({ DEV_RELOAD: '1' }).log).toEqual({ level: 'info', pretty: true });
    expect(portal({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json', DEV_RELOAD: '1' }).log).toEqual({ level: 'warn', pretty: false });
    const first = portal({}).metricsKey;
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(portal({}).metricsKey).not.toBe(first);
    const key = 'k'.repeat(40);
    expect(portal({ METRICS_KEY: key }).metricsKey).toBe(key);
    const production = { NODE_ENV: 'production', ...SMTP, PORTAL_URL: 'https://portal.example.com' };
    expect(portal(production).metricsKey).toBeUndefined();
    expect(readApiServerSettings(production).metricsKey).toBeUndefined();
  });
});
