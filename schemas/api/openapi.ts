// The OpenAPI 3.1 document of v1, built from the operations table. OpenAPI 3.1 takes JSON Schema
// 2020-12 as it is, so the schemas of schemas/api go under components.schemas unchanged; a schema
// one of these modules exports is named after its export (`pageInfoSchema` → `PageInfo`) and
// referenced wherever it is used. Deterministic: the same table gives the same document, byte for byte.
import * as accounts from './accounts';
import * as bidChat from './bid-chat';
import * as bidInfo from './bid-info';
import * as bidManagement from './bid-management';
import * as bidding from './bidding';
import * as bids from './bids';
import * as dashboard from './dashboard';
import * as images from './images';
import * as listing from './listing';
import * as lotDetail from './lot-detail';
import * as notifications from './notifications';
import {
  isPerPageType,
  isRawContent,
  OPERATIONS,
  SOCKET,
  type ErrorStatus,
  type JsonSchema,
  type Operation,
  type RawContent,
} from './operations';
import * as payments from './payments';
import * as purchases from './purchases';
import * as session from './session';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { [key: string]: Json };

const SCHEMA_MODULES: readonly object[] = [
  session,
  listing,
  bids,
  bidding,
  bidManagement,
  bidChat,
  bidInfo,
  lotDetail,
  purchases,
  payments,
  dashboard,
  accounts,
  images,
  notifications,
];

/** The session cookies the server sets (server/reference-api/auth/cookies.ts; a test keeps them equal). */
export const SESSION_COOKIES = { access: 'seri_access', refresh: 'seri_refresh' } as const;

const ERROR_RESPONSES: Readonly<Record<ErrorStatus | 502, { name: string; description: string }>> = {
  400: { name: 'BadRequest', description: 'Malformed input: a missing, unknown or mistyped field, or a body that is not JSON' },
  401: { name: 'Unauthorized', description: 'No valid access token: the portal calls GET /auth/update once and retries' },
  402: { name: 'InsufficientCredit', description: 'The bid is above what the credit allows' },
  403: { name: 'Forbidden', description: 'Authenticated, but not allowed' },
  404: { name: 'NotFound', description: 'No such record, or not visible to the caller' },
  409: { name: 'Conflict', description: 'The record is in a state that does not allow the change (archived bid, finished auction)' },
  413: { name: 'PayloadTooLarge', description: 'The body is larger than allowed' },
  415: { name: 'UnsupportedMediaType', description: 'The body is of a type that is not allowed' },
  422: { name: 'UnprocessableEntity', description: 'Well-formed input that breaks a rule; message holds a text per field' },
  429: { name: 'TooManyRequests', description: 'Too many attempts; Retry-After says how many seconds to wait' },
  503: { name: 'ServiceUnavailable', description: 'A service the call needs (mail) is unavailable' },
  502: {
    name: 'BadGateway',
    description: "The portal's proxy could not reach the backend (API_URL mode); answered by the portal, not by a backend",
  },
};

/** Every schema the modules export (`…Schema`), by object, with its component name; the first name wins. */
function namedSchemas(): Map<object, string> {
  const names = new Map<object, string>();
  for (const module of SCHEMA_MODULES) {
    for (const [exportName, value] of Object.entries(module)) {
      if (!exportName.endsWith('Schema') || typeof value !== 'object' || value === null || names.has(value)) continue;
      const base = exportName.slice(0, -'Schema'.length);
      names.set(value, base[0]!.toUpperCase() + base.slice(1));
    }
  }
  return names;
}

/** Collects the components a document references while it is being written. */
class Components {
  readonly schemas = new Map<string, Json>();
  private readonly names = namedSchemas();

  /** A schema with every named schema inside it referenced (the root too, unless `inline`). */
  schema(schema: JsonSchema, inline = false): Json {
    const name = this.names.get(schema);
    if (name !== undefined && !inline) {
      if (!this.schemas.has(name)) {
        this.schemas.set(name, null); // reserved before its body is written: a schema can be reached twice
        this.schemas.set(name, this.members(schema));
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return this.members(schema);
  }

  private members(value: object): Json {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.rewrite(item)]));
  }

  private rewrite(value: unknown): Json {
    if (Array.isArray(value)) return value.map((item) => this.rewrite(item));
    if (value === null || typeof value !== 'object') return value as Json;
    return this.names.has(value) ? this.schema(value) : this.members(value);
  }
}

const sorted = <T>(map: ReadonlyMap<string, T>): Record<string, T> =>
  Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));

interface ObjectSchema {
  required?: readonly string[];
  properties?: Readonly<Record<string, JsonSchema>>;
}

function parameters(where: 'query' | 'path', schema: JsonSchema | undefined, components: Components): JsonObject[] {
  const { required = [], properties = {} } = (schema ?? {}) as ObjectSchema;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: components.schema(property),
  }));
}

const rawContent = ({ raw }: RawContent): JsonObject => Object.fromEntries(raw.map((type) => [type, {}]));

