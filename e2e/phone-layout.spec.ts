import { expect, test, type Page } from '@playwright/test';
import { logIn, type DemoRole } from './support';

// On the narrowest common phone no page is wider than the screen: whatever does not fit (tab bars,
// tables, long names) scrolls or wraps inside its own box, never the whole page sideways.

const PAGES: Record<Extract<DemoRole, 'client' | 'manager' | 'dealer'>, readonly string[]> = {
  client: ['/dashboard', '/bids', '/archive-bids', '/purchases', '/payments', '/favorites', '/profile', '/balance', '/car-auctions', '/bikes', '/machinery', '/about'],
  manager: ['/bid-manager', '/dashboard'],
  dealer: ['/dealer-bids'],
};

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const [role, paths] of Object.entries(PAGES) as [keyof typeof PAGES, readonly string[]][]) {
  test(`no ${role} page is wider than a 360 px phone`, async ({ page }) => {
    await logIn(page, role);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect({ path, overflow: await pageOverflow(page) }).toEqual({ path, overflow: 0 });
    }
  });
}
