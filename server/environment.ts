// The environment of both servers, read in one place: the portal (server/index.ts) and the reference API
// on its own (`npm run api`). Every problem is reported at once, one line each (README "Environment").
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import express from 'express';
import { LOG_LEVELS, type LoggerSettings } from './observability/logger';
import type { MailSettings } from './reference-api/accounts/mailer';
import { allowedOriginsFromEnv, type AllowedOrigins } from './reference-api/http/allowed-origins';
import { defaultDbPath } from './paths';

/** Express's `trust proxy`: false, a hop count, or addresses, subnets and names ("loopback") of the proxies in front. */
type TrustProxy = false | number | string;

/** What both servers log and how their metrics are reached. */
interface OperationSettings {
  readonly log: LoggerSettings;
  /** The key GET /metrics asks for; unset in production without METRICS_KEY (no /metrics then). */
  readonly metricsKey?: string;
  /** The server made metricsKey up: only its start-up line tells it (a configured one stays out of the logs). */
  readonly metricsKeyGenerated?: boolean;
}

export interface TransportSettings {
  readonly trustProxy: TrustProxy;
  /**
   * COOKIE_SECURE=1 or an https:// PORTAL_URL: browsers reach the site by HTTPS only, though TLS may end
   * in front of a proxy this server does not trust.
   */
  readonly assumeHttps: boolean;
}

/** The reference API's own settings, the same embedded in the portal and alone. */
export interface ApiSettings {
  readonly dbPath: string;
  readonly seedLots?: number;
  readonly mail: MailSettings;
  /** The key /dev/outbox asks for; unset when there is no outbox to read (SMTP, or NODE_ENV=production). */
  readonly devOutboxKey?: string;
  /** The server made devOutboxKey up: only its start-up line tells it (a configured one stays out of the logs). */
  readonly devOutboxKeyGenerated?: boolean;
  /** ALLOWED_ORIGINS: the pages that may open a socket (unset: the handshake's own host) */
  readonly allowedOrigins?: AllowedOrigins;
}

export interface PortalSettings extends TransportSettings, OperationSettings {
  readonly port: number;
  readonly host: string;
  readonly apiUrl?: string;
  /** with API_URL and PORTAL_URL: the host X-Forwarded-Host names to the backend, whatever Host a request carries */
  readonly portalHost?: string;
  readonly proxyTimeoutMs: number;
  readonly devReload: boolean;
  /** unset with API_URL: the portal proxies a backend and sends no mail */
  readonly api?: ApiSettings;
}

export interface ApiServerSettings extends TransportSettings, OperationSettings {
  readonly port: number;
  readonly host: string;
  readonly api: ApiSettings;
}

export class EnvironmentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}

export const DEFAULT_PROXY_TIMEOUT_MS = 30_000;
/** 256 bits when generated; a configured key must not be much weaker. */
const MIN_KEY_LENGTH = 32;

const newKey = () => randomBytes(32).toString('base64url');

type Env = Readonly<Record<string, string | undefined>>;

