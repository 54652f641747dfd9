// Malformed requests built from well-formed samples (fuzz-routes.ts), one break per case, chosen by a
// seeded RNG so a failing run can be replayed: wrong types, missing and extra fields, 1 MB strings,
// NaN, 1e308 and negative numbers, arrays for objects, __proto__ keys, bad JSON, wrong content types
// and encodings, repeated parameters, bad percent-encoding, hostile headers.
import zlib from 'node:zlib';
import type { Random } from '../../../server/reference-api/seed/random';
import type { RouteSample } from './fuzz-routes';

export interface FuzzRequest {
  readonly method: string;
  /** path and query as sent: encoded, or deliberately not */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: Buffer;
  /** what this case breaks, for the report */
  readonly mutation: string;
}

/** The body limit of the API: a body over it must answer 413. */
export const BODY_LIMIT = 1024 * 1024;

const ONE_MB = 'x'.repeat(BODY_LIMIT);
const JUST_UNDER_LIMIT = 'y'.repeat(BODY_LIMIT - 4096);

/** Texts for query and path values. */
const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e-308',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x1F',
  '1_000',
  '99999999999999999999999',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  "' OR 1=1 --",
  '"; DROP TABLE bids; --',
  '../../../etc/passwd',
  '\u0000',
  '\u202egnp.exe',
  'ｆｕｌｌ',
  '🚗🚗',
  'A'.repeat(10_000),
  ',,,,',
  '1,'.repeat(500),
  '-',
  '1-',
  '-1-',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '${7*7}',
  '2026-02-30',
  '9999-99-99',
  'ASC; DELETE FROM bids',
  '%',
  '\\',
  '\r\n',
  'a'.repeat(300),
];

/** JSON values for body fields. */
const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0.5,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  '',
  ' ',
  'NaN',
  '-1',
  '1e308',
  [],
  [1, 2],
  ['a'],
  {},
  { a: 1 },
  { __proto__: null, toString: 'x' },
  'A'.repeat(10_000),
  '\u0000\u202e',
  [[[[[]]]]],
  JUST_UNDER_LIMIT,
  ONE_MB,
];

/** Field values JSON cannot say, written into the text. */
const RAW_VALUES: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  'undefined',
  '0x10',
  '01',
  '.5',
  '+1',
  "'x'",
  '"\\ud800"',
];

const BAD_JSON: readonly string[] = [
  '',
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'nul',
  '\uFEFF{}',
  '[',
  '"unterminated',
  '{"a":"\\x41"}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
  '[1,2,3]',
  '"text"',
  '42',
  'null',
  'true',
];

const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/xml',
  'application/json; charset=utf-7',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/vnd.api+json',
  'application/json, text/plain',
  '*/*',
  'application/',
];

const ENCODINGS: readonly string[] = ['gzip', 'deflate', 'br', 'zstd', 'x-unknown', 'gzip, gzip', 'identity, gzip', 'GZIP'];

const BAD_PERCENT: readonly string[] = ['%E0%A4%A', '%ZZ', '%', '%C0%AF', '%FF%FE', '%u0041', '%%41'];

const PATH_VALUES: readonly string[] = [
  ...BAD_PERCENT,
  '..',
  '%2e%2e',
  '-1',
  '0',
  '1e308',
  'NaN',
  'A'.repeat(5000),
  '%00',
  '%2F',
  '%20',
  encodeURIComponent('🚗'),
  '9'.repeat(30),
];

const EXTRA_QUERY: readonly string[] = [
  'extra=1',
  '__proto__=1',
  '__proto__[admin]=1',
  'constructor[prototype][x]=1',
  'hasOwnProperty=1',
  'toString=x',
  'a[]=1',
  'a[b]=1',
  '&&&',
  '=',
  '=x',
  'a=b=c',
];

