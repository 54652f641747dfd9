import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalApp } from '../../../server/app';
import { createApp } from '../../../server/app';
import { companyConfigPath, loadCompanyConfig } from '../../../server/company-config';
import { routeTable } from '../../../shared/routes/route-table';
import { defaultCompany, ENTRY_SCRIPT, ENTRY_SOURCE, makeDist } from './portal-fixture';

let portal: PortalApp;

beforeAll(() => {
  portal = createApp({ company: defaultCompany, distDir: makeDist(), dbPath: ':memory:', seedLots: 100 });
});
afterAll(() => portal.close());

const configIn = (html: string): unknown =>
  JSON.parse(/<script type="application\/json" id="seri-config">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');

const samplePath = (pattern: string) => pattern.replace(/:group/g, 'A').replace(/:[a-z]+/gi, '123');

describe('hashed bundle files', () => {
  it('are cached for a year as immutable', async () => {
    const res = await request(portal.app).get(ENTRY_SCRIPT).set('Accept-Encoding', 'identity');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(ENTRY_SOURCE);
  });

  it('come pre-compressed with gzip when the client accepts only gzip', async () => {
    const res = await request(portal.app).get(ENTRY_SCRIPT).set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toBe(ENTRY_SOURCE); // decoded by the client, so it was gzip indeed
  });

  it('come as brotli when the client accepts both', async () => {
    const res = await request(portal.app).get(ENTRY_SCRIPT).set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(ENTRY_SOURCE);
  });

  it('that are missing answer a plain 404, never the page', async () => {
    for (const path of ['/assets/main-MISSING.js', '/assets/chunks/nothing', '/favicon.ico', '/car-auctions/logo.png']) {
      const res = await request(portal.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).not.toMatch(/html/);
    }
  });
});

describe('brand files from public/', () => {
  it('are cached for a day, then shown while revalidated for a week (their names carry no hash)', async () => {
    const res = await request(portal.app).get(defaultCompany.logos.light);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('never leak files outside public/', async () => {
    const res = await request(portal.app).get('/brands/%2e%2e/%2e%2e/package.json');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('"dependencies"');
  });
});

describe('index.html', () => {
  it('carries the company config, title, favicon and theme colour, and is always revalidated', async () => {
    const res = await request(portal.app).get('/car-auctions');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>Seri</title>');
    expect(res.text).toContain('<link rel="icon" href="/brands/default/favicon.svg" />');
    expect(res.text).toContain('<meta name="theme-color" content="#0f6cbd" />');
    expect(res.text).toContain(`<script type="module" src="${ENTRY_SCRIPT}"></script>`);
    expect(res.text).not.toContain('/__dev/reload.js');
    expect(configIn(res.text)).toEqual(defaultCompany);
  });

  it('answers every route of the route table with 200', async () => {
    for (const route of routeTable) {
      const path = samplePath(route.path);
      const res = await request(portal.app).get(path);
      expect(res.status, path).toBe(200);
      expect(configIn(res.text), path).toEqual(defaultCompany);
    }
  });

  it('answers routes with a query string or a trailing slash', async () => {
    expect((await request(portal.app).get('/verify-email?token=abc')).status).toBe(200);
    expect((await request(portal.app).get('/profile/')).status).toBe(200);
  });

  it('answers an unknown page with 404 and the app, which shows its not-found page', async () => {
    const res = await request(portal.app).get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(configIn(res.text)).toEqual(defaultCompany);
  });

  it('is sent gzip-compressed when accepted', async () => {
    const res = await request(portal.app).get('/profile').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.text).toContain('<title>Seri</title>');
  });
});

describe('routes of a page type the company disabled', () => {
  it('answer 404 with the app, which shows its not-found page; the other routes stay', async () => {
    const kaido = loadCompanyConfig(companyConfigPath({ COMPANY: 'kaido' }));
    expect(kaido.pageTypes?.machinery?.enabled).toBe(false);
    // a backend that is never called: these are page routes only
    const brand = createApp({ company: kaido, distDir: makeDist(), apiUrl: 'http://127.0.0.1:9' });
    try {
      for (const path of ['/machinery', '/machinery/123', '/machinery/share/123']) {
        const res = await request(brand.app).get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type'], path).toMatch(/^text\/html/);
        expect(configIn(res.text), path).toEqual(kaido);
      }
      for (const path of ['/car-auctions', '/bike-auctions/123', '/profile'])
        expect((await request(brand.app).get(path)).status, path).toBe(200);
    } finally {
      await brand.close();
    }
  });
});

describe('the API path', () => {
  it('answers an unknown call with JSON 404, never the page', async () => {
    for (const path of ['/api/v1/no-such-call', '/api/v1/no/such/call.json']) {
      const res = await request(portal.app).get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^application\/json/);
      expect(res.body.success, path).toBe(false);
    }
  });
});

describe('security headers', () => {
  it('send a CSP without eval or inline scripts, nosniff and same-origin referrers, and no X-Powered-By', async () => {
    for (const path of ['/car-auctions', ENTRY_SCRIPT, '/api/v1/no-such-call']) {
      const res = await request(portal.app).get(path);
      const csp = String(res.headers['content-security-policy']);
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp.match(/script-src[^;]*/)?.[0], path).not.toContain('unsafe-inline');
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('same-origin');
      expect(res.headers['x-powered-by'], path).toBeUndefined();
    }
  });
});
