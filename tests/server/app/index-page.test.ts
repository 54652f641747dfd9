import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { DEV_BUILD_MARKER } from '../../../server/dev-reload';
import { HEAD_MARKER, PAGE_PRELOADS_FILE, renderIndexHtml } from '../../../server/index-page';
import { CONTENT_SECURITY_POLICY } from '../../../server/security-headers';
import { defaultCompany, makeDist, startPortal, type RunningPortal } from './portal-fixture';

const PROFILE_PRELOAD = '</api/v1/user/view-profile>; rel=preload; as=fetch; crossorigin=use-credentials';

describe('the head tags of index.html', () => {
  it('keep a hostile company name inert in the title and in the config block', () => {
    const company = { ...defaultCompany, name: '</script><script>alert("x")</script> & Co' };
    const html = renderIndexHtml(`<head>${HEAD_MARKER}</head>`, company, false);
    expect(html).toContain('<title>&#60;/script&#62;&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; Co</title>');
    const block = /<script type="application\/json" id="seri-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(company);
  });

  it('keep "$" sequences of the config as they are', () => {
    const company = { ...defaultCompany, name: "Cars $& $' $1" };
    expect(renderIndexHtml(`<head>${HEAD_MARKER}</head>`, company, false)).toContain('<title>Cars $&#38; $&#39; $1</title>');
  });

  it('refuse a template without the marker', () => {
    expect(() => renderIndexHtml('<head></head>', defaultCompany, false)).toThrow(HEAD_MARKER);
  });
});

describe("a page's own chunks", () => {
  let running: RunningPortal;
  let distDir: string;

  beforeAll(async () => {
    distDir = makeDist();
    fs.writeFileSync(
      path.join(distDir, PAGE_PRELOADS_FILE),
      JSON.stringify({
        'car-auctions': [
          { href: '/assets/chunks/ListingRoute-A.js' },
          { href: '/assets/chunks/car-auction-B.js' },
          { href: '/assets/chunks/PhoneListing-D.js', media: '(max-width: 767.98px)' },
          { href: '/assets/chunks/en.list-E.js', language: 'en' },
          { href: '/assets/chunks/ru.list-F.js', language: 'ru' },
        ],
        login: [{ href: '/assets/chunks/LoginPage-C.js' }, { href: '/assets/chunks/ru.core-G.js', language: 'ru' }],
      }),
    );
    running = await startPortal({ distDir, apiUrl: 'http://127.0.0.1:9', logError: () => {} });
  });
  afterAll(() => running.stop());

  const preloadsOf = async (path: string, cookie?: string) => {
    const html = await (await fetch(`${running.origin}${path}`, cookie ? { headers: { Cookie: cookie } } : {})).text();
    return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( media="[^"]+")? \/>/g)].map((m) => m[1] + (m[2] ?? ''));
  };

  it("are preloaded in that page's index.html, after the entry, so they load along with it", async () => {
    expect(await preloadsOf('/car-auctions?maker=1')).toEqual([
      '/assets/chunks/ListingRoute-A.js',
      '/assets/chunks/car-auction-B.js',
      '/assets/chunks/PhoneListing-D.js media="(max-width: 767.98px)"',
      '/assets/chunks/en.list-E.js',
    ]);
    expect(await preloadsOf('/auth/login')).toEqual(['/assets/chunks/LoginPage-C.js']);
    const html = await (await fetch(`${running.origin}/car-auctions`)).text();
    expect(html.indexOf('ListingRoute-A.js')).toBeGreaterThan(html.indexOf('<script type="module"'));
  });

  it("hold the page's texts in the language the visitor chose, else in the company's default", async () => {
    expect(await preloadsOf('/car-auctions', 'seri_language=ru')).toContain('/assets/chunks/ru.list-F.js');
    expect(await preloadsOf('/car-auctions', 'seri_language=ru')).not.toContain('/assets/chunks/en.list-E.js');
    expect(await preloadsOf('/auth/login', 'theme=dark; seri_language=ru')).toEqual([
      '/assets/chunks/LoginPage-C.js',
      '/assets/chunks/ru.core-G.js',
    ]);
    // nonsense is no choice: the default language's
    expect(await preloadsOf('/car-auctions', 'seri_language=de')).toContain('/assets/chunks/en.list-E.js');
    expect(await preloadsOf('/car-auctions', 'seri_language=constructor')).toContain('/assets/chunks/en.list-E.js');
    expect((await fetch(`${running.origin}/auth/login`)).headers.get('vary')).toContain('Cookie');
    const russian = await startPortal({ company: { ...defaultCompany, defaultLanguage: 'ru' }, distDir, apiUrl: 'http://127.0.0.1:9' });
    try {
      const html = await (await fetch(`${russian.origin}/car-auctions`)).text();
      expect(html).toContain('/assets/chunks/ru.list-F.js');
      expect(html).not.toContain('/assets/chunks/en.list-E.js');
    } finally {
      await russian.stop();
    }
  });

  it('are none for a page that has none, or no route', async () => {
    expect(await preloadsOf('/profile')).toEqual([]);
    expect(await preloadsOf('/no-such-page')).toEqual([]);
  });
});

