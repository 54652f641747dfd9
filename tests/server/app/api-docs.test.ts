// /api-docs: the v1 contract as a readable page and as OpenAPI, served by the portal even when a
// company backend answers the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../../schemas/api/openapi';
import { startPortal, type RunningPortal } from './portal-fixture';

describe('the API contract pages of the portal', () => {
  let running: RunningPortal;
  beforeAll(async () => {
    // a backend that is never called: the pages do not depend on it
    running = await startPortal({ apiUrl: 'http://127.0.0.1:9' });
  });
  afterAll(() => running.stop());

  it('serves the OpenAPI document', async () => {
    const res = await fetch(`${running.origin}/api-docs/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual(buildOpenApi());
  });

  it('renders every call with its answers, and the schemas they link to', async () => {
    const res = await fetch(`${running.origin}/api-docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<span class="method">GET</span> <code>/{pageType}/listing</code>');
    expect(html).toContain('car-auction: <a href="#schema-CarListingResponse">CarListingResponse</a>');
    expect(html).toContain('<details id="schema-CarListingResponse">');
    expect(html).toContain('<strong>402</strong> The bid is above what the credit allows');
    expect(html).toContain('<code>chat-notification</code>');
    expect(html).not.toContain('<script');
  });
});