const HOSTILE_HEADERS: ReadonlyArray<Record<string, string>> = [
  { Cookie: `seri_access=${'x'.repeat(3000)}` },
  { Cookie: 'seri_access=%E0%A4%A; seri_refresh=%ZZ' },
  { Cookie: 'seri_access' },
  { Authorization: 'Bearer' },
  { Authorization: `Bearer ${'A'.repeat(2000)}` },
  { Authorization: 'Basic Zm9vOmJhcg==' },
  { 'X-Socket-Id': 'x'.repeat(2000) },
  { 'X-Socket-Id': '../../etc' },
  { Accept: 'text/html' },
  { 'X-Forwarded-For': '1.2.3.4, ::1, garbage' },
  { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'gopher' },
];

let bomb: Buffer | undefined;
/** 8 MB of spaces gzipped to a few kB: far over the body limit once inflated. */
const gzipBomb = (): Buffer => (bomb ??= zlib.gzipSync(Buffer.alloc(8 * BODY_LIMIT, ' ')));

const encode = (value: string): string => encodeURIComponent(value);

function queryText(entries: ReadonlyArray<readonly [string, string]>, raw: readonly string[] = []): string {
  const parts = [...entries.map(([key, value]) => `${encode(key)}=${encode(value)}`), ...raw];
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

function pathOf(
  sample: RouteSample,
  params: Readonly<Record<string, string>> = {},
  rawParams: Readonly<Record<string, string>> = {},
): string {
  return `/api/v1${sample.route.replace(/:([A-Za-z]+)/g, (_match, name: string) => rawParams[name] ?? encode(params[name] ?? sample.params?.[name] ?? ''))}`;
}

const hasBody = (sample: RouteSample): boolean =>
  sample.body !== undefined || sample.raw !== undefined || sample.method === 'POST' || sample.method === 'PUT';

/** The sample as it is: the starting point each break is applied to. */
function wellFormed(sample: RouteSample): FuzzRequest {
  const body = sample.raw ? Buffer.from(sample.raw.data) : hasBody(sample) ? Buffer.from(JSON.stringify(sample.body ?? {})) : undefined;
  const type = sample.raw?.type ?? 'application/json';
  return {
    method: sample.method,
    path: `${pathOf(sample)}${queryText(Object.entries(sample.query ?? {}))}`,
    headers: body ? { 'Content-Type': type } : {},
    body,
    mutation: 'none',
  };
}

type Break = (sample: RouteSample, random: Random) => FuzzRequest;

const withQuery = (
  sample: RouteSample,
  entries: ReadonlyArray<readonly [string, string]>,
  raw: readonly string[],
  mutation: string,
): FuzzRequest => ({
  ...wellFormed(sample),
  path: `${pathOf(sample)}${queryText(entries, raw)}`,
  mutation,
});

const withBody = (
  sample: RouteSample,
  text: string,
  mutation: string,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): FuzzRequest => ({
  ...wellFormed(sample),
  headers,
  body: Buffer.from(text),
  mutation,
});

const QUERY_BREAKS: readonly Break[] = [
  (sample, random) => {
    const entries = Object.entries(sample.query ?? {});
    const dropped = entries.length > 0 ? random.int(0, entries.length - 1) : -1;
    return withQuery(
      sample,
      entries.filter((_entry, index) => index !== dropped),
      [],
      `query without ${entries[dropped]?.[0] ?? 'anything'}`,
    );
  },
  (sample, random) =>
    withQuery(sample, Object.entries(sample.query ?? {}), [random.pick(EXTRA_QUERY)], 'query with an extra or prototype parameter'),
  (sample, random) => {
    const entries = Object.entries(sample.query ?? { id: '1' });
    const target = random.int(0, entries.length - 1);
    const value = random.pick(HOSTILE_TEXTS);
    return withQuery(
      sample,
      entries.map(([key, old], index) => [key, index === target ? value : old] as const),
      [],
      `query ${entries[target]?.[0]}=${JSON.stringify(value.slice(0, 40))}`,
    );
  },
  (sample, random) => {
    const entries = Object.entries(sample.query ?? { id: '1' });
    const [key, value] = random.pick(entries);
    return withQuery(sample, [...entries, [key, value], [key, random.pick(HOSTILE_TEXTS)]], [], `query ${key} repeated`);
  },
  (sample, random) => {
    const entries = Object.entries(sample.query ?? { id: '1' });
    const [key] = random.pick(entries);
    return withQuery(
      sample,
      entries.filter(([other]) => other !== key),
      [`${encode(key)}=${random.pick(BAD_PERCENT)}`, `${random.pick(BAD_PERCENT)}=1`],
      `query ${key} badly percent-encoded`,
    );
  },
  (sample, random) => {
    const entries = Object.entries(sample.query ?? { id: '1' });
    const [key] = random.pick(entries);
    return withQuery(
      sample,
      entries.filter(([other]) => other !== key),
      [`${encode(key)}[]=1`, `${encode(key)}[a]=2`],
      `query ${key} as an array or object`,
    );
  },
  (sample, random) =>
    withQuery(
      sample,
      [...Object.entries(sample.query ?? {}), ['long', 'q'.repeat(random.pick([5_000, 20_000, 100_000]))]],
      [],
      'an oversized query string',
    ),
];

const BODY_BREAKS: readonly Break[] = [
  (sample, random) => {
    const body = { ...(sample.body ?? {}) };
    const key = Object.keys(body).length > 0 ? random.pick(Object.keys(body)) : 'nothing';
    delete body[key];
    return withBody(sample, JSON.stringify(body), `body without ${key}`);
  },
  (sample, random) =>
    withBody(
      sample,
      JSON.stringify({ ...sample.body, [random.pick(['extra', 'isAdmin', 'userType', 'roleId', 'id'])]: random.pick(HOSTILE_VALUES) }),
      'body with an extra field',
    ),
  (sample, random) => {
    const keys = Object.keys(sample.body ?? { id: 1 });
    const key = random.pick(keys);
    const value = random.pick(HOSTILE_VALUES);
    const text = JSON.stringify({ ...sample.body, [key]: value });
    return withBody(sample, text, `body ${key}=${text.length > 200 ? `${text.length} characters` : JSON.stringify(value)}`);
  },
  (sample, random) => {
    const keys = Object.keys(sample.body ?? { id: 1 });
    const key = random.pick(keys);
    const raw = random.pick(RAW_VALUES);
    const others = JSON.stringify(Object.fromEntries(Object.entries(sample.body ?? {}).filter(([other]) => other !== key)));
    const text = others === '{}' ? `{"${key}":${raw}}` : `{"${key}":${raw},${others.slice(1)}`;
    return withBody(sample, text, `body ${key}: ${raw}`);
  },
  (sample, random) => {
    const pollution = random.pick([
      '"__proto__":{"isAdmin":true,"userType":3}',
      '"constructor":{"prototype":{"isAdmin":true}}',
      '"__proto__":null',
      '"__proto__":[1]',
    ]);
    const fields = JSON.stringify(sample.body ?? {}).slice(1, -1);
    return withBody(sample, `{${pollution}${fields ? `,${fields}` : ''}}`, `body with ${pollution.slice(0, 16)}`);
  },
  (sample, random) => {
    const shape = random.pick([[sample.body ?? {}], 'text', 42, null, true, [], ONE_MB]);
    return withBody(
      sample,
      JSON.stringify(shape),
      `body as ${Array.isArray(shape) ? 'an array' : shape === ONE_MB ? 'a 1 MB string' : JSON.stringify(shape)}`,
    );
  },
  (sample, random) => {
    const text = random.pick(BAD_JSON);
    return withBody(sample, text, `bad JSON ${JSON.stringify(text.slice(0, 20))}`);
  },
  (sample) => {
    const fields = JSON.stringify(sample.body ?? { id: 1 }).slice(1, -1);
    return withBody(sample, `{${fields},${fields}}`, 'body with every key twice');
  },
  (sample, random) => {
    const type = random.pick(CONTENT_TYPES);
    return withBody(sample, type.startsWith('application/x-www') ? 'a=1&b=2' : JSON.stringify(sample.body ?? {}), `Content-Type ${type}`, {
      'Content-Type': type,
    });
  },
  (sample) => withBody(sample, JSON.stringify(sample.body ?? {}), 'no Content-Type', {}),
  (sample, random) => {
    const encoding = random.pick(ENCODINGS);
    return withBody(sample, JSON.stringify(sample.body ?? {}), `plain body sent as ${encoding}`, {
      'Content-Type': 'application/json',
      'Content-Encoding': encoding,
    });
  },
  (sample, random) => {
    const encoding = random.pick(['gzip', 'deflate', 'br'] as const);
    const plain = Buffer.from(JSON.stringify(sample.body ?? {}));
    const body =
      encoding === 'gzip' ? zlib.gzipSync(plain) : encoding === 'deflate' ? zlib.deflateSync(plain) : zlib.brotliCompressSync(plain);
    return {
      ...wellFormed(sample),
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
      body,
      mutation: `body compressed with ${encoding}`,
    };
  },
  (sample) => ({
    ...wellFormed(sample),
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
    body: gzipBomb(),
    mutation: 'a gzip bomb',
  }),
];

/** The document upload: a raw body. */
const RAW_BREAKS: readonly Break[] = [
  (sample, random) =>
    withBody(sample, sample.raw?.data ?? '', 'upload of another type', {
      'Content-Type': random.pick(['text/plain', 'application/x-msdownload', 'image/svg+xml', 'application/pdf; charset=utf-7', '']),
    }),
  (sample, random) =>
    withBody(
      sample,
      random.pick(['', 'not a pdf', '\u0000'.repeat(100), 'x'.repeat(BODY_LIMIT * 2)]),
      'upload whose content is not its type',
      { 'Content-Type': 'application/pdf' },
    ),
  (sample) =>
    withBody(sample, sample.raw?.data ?? '', 'upload sent as gzip', { 'Content-Type': 'application/pdf', 'Content-Encoding': 'gzip' }),
];

const PATH_BREAKS: readonly Break[] = [
  (sample, random) => {
    const names = Object.keys(sample.params ?? {});
    const name = random.pick(names);
    const value = random.pick(PATH_VALUES);
    return {
      ...wellFormed(sample),
      path: `${pathOf(sample, {}, { [name]: value })}${queryText(Object.entries(sample.query ?? {}))}`,
      mutation: `path ${name}=${value.slice(0, 30)}`,
    };
  },
];

const HEADER_BREAKS: readonly Break[] = [
  (sample, random) => {
    const headers = random.pick(HOSTILE_HEADERS);
    const request = wellFormed(sample);
    return { ...request, headers: { ...request.headers, ...headers }, mutation: `header ${Object.keys(headers).join(', ')}` };
  },
];

/** One malformed request for the sample: a break among those that apply to it. */
export function breakSample(sample: RouteSample, random: Random): FuzzRequest {
  const breaks: Break[] = [...QUERY_BREAKS, ...HEADER_BREAKS];
  if (sample.raw) breaks.push(...RAW_BREAKS);
  else if (hasBody(sample)) breaks.push(...BODY_BREAKS, ...BODY_BREAKS);
  if (sample.params) breaks.push(...PATH_BREAKS, ...PATH_BREAKS, ...PATH_BREAKS);
  return random.pick(breaks)(sample, random);
}

/** What the cookie jar of a role holds, as a Cookie header. */
export type CookieJar = Map<string, string>;

/** Takes the Set-Cookie headers of an answer into the jar: a refresh rotates cookies, a logout clears them. */
export function storeCookies(jar: CookieJar, setCookie: readonly string[]): void {
  for (const cookie of setCookie) {
    const [pair = '', ...attributes] = cookie.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const expired =
      value === '' ||
      attributes.some(
        (attribute) =>
          /^\s*max-age=0$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') < Date.now()),
      );
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

export const cookieHeader = (jar: CookieJar): string => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
