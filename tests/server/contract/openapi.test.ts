// The operations table against the reference API's router, and the OpenAPI document built from it:
// up to date in docs/openapi.json, served by the API, and well-formed.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi, openApiText, SESSION_COOKIES } from '../../../schemas/api/openapi';
import { concretePaths, OPERATIONS } from '../../../schemas/api/operations';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../../server/reference-api/auth/cookies';
import { repoRoot } from '../../../server/paths';
import { startTestApi, type TestApi } from '../reference-api/helpers';

interface Layer {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** `GET /car-auction/listing` for every route an express router registers, nested routers included. */
function registeredRoutes(stack: readonly Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((method) => `${method.toUpperCase()} ${prefix}${layer.route!.path}`);
    if (!layer.handle?.stack) return [];
    return registeredRoutes(
      layer.handle.stack,
      layer.rawPath === '/' || layer.rawPath === undefined ? prefix : `${prefix}${String(layer.rawPath)}`,
    );
  });
}

/** The table's calls as express writes them: `{lotId}` → `:lotId`, page types put in. */
const tableRoutes = (): string[] =>
  OPERATIONS.flatMap((operation) =>
    concretePaths(operation).map((p) => `${operation.method.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
  );

describe('the operations table and the OpenAPI document', () => {
  let t: TestApi;
  beforeAll(() => {
    t = startTestApi({ seedLots: 60 });
  });
  afterAll(() => t.api.close());

  it('lists exactly the calls the reference API registers', () => {
    const registered = registeredRoutes(t.api.router.stack as unknown as Layer[]).sort();
    expect(tableRoutes().sort()).toEqual(registered);
  });

  it('names each operation once', () => {
    const ids = OPERATIONS.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is written to docs/openapi.json as the table says (run `npm run openapi` after changing it)', () => {
    expect(fs.readFileSync(path.join(repoRoot, 'docs', 'openapi.json'), 'utf8')).toBe(openApiText());
  });

  it('is served by the reference API at /api/v1/openapi.json', async () => {
    const res = await request(t.app).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual(buildOpenApi());
  });

  it('describes the session cookies the server sets', () => {
    expect(SESSION_COOKIES).toEqual({ access: ACCESS_COOKIE, refresh: REFRESH_COOKIE });
  });

  const doc = buildOpenApi() as {
    paths: Record<
      string,
      Record<string, { parameters?: Array<{ name?: string; in?: string; $ref?: string }>; responses: Record<string, unknown> }>
    >;
    components: { schemas: Record<string, object> };
  };

  it('declares every path parameter of every path', () => {
    for (const [template, item] of Object.entries(doc.paths)) {
      const inTemplate = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const [method, operation] of Object.entries(item)) {
        const declared = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(declared, `${method} ${template}`).toEqual(inTemplate);
      }
    }
  });

  it('resolves every $ref', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map((match) => match[1]!);
    for (const ref of new Set(refs)) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('holds JSON Schema 2020-12 schemas, as OpenAPI 3.1 wants', () => {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    addFormats(ajv);
    // the components as $defs of one schema, so their references resolve inside it
    const $defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/')) as object;
    ajv.addSchema({ $id: 'components', $defs });
    for (const name of Object.keys(doc.components.schemas)) {
      expect(ajv.getSchema(`components#/$defs/${name}`), name).toBeTypeOf('function');
    }
  });
});