describe("a signed-in page's profile call", () => {
  let running: RunningPortal;

  beforeAll(async () => {
    running = await startPortal({ distDir: makeDist(), apiUrl: 'http://127.0.0.1:9', logError: () => {} });
  });
  afterAll(() => running.stop());

  const open = (path: string, cookie?: string) => fetch(`${running.origin}${path}`, cookie ? { headers: { Cookie: cookie } } : {});

  it('starts with index.html on every page but a share page, as the URL the app then asks for first', async () => {
    for (const path of ['/profile', '/bid-manager', '/auth/login', '/car-auctions/2147']) {
      const res = await open(path, 'seri_access=token');
      expect(res.headers.get('link'), path).toMatch(
        /^<\/api\/v1\/user\/view-profile>; rel=preload; as=fetch; crossorigin=use-credentials(, |$)/,
      );
      expect(res.headers.get('vary'), path).toContain('Cookie');
    }
  });

  it("is not started for an anonymous visitor, nor on a share page, which is a visitor's", async () => {
    expect((await open('/profile')).headers.get('link')).toBeNull();
    expect((await open('/profile', 'seri_refresh=token')).headers.get('link')).toBeNull();
    expect((await open('/car-auctions/share/2147', 'seri_access=token')).headers.get('link')).toBeNull();
  });
});

