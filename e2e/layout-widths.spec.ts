import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { logIn, type DemoRole } from './support';

// What must fit, in English and in Russian: the phone drawer's day chips show their whole names; at
// 1440 px with the sidebar open every bid table fits without a sideways scroll and no amount breaks
// across lines; at 768 px the header keeps its links and the user's name on one line; page numbers
// are small buttons.

type Language = 'en' | 'ru';
const LANGUAGES: readonly Language[] = ['en', 'ru'];

async function signIn(page: Page, role: DemoRole, language: Language, size: { width: number; height: number }, origin = '') {
  await logIn(page, role, origin);
  if (language === 'ru') await page.evaluate(() => localStorage.setItem('language', '693'));
  await page.setViewportSize(size);
}

/** The elements among `selector` whose text is cut (wider than their box) or that take more than one line. */
function clippedOrWrapped(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return element.scrollWidth > element.clientWidth + 1 || lines.size > 1;
      })
      .map((element) => element.textContent),
  );
}

for (const language of LANGUAGES) {
  test(`on a 390 px phone (${language}) the Search drawer’s day chips show their whole names`, async ({ page }) => {
    await signIn(page, 'client', language, { width: 390, height: 844 });
    await page.goto('/car-auctions');
    await page.getByRole('button', { name: language === 'ru' ? 'Поиск' : 'Search', exact: true }).click();
    const days = page.getByRole('dialog').getByRole('group', { name: language === 'ru' ? 'Дни аукционов' : 'Auction days' });
    await expect(days.getByRole('button')).toHaveCount(6);
    expect(await clippedOrWrapped(page, '[role="dialog"] [role="group"] > button')).toEqual([]);
  });

  for (const [role, path, name] of [
    ['manager', '/bid-manager', 'Bid Manager'],
    ['client', '/bids', 'My Bids'],
    ['dealer', '/dealer-bids', 'My Bids'],
    ['manager', '/archive-bids', 'Archive Bids'],
  ] as const) {
    test(`at 1440 px with the sidebar open (${language}) ${path} fits without a sideways scroll, amounts on one line`, async ({ page }) => {
      await signIn(page, role, language, { width: 1440, height: 900 });
      await page.goto(path);
      // the bid manager opens on today's auctions: every live bid, so that there are rows
      const today = page.getByRole('listitem').filter({ hasText: language === 'ru' ? /^Дата аукциона:/ : /^Auction date:/ });
      await page.waitForLoadState('networkidle');
      if (await today.count()) await today.getByRole('button').click();
      const table = page.locator('table').first();
      await expect(table.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: language === 'ru' ? 'Главное меню' : 'Main menu' })).toBeVisible();
      const [tableWidth, boxWidth] = await table.evaluate((element) => [element.scrollWidth, element.parentElement!.clientWidth]);
      expect({ name, tableWidth }).toEqual({ name, tableWidth: boxWidth });
      // every amount ('¥1 235 000', '1 235 000 ¥') stands on one line
      const brokenAmounts = await table.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        while (walker.nextNode()) {
          const text = walker.currentNode.textContent ?? '';
          if (!/¥ ?\d{1,3}( \d{3})+|\d{1,3}( \d{3})+ ?¥/.test(text)) continue;
          const range = document.createRange();
          range.selectNodeContents(walker.currentNode);
          if (new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1) broken.push(text);
        }
        return broken;
      });
      expect(brokenAmounts).toEqual([]);
    });
  }

  for (const [brand, origin] of [
    ['Seri', `http://127.0.0.1:${PORTS.embedded}`],
    ['Kaido Motors', `http://127.0.0.1:${PORTS.branded}`],
  ] as const) {
    test(`at 768 px (${language}, ${brand}) the header keeps its links and the user’s name on one line`, async ({ page }) => {
      await signIn(page, 'client', language, { width: 768, height: 900 }, origin);
      await page.goto(`${origin}/dashboard`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: /, (profile menu|меню профиля)$/ })).toBeVisible();
      const links = header.getByRole('navigation').getByRole('link');
      const tops = await links.evaluateAll((anchors) => anchors.map((a) => Math.round(a.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThan(0);
      expect(new Set(tops).size).toBe(1);
      expect(await clippedOrWrapped(page, 'header nav a')).toEqual([]);
      const profile = header.getByRole('button', { name: /, (profile menu|меню профиля)$/ });
      const name = (await profile.getAttribute('aria-label'))!.replace(/, (profile menu|меню профиля)$/, '');
      const lines = await profile.getByText(name).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      const bar = (await header.boundingBox())!;
      expect(bar.height).toBeLessThanOrEqual(57);
    });
  }
}

test('page numbers are small buttons', async ({ page }) => {
  await signIn(page, 'manager', 'en', { width: 1440, height: 900 });
  await page.goto('/bid-manager');
  await page
    .getByRole('listitem')
    .filter({ hasText: /^Auction date:/ })
    .getByRole('button')
    .click();
  const pageTwo = page.getByRole('navigation', { name: 'Pagination', exact: true }).getByRole('button', { name: 'Page 2' });
  await expect(pageTwo).toBeVisible();
  expect((await pageTwo.boundingBox())!.width).toBeLessThanOrEqual(40);
});
