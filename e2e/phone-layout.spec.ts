import { expect, test, type Page } from '@playwright/test';
import { logIn, type DemoRole } from './support';

// On the narrowest common phone no page is wider than the screen: whatever does not fit (tab bars,
// tables, long names) scrolls or wraps inside its own box, never the whole page sideways; and no badge
// (fixed height in Fluent) lets its text spill out. Russian, with the longer words, is checked too.

const PAGES: Record<Extract<DemoRole, 'client' | 'manager' | 'dealer'>, readonly string[]> = {
  client: ['/dashboard', '/bids', '/archive-bids', '/purchases', '/payments', '/favorites', '/profile', '/balance', '/car-auctions', '/bikes', '/machinery', '/about'],
  manager: ['/bid-manager', '/dashboard'],
  dealer: ['/dealer-bids'],
};

/** How far the page reaches past the screen's right edge, and the badges whose text spills out. */
function layoutFaults(page: Page) {
  return page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    spilledBadges: [...document.querySelectorAll('.fui-Badge')].filter((badge) => badge.scrollHeight > badge.clientHeight + 1).map((badge) => badge.textContent),
  }));
}

async function checkPages(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect({ path, ...(await layoutFaults(page)) }).toEqual({ path, overflow: 0, spilledBadges: [] });
  }
}

for (const [role, paths] of Object.entries(PAGES) as [keyof typeof PAGES, readonly string[]][]) {
  test(`no ${role} page is wider than a 360 px phone`, async ({ page }) => {
    await logIn(page, role);
    await page.setViewportSize({ width: 360, height: 740 });
    await checkPages(page, paths);
  });
}

test('in Russian no client page is wider than a 360 px phone', async ({ page }) => {
  await logIn(page, 'client');
  await page.setViewportSize({ width: 360, height: 740 });
  // the interface language is kept in this browser (seed 000 §1, id 693 Russian); the account keeps English
  await page.evaluate(() => localStorage.setItem('language', '693'));
  await checkPages(page, PAGES.client);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