function okResponse(operation: Operation, components: Components): JsonObject {
  const { ok } = operation;
  if (isRawContent(ok)) return { description: 'OK', content: rawContent(ok) };
  if (!isPerPageType(ok)) return { description: 'OK', content: { 'application/json': { schema: components.schema(ok) } } };
  const byPageType = Object.entries(ok.byPageType).map(([type, schema]) => [type, components.schema(schema)] as const);
  const distinct = [...new Map(byPageType.map(([, ref]) => [JSON.stringify(ref), ref])).values()];
  return {
    description: 'OK: the schema of the page type in the path (x-schema-by-page-type)',
    content: { 'application/json': { schema: { anyOf: distinct } } },
    'x-schema-by-page-type': Object.fromEntries(byPageType),
  };
}

const MUTATIONS = new Set(['post', 'put', 'delete']);

function operationObject(operation: Operation, components: Components): JsonObject {
  const pageType: JsonObject[] = operation.pageTypes
    ? [{ name: 'pageType', in: 'path', required: true, schema: { type: 'string', enum: [...operation.pageTypes] } }]
    : [];
  const socketId: JsonObject[] = MUTATIONS.has(operation.method) ? [{ $ref: '#/components/parameters/SocketId' }] : [];
  const parameterList = [
    ...pageType,
    ...parameters('path', operation.pathParams, components),
    ...parameters('query', operation.query, components),
    ...socketId,
  ];
  const errors = [...operation.errors, 502 as const].sort((a, b) => a - b);
  const security: Json =
    operation.access === 'public' ? [] : operation.access === 'refresh' ? [{ refreshCookie: [] }] : [{ sessionCookie: [] }, { bearer: [] }];
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    security,
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: isRawContent(operation.body)
              ? rawContent(operation.body)
              : { 'application/json': { schema: components.schema(operation.body) } },
          },
        }
      : {}),
    responses: {
      200: okResponse(operation, components),
      ...Object.fromEntries(errors.map((status) => [status, { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }])),
    },
  };
}

function errorResponses(components: Components): JsonObject {
  const body = { 'application/json': { schema: components.schema(session.errorResponseSchema) } };
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES)
      .map(
        ([status, { name, description }]) =>
          [
            name,
            {
              description: `${status}: ${description}`,
              content: body,
              ...(status === '429' ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } } : {}),
            },
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

function socketExtension(components: Components): JsonObject {
  return {
    path: SOCKET.path,
    description:
      'socket.io, websocket transport (polling allowed). The handshake is authenticated by the session cookie only; ' +
      "a socket joins the rooms of its user and role. Events go from the server to the browser; the socket named by a mutation's X-Socket-Id does not get the event that mutation caused.",
    handshakeAuth: components.schema(SOCKET.handshakeAuth),
    rooms: [...SOCKET.rooms],
    events: Object.fromEntries(
      Object.entries(SOCKET.events).map(([event, { summary, payload }]) => [event, { summary, payload: components.schema(payload) }]),
    ),
  };
}

const DESCRIPTION = [
  'The contract a backend meets for the Seri portal (docs/api.md says what the schemas cannot).',
  'JSON in and out; unknown query parameters and body fields are refused (400). Every refusal is JSON: {success:false, message, messageCode?}.',
  `The session is the httpOnly cookie ${SESSION_COOKIES.access} (or Authorization: Bearer <accessToken>); GET /auth/update rotates it with the cookie ${SESSION_COOKIES.refresh}.`,
  "Mutations carry X-Socket-Id, the caller's socket.io id, so the socket that caused an event does not get it. The socket events are in x-socket-io.",
].join('\n\n');

/** The OpenAPI 3.1 document of the operations table. */
export function buildOpenApi(operations: readonly Operation[] = OPERATIONS): JsonObject {
  const components = new Components();
  const paths = new Map<string, JsonObject>();
  for (const operation of operations) {
    const item = paths.get(operation.path) ?? {};
    item[operation.method] = operationObject(operation, components);
    paths.set(operation.path, item);
  }
  const responses = errorResponses(components);
  const socket = socketExtension(components);
  const tags = [...new Set(operations.map((operation) => operation.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: 'Seri API', version: '1', description: DESCRIPTION },
    servers: [{ url: '/api/v1' }],
    tags,
    security: [{ sessionCookie: [] }, { bearer: [] }],
    paths: Object.fromEntries(paths),
    components: {
      schemas: sorted(components.schemas),
      responses,
      parameters: {
        SocketId: {
          name: 'X-Socket-Id',
          in: 'header',
          required: false,
          description: "The caller's socket.io id (empty when not connected)",
          schema: { type: 'string' },
        },
      },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.access },
        bearer: { type: 'http', scheme: 'bearer' },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.refresh },
      },
    },
    'x-socket-io': socket,
  };
}

let text: string | undefined;
/** The document as docs/openapi.json holds it (built once). */
export const openApiText = (): string => (text ??= `${JSON.stringify(buildOpenApi(), null, 2)}\n`);
