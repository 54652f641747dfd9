// /api-docs: the OpenAPI document of v1 as a page a person reads (calls by area, their parameters,
// bodies and answers, the schemas, the socket events), and /api-docs/openapi.json, the document
// itself. The portal serves both in either mode: a company backend need not serve the document.
// Plain HTML rendered once, no script: the CSP and no CDN.
import { Router } from 'express';
import { buildOpenApi, openApiText } from '../schemas/api/openapi';
import { escapeXml as escape } from './reference-api/images/svg';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description?: string;
  schema: object;
}
interface Content {
  [mediaType: string]: { schema?: object };
}
interface OperationObject {
  operationId: string;
  tags: string[];
  summary: string;
  security: object[];
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { content: Content };
  responses: Record<
    string,
    { $ref: string } | { description: string; content?: Content; 'x-schema-by-page-type'?: Record<string, object> }
  >;
}
interface Document {
  info: { title: string; description: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, object>;
    responses: Record<string, { description: string }>;
    parameters: Record<string, Parameter>;
  };
  'x-socket-io': { path: string; description: string; handshakeAuth: object; events: Record<string, { summary: string; payload: object }> };
}

const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
const isRef = (value: object): value is { $ref: string } => '$ref' in value;

/** A schema in one line: a link to a named schema, else its type and rules. */
function schemaText(schema: object | undefined): string {
  if (!schema) return 'any';
  if (isRef(schema)) return `<a href="#schema-${escape(refName(schema.$ref))}">${escape(refName(schema.$ref))}</a>`;
  const { anyOf, ...rest } = schema as { anyOf?: object[] };
  if (anyOf) return anyOf.map(schemaText).join(' or ');
  return `<code>${escape(JSON.stringify(rest))}</code>`;
}

function contentText(content: Content | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, { schema }]) => (type === 'application/json' ? schemaText(schema) : `<code>${escape(type)}</code>`))
    .join(', ');
}

const ACCESS: Readonly<Record<string, string>> = { '[]': 'public', '[{"refreshCookie":[]}]': 'refresh cookie' };

function operationHtml(method: string, path: string, operation: OperationObject, doc: Document): string {
  const parameters = (operation.parameters ?? []).map((p) => (isRef(p) ? doc.components.parameters[refName(p.$ref)]! : p));
  const parameterRows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td>${schemaText(p.schema)}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => {
      if (isRef(response))
        return `<li><strong>${status}</strong> ${escape(doc.components.responses[refName(response.$ref)]!.description.replace(/^\d+: /, ''))}</li>`;
      const byPageType = response['x-schema-by-page-type'];
      const body = byPageType
        ? Object.entries(byPageType)
            .map(([type, schema]) => `${escape(type)}: ${schemaText(schema)}`)
            .join('; ')
        : contentText(response.content);
      return `<li><strong>${status}</strong> ${body}</li>`;
    })
    .join('');
  return `<section class="operation" id="${escape(operation.operationId)}">
<h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary)} · <em>${ACCESS[JSON.stringify(operation.security)] ?? 'session'}</em></p>
${parameterRows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${parameterRows}</tbody></table>` : ''}
${operation.requestBody ? `<p>Body: ${contentText(operation.requestBody.content)}</p>` : ''}
<ul class="responses">${responses}</ul>
</section>`;
}

function pageHtml(doc: Document): string {
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
  const areas = doc.tags
    .map(({ name }) => {
      const inArea = operations.filter(({ operation }) => operation.tags.includes(name));
      return `<h2 id="tag-${escape(name.replace(/\W+/g, '-'))}">${escape(name)}</h2>\n${inArea.map(({ method, path, operation }) => operationHtml(method, path, operation, doc)).join('\n')}`;
    })
    .join('\n');
  const socket = doc['x-socket-io'];
  const events = Object.entries(socket.events)
    .map(([event, { summary, payload }]) => `<li><code>${escape(event)}</code>: ${escape(summary)}; ${schemaText(payload)}</li>`)
    .join('');
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) =>
        `<details id="schema-${escape(name)}"><summary>${escape(name)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`,
    )
    .join('\n');
  const contents = doc.tags.map(({ name }) => `<a href="#tag-${escape(name.replace(/\W+/g, '-'))}">${escape(name)}</a>`).join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} v1 · contract</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 64rem; padding: 1rem; line-height: 1.4; }
.operation { border-top: 1px solid #ccc; padding: 0.25rem 0 0.5rem; }
h3 { font-size: 1rem; margin: 0.5rem 0 0.25rem; }
.method { display: inline-block; min-width: 4rem; font-weight: 700; }
table { border-collapse: collapse; font-size: 0.9rem; }
td, th { border: 1px solid #ddd; padding: 0.15rem 0.4rem; text-align: left; vertical-align: top; }
code { word-break: break-word; }
pre { white-space: pre-wrap; background: #f5f5f5; padding: 0.5rem; font-size: 0.85rem; }
</style>
</head>
<body>
<h1>${escape(doc.info.title)} v1</h1>
${doc.info.description
  .split('\n\n')
  .map((paragraph) => `<p>${escape(paragraph)}</p>`)
  .join('\n')}
<p>The document: <a href="/api-docs/openapi.json">openapi.json</a> (OpenAPI 3.1). Check a backend against it with <code>npm run contract</code> (docs/api.md).</p>
<nav><p>${contents} · <a href="#socket">Socket</a> · <a href="#schemas">Schemas</a></p></nav>
${areas}
<h2 id="socket">Socket</h2>
<p>Path <code>${escape(socket.path)}</code>. ${escape(socket.description)} Handshake auth: ${schemaText(socket.handshakeAuth)}.</p>
<ul>${events}</ul>
<h2 id="schemas">Schemas</h2>
${schemas}
</body>
</html>`;
}

export function apiDocsRouter(): Router {
  const router = Router();
  let page: string | undefined;
  router.get('/', (_req, res) => {
    page ??= pageHtml(buildOpenApi() as unknown as Document);
    res.type('html').send(page);
  });
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(openApiText());
  });
  return router;
}
