import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

// The bid tables' filters as the listings have them (seed 000 §2, §9): a long option list (more than
// 10 options) offers a search box, on desktop and in the phone filter sheet, a short one none; option
// picks are sent once picking pauses (1500 ms), one list call and one filters call for a burst; on
// phones the tabs, search and filter bar stick under the app header, opaque.

const LABELS = {
  en: {
    clients: 'Clients',
    mileage: 'Mileage',
    filters: 'Filters',
    back: 'Back',
    dateTag: /^Auction date:/,
    search: (filter: string) => `Search ${filter}`,
  },
  ru: {
    clients: 'Клиенты',
    mileage: 'Пробег',
    filters: 'Фильтры',
    back: 'Назад',
    dateTag: /^Дата аукциона:/,
    search: (filter: string) => `Поиск: ${filter}`,
  },
} as const;

/** The bid manager as the manager sees it first, at a size and in a language (its date tag kept). */
async function openAsManager(page: Page, size: { width: number; height: number }, language: 'en' | 'ru' = 'en', search = '') {
  await logIn(page, 'manager');
  if (language === 'ru') await page.evaluate(() => localStorage.setItem('language', '693'));
  await page.setViewportSize(size);
  await page.goto(`/bid-manager${search}`);
  await page.waitForLoadState('networkidle');
}

test('at 1440 px a long list of the bid manager opens as a search box; a short one takes no typing', async ({ page }) => {
  await openAsManager(page, { width: 1440, height: 900 });

  const clients = page.getByRole('combobox', { name: 'Clients' });
  await clients.click();
  const options = page.getByRole('menuitemcheckbox');
  // the dropdown's code loads on first use: the list opens once it is in
  await expect.poll(() => options.count()).toBeGreaterThan(10);
  await expect(clients).toHaveAttribute('placeholder', 'Search Clients');
  await expect(clients).toBeEditable();
  await clients.pressSequentially('ale');
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  for (const name of await options.allTextContents()) expect(name).toMatch(/ale/i);
  await clients.press('Escape');

  const mileage = page.getByRole('combobox', { name: 'Mileage' });
  await mileage.click();
  await expect.poll(() => options.count()).toBeGreaterThan(0);
  expect(await options.count()).toBeLessThanOrEqual(10);
  await expect(mileage).not.toBeEditable();
  await expect(mileage).toHaveAttribute('placeholder', 'Any');
});

for (const language of ['en', 'ru'] as const) {
  const labels = LABELS[language];

  test(`in the phone filter sheet (${language}) a long list shows a search box over its options, a short one none`, async ({ page }) => {
    await openAsManager(page, { width: 390, height: 844 }, language);
    await page.getByRole('button', { name: labels.filters, exact: true }).click();

    await page.getByRole('button', { name: new RegExp(`^${labels.clients}:`) }).click();
    const search = page.getByRole('searchbox', { name: labels.search(labels.clients) });
    await expect(search).toBeVisible();
    const clients = page.getByRole('group', { name: labels.clients }).getByRole('checkbox');
    expect(await clients.count()).toBeGreaterThan(10);
    await search.fill('ale');
    await expect.poll(() => clients.count()).toBeGreaterThan(0);
    for (const label of await page.getByRole('group', { name: labels.clients }).locator('label').allTextContents())
      expect(label).toMatch(/ale/i);
    await page.getByRole('button', { name: labels.back }).click();

    await page.getByRole('button', { name: new RegExp(`^${labels.mileage}:`) }).click();
    await expect(page.getByRole('group', { name: labels.mileage }).getByRole('checkbox').first()).toBeVisible();
    await expect(page.getByRole('searchbox')).toHaveCount(0);
  });

  test(`on a 390 px phone (${language}) the tabs, search and filter bar stay visible under the header while cards scroll`, async ({
    page,
  }) => {
    await openAsManager(page, { width: 390, height: 844 }, language);
    // every live bid, not only today's: enough cards to scroll
    await page.getByRole('listitem').filter({ hasText: labels.dateTag }).getByRole('button').click();
    // the list's call waits for the picks to pause, so network idle can come first: wait for the cards (on a
    // day without auctions, today's view had none and the page was too short to scroll)
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3000);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    const header = (await page.getByRole('banner').boundingBox())!;
    const tabs = page.getByRole('tablist').first();
    const firstTab = tabs.getByRole('tab').first();
    await expect.poll(async () => (await tabs.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    // nothing covers the first tab, and the bar hides the cards scrolling beneath it
    expect(
      await firstTab.evaluate((tab) => {
        const box = tab.getBoundingClientRect();
        return tab.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    const background = await tabs.evaluate((list) => {
      for (let element: Element | null = list; element; element = element.parentElement) {
        if (getComputedStyle(element).position === 'sticky') return getComputedStyle(element).backgroundColor;
      }
      return null;
    });
    expect(background).not.toBeNull();
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });
}

test('three quick Condition picks send one list call and one filters call', async ({ page }) => {
  // every auction date: the table opens on Japan's today, which may have no bids (a Sunday), and then
  // Condition has nothing to pick
  await openAsManager(page, { width: 1440, height: 900 }, 'en', '?auctionDateFrom=2000-01-01&auctionDateTo=2099-12-31');
  const calls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/bid/index' || url.pathname === '/api/v1/bid/filters') calls.push(url);
  });
  const conditionsOf = (url: URL) => (url.searchParams.get('condition') ?? '').split(',').filter(Boolean);

  const withAll = (path: string) =>
    page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === path && conditionsOf(url).length === 3;
    });
  const sent = Promise.all([withAll('/api/v1/bid/index'), withAll('/api/v1/bid/filters')]);

  const condition = page.getByRole('combobox', { name: 'Condition' });
  await condition.click();
  const options = page.getByRole('menuitemcheckbox');
  for (let i = 0; i < 3; i += 1) await options.nth(i).click();
  await condition.press('Escape');
  await sent;

  // none for the first or second pick; a live refresh of the table (another test's bid) may come too
  const partial = calls.filter((url) => conditionsOf(url).length > 0 && conditionsOf(url).length < 3);
  expect(partial.map(String)).toEqual([]);
  expect(calls.filter((url) => url.pathname === '/api/v1/bid/index' && conditionsOf(url).length === 3).length).toBeGreaterThanOrEqual(1);
  await expect(
    page
      .getByRole('list', { name: 'Applied filters' })
      .getByRole('listitem')
      .filter({ hasText: /^Condition:/ }),
  ).toHaveCount(3);
});
