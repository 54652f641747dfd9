// A first visit as a browser makes it: a fresh context (empty cache), the session's cookies, the page
// opened and left until the network is idle. Answers the JS files it loaded and every request made.
import type { Browser, BrowserContextOptions } from '@playwright/test';

export interface VisitTarget {
  /** what the report calls it */
  name: string;
  path: string;
  context: BrowserContextOptions;
  cookies: { name: string; value: string }[];
  /** a locator that shows the page has its content */
  ready: string;
}

export interface Visit {
  /** the paths of the JS files, in the order they were asked for */
  js: string[];
  requests: number;
}

export async function firstVisit(browser: Browser, origin: string, target: VisitTarget): Promise<Visit> {
  const context = await browser.newContext(target.context);
  try {
    await context.addCookies(target.cookies.map((c) => ({ ...c, url: origin })));
    const page = await context.newPage();
    const js: string[] = [];
    let requests = 0;
    page.on('request', (request) => {
      requests++;
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) js.push(url.pathname);
    });
    await page.goto(`${origin}${target.path}`, { waitUntil: 'networkidle' });
    await page.locator(target.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return { js, requests };
  } finally {
    await context.close();
  }
}