describe("a lot page's lot call", () => {
  let running: RunningPortal;

  beforeAll(async () => {
    running = await startPortal({ distDir: makeDist(), apiUrl: 'http://127.0.0.1:9', logError: () => {} });
  });
  afterAll(() => running.stop());

  const open = (path: string, cookie?: string) => fetch(`${running.origin}${path}`, cookie ? { headers: { Cookie: cookie } } : {});

  it('starts with index.html for a signed-in visitor, as the URL the app then asks for', async () => {
    const res = await open('/car-auctions/2147', 'theme=dark; seri_access=token');
    expect(res.status).toBe(200);
    expect(res.headers.get('link')).toBe(
      `${PROFILE_PRELOAD}, </api/v1/car-auction/view?id=2147>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
    expect(res.headers.get('vary')).toContain('Cookie');
    expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect((await open('/car-statistics/31', 'seri_access=token')).headers.get('link')).toBe(
      `${PROFILE_PRELOAD}, </api/v1/stats/view?id=31>; rel=preload; as=fetch; crossorigin=use-credentials`,
    );
  });

  it('is not started for an anonymous visitor, whose call would answer 401', async () => {
    expect((await open('/car-auctions/2147')).headers.get('link')).toBeNull();
    expect((await open('/car-auctions/2147', 'seri_refresh=token')).headers.get('link')).toBeNull();
  });

  it('is left out (the profile call alone) for an id the call would refuse, and for a page without such a call', async () => {
    for (const path of ['/car-auctions/0', '/car-auctions/abc', '/car-auctions/12345678901', '/profile']) {
      expect((await open(path, 'seri_access=token')).headers.get('link'), path).toBe(PROFILE_PRELOAD);
    }
  });
});

describe("a listing page's first lots", () => {
  let running: RunningPortal;

  beforeAll(async () => {
    const company = { ...defaultCompany, pageTypes: { ...defaultCompany.pageTypes, bikes: { pageSizes: [50, 70] } } };
    running = await startPortal({ company, distDir: makeDist(), apiUrl: 'http://127.0.0.1:9', logError: () => {} });
  });
  afterAll(() => running.stop());

  const link = async (path: string, cookie?: string) =>
    (await fetch(`${running.origin}${path}`, cookie ? { headers: { Cookie: cookie } } : {})).headers.get('link');
  const preload = (call: string) => `${PROFILE_PRELOAD}, </api/v1${call}>; rel=preload; as=fetch; crossorigin=use-credentials`;

  it('start with index.html for a signed-in visitor, as the call the app then makes', async () => {
    expect(await link('/car-auctions', 'seri_access=token')).toBe(preload('/car-auction/listing?pageSize=20&modelId=-1'));
    expect(await link('/car-auctions?maker=3&sort=year&order=DESC', 'seri_access=token')).toBe(
      preload('/car-auction/listing?pageSize=20&sort=year&order=DESC&maker=3'),
    );
  });

  it("take the page size the visitor picked (its cookie), if the company offers it, else the company's default", async () => {
    expect(await link('/car-auctions', 'seri_access=token; seri_page_size_car-auction=50')).toBe(
      preload('/car-auction/listing?pageSize=50&modelId=-1'),
    );
    expect(await link('/car-auctions', 'seri_access=token; seri_page_size_car-auction=13')).toBe(
      preload('/car-auction/listing?pageSize=20&modelId=-1'),
    );
    expect(await link('/bike-auctions', 'seri_access=token; seri_page_size_bikes=20')).toBe(preload('/bikes/listing?pageSize=50'));
  });

  it('are not started past page 1 (a phone starts at 1, a wider screen at the page), nor for an anonymous visitor', async () => {
    expect(await link('/car-auctions?page=2', 'seri_access=token')).toBe(PROFILE_PRELOAD);
    expect(await link('/car-auctions')).toBeNull();
  });
});

describe('a portal without a build', () => {
  it('says to build first', () => {
    expect(() => createApp({ company: defaultCompany, distDir: '/nonexistent', apiUrl: 'http://127.0.0.1:9' })).toThrow(
      'run "npm run build" first',
    );
  });
});

describe('dev reload (npm run dev)', () => {
  let running: RunningPortal;
  let distDir: string;

  beforeAll(async () => {
    distDir = makeDist();
    running = await startPortal({ distDir, devReload: true, apiUrl: 'http://127.0.0.1:9', logError: () => {} });
  });
  afterAll(() => running.stop());

  it('adds the reload script as an external file, and revalidates bundle files', async () => {
    const page = await fetch(`${running.origin}/profile`);
    expect(await page.text()).toContain('<script src="/__dev/reload.js" defer></script>');
    const script = await fetch(`${running.origin}/__dev/reload.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain("new EventSource('/__dev/events')");
    const asset = await fetch(`${running.origin}/assets/main-TESTHASH.js`);
    expect(asset.headers.get('cache-control')).toBe('no-cache');
  });

  it('tells open pages to reload when a rebuild touches the marker', async () => {
    const controller = new AbortController();
    const res = await fetch(`${running.origin}/__dev/events`, { signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) received += decoder.decode((await reader.read()).value);
    };
    await until('event: hello');
    fs.writeFileSync(path.join(distDir, DEV_BUILD_MARKER), new Date().toISOString());
    await until('event: reload');
    controller.abort();
  });
});