/** The host in URLs people open: a wildcard address is reached as localhost. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return net.isIPv6(host) ? `[${host}]` : host;
}

const isLoopbackHost = (hostname: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostname);

/** Reads variables, collecting a line per problem. */
function reader(env: Env) {
  const problems: string[] = [];
  const problem = (name: string, message: string) => problems.push(`${name}=${env[name]}: ${message}`);
  const value = (name: string) => env[name] || undefined;

  const wholeNumber = (name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined => {
    const text = value(name);
    if (text === undefined) return undefined;
    const number = Number(text);
    if (/^\d+$/.test(text) && number >= min && number <= max) return number;
    problem(name, max === 65535 ? 'must be a port number' : `must be a whole number from ${min}`);
    return undefined;
  };

  const trustProxy = (): TrustProxy => {
    const text = value('TRUST_PROXY')?.trim();
    if (text === undefined || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text === 'true') {
      // Express would take the leftmost X-Forwarded-For address, which any client writes.
      problem(
        'TRUST_PROXY',
        'trusting every proxy lets any client choose its address; give the number of proxies in front (e.g. 1) or their addresses',
      );
      return false;
    }
    try {
      express().set('trust proxy', text); // Express's own parser refuses what it cannot use
      return text;
    } catch (error) {
      problem(
        'TRUST_PROXY',
        `${(error as Error).message}; give a number of proxies or addresses, subnets and names (loopback, linklocal, uniquelocal)`,
      );
      return false;
    }
  };

  const flag = (name: string): boolean => {
    const text = value(name);
    if (text === undefined || text === '0') return false;
    if (text === '1') return true;
    problem(name, 'must be 1 or 0');
    return false;
  };

  // An https:// PORTAL_URL says the browsers come by HTTPS: the session cookies are Secure and HSTS is
  // sent even when TLS ends at a balancer nobody named in TRUST_PROXY.
  const httpsPortal = () => /^https:\/\//i.test(value('PORTAL_URL') ?? '');
  const transport = (): TransportSettings => ({ trustProxy: trustProxy(), assumeHttps: flag('COOKIE_SECURE') || httpsPortal() });

  /** A configured key must be long; the value is a secret, so a problem does not repeat it. */
  const key = (name: string): string | undefined => {
    const configured = value(name);
    if (configured && configured.length < MIN_KEY_LENGTH) problems.push(`${name}: must be at least ${MIN_KEY_LENGTH} characters`);
    return configured;
  };

  const operation = (): OperationSettings => {
    const level = value('LOG_LEVEL') ?? 'info';
    if (!(LOG_LEVELS as readonly string[]).includes(level)) problem('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
    const format = value('LOG_FORMAT') ?? (env.DEV_RELOAD === '1' ? 'pretty' : 'json');
    if (format !== 'json' && format !== 'pretty') problem('LOG_FORMAT', 'must be json or pretty');
    // like the outbox: a key printed at start on a developer's machine; in production only a configured one
    const configuredKey = key('METRICS_KEY');
    const metricsKey = configuredKey ?? (env.NODE_ENV === 'production' ? undefined : newKey());
    return {
      log: { level: level as LoggerSettings['level'], pretty: format === 'pretty' },
      metricsKey,
      metricsKeyGenerated: metricsKey !== undefined && !configuredKey,
    };
  };

  /** The portal origin the links in mail point at: only ever PORTAL_URL (or the local default), never a request header. */
  const portalUrl = (localDefault: string, smtp: boolean): string => {
    const text = value('PORTAL_URL');
    if (text === undefined) {
      if (smtp)
        problems.push(
          'PORTAL_URL is required with SMTP_URL: the links in account mail are built from it (e.g. https://portal.example.com)',
        );
      return localDefault;
    }
    let url: URL | undefined;
    try {
      url = new URL(text);
    } catch {
      url = undefined;
    }
    const isOrigin =
      url && /^https?:$/.test(url.protocol) && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    if (!url || !isOrigin) {
      problem('PORTAL_URL', 'must be an origin such as https://portal.example.com (no path, query or credentials)');
      return localDefault;
    }
    // Real mail carries sign-in tokens: never over plain HTTP, except to a local test server.
    if (smtp && url.protocol !== 'https:' && !isLoopbackHost(url.hostname)) problem('PORTAL_URL', 'must be https:// when SMTP_URL is set');
    return url.origin;
  };

  const api = (localPortalUrl: string): ApiSettings => {
    const smtpUrl = value('SMTP_URL');
    const production = env.NODE_ENV === 'production';
    const mail = { smtpUrl, from: value('MAIL_FROM'), portalUrl: portalUrl(localPortalUrl, smtpUrl !== undefined) };
    // real mail goes out in the company's name, never in Seri's placeholder one
    if (smtpUrl && !mail.from)
      problems.push('MAIL_FROM is required with SMTP_URL: the sender of account mail (e.g. Acme Autos <no-reply@acme.example>)');
    const configuredKey = key('DEV_OUTBOX_KEY');
    if (production && configuredKey) problems.push('DEV_OUTBOX_KEY: the development outbox is never served with NODE_ENV=production');
    if (production && !smtpUrl) problems.push('SMTP_URL is required with NODE_ENV=production: account mail has no outbox there');
    const outbox = !smtpUrl && !production;
    let allowedOrigins: AllowedOrigins | undefined;
    try {
      allowedOrigins = allowedOriginsFromEnv(env);
    } catch (error) {
      problems.push((error as Error).message);
    }
    return {
      dbPath: value('DB_PATH') ?? defaultDbPath,
      seedLots: wholeNumber('SEED_LOTS'),
      mail,
      devOutboxKey: outbox ? (configuredKey ?? newKey()) : undefined,
      devOutboxKeyGenerated: outbox && !configuredKey,
      allowedOrigins,
    };
  };

  const done = <T>(settings: T): T => {
    if (problems.length > 0) throw new EnvironmentError(problems);
    return settings;
  };

  /** PORTAL_URL's host when it is set (and an origin), else undefined. */
  const portalHost = (): string | undefined =>
    value('PORTAL_URL') === undefined ? undefined : new URL(portalUrl('http://localhost', false)).host;

  return { problem, value, wholeNumber, flag, transport, operation, api, portalHost, done };
}

export function readPortalSettings(env: Env): PortalSettings {
  const read = reader(env);
  const port = read.wholeNumber('PORT', { max: 65535 }) ?? 8080;
  const host = read.value('HOST') ?? '0.0.0.0';
  const apiUrl = read.value('API_URL');
  if (apiUrl && !/^https?:\/\/[^/]/.test(apiUrl)) read.problem('API_URL', 'must be an http:// or https:// origin');
  return read.done({
    port,
    host,
    apiUrl,
    portalHost: apiUrl ? read.portalHost() : undefined,
    ...read.transport(),
    proxyTimeoutMs: read.wholeNumber('PROXY_TIMEOUT_MS', { min: 1 }) ?? DEFAULT_PROXY_TIMEOUT_MS,
    devReload: read.flag('DEV_RELOAD'),
    ...read.operation(),
    api: apiUrl ? undefined : read.api(`http://${urlHost(host)}:${port}`),
  });
}

export function readApiServerSettings(env: Env): ApiServerSettings {
  const read = reader(env);
  const portalPort = read.wholeNumber('PORT', { max: 65535 }) ?? 8080;
  return read.done({
    port: read.wholeNumber('API_PORT', { max: 65535 }) ?? 8090,
    // it sits behind the portal: only this machine reaches it unless told otherwise
    host: read.value('API_HOST') ?? '127.0.0.1',
    ...read.transport(),
    ...read.operation(),
    api: read.api(`http://localhost:${portalPort}`),
  });
}
