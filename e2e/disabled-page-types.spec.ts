// A page type the company disabled disappears everywhere (issue #17 item 6): Kaido Motors keeps no
// machinery, and a test brand (the default one without sales statistics, playwright.config.ts) no
// statistics. Neither the menu, nor a page, nor a link of another page leads to them; a bid on a lot
// whose page is gone keeps its row, its lot number as plain text.
import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { logIn, menuItems } from './support';

const origin = (port: number) => `http://127.0.0.1:${port}`;

/** No link of the page, once `loaded` shows, leads into `route`. */
async function expectNoLinkInto(page: Page, route: string, loaded: ReturnType<Page['getByRole']>) {
  await expect(loaded.first()).toBeVisible();
  await expect(page.locator(`a[href^="${route}"]`)).toHaveCount(0);
}

async function expectNotFound(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  }
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/api/v1${path}`);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

test.describe('Kaido Motors, without machinery', () => {
  test.use({ baseURL: origin(PORTS.branded) });

  test('has no machinery in the menu, its pages, its calls, the favorites or the other pages’ links', async ({ page }) => {
    await logIn(page, 'client');
    expect(await menuItems(page)).not.toContain('Machinery Listing');
    await expectNotFound(page, ['/machinery', '/machinery/1', '/machinery/share/1']);

    expect((await page.request.get('/api/v1/machinery/listing')).status()).toBe(404);
    const save = await page.request.post('/api/v1/user/save-search', {
      data: { title: 'Excavators', params: 'page=1', type: 'machinery' },
    });
    expect(save.status()).toBe(404);
    expect((await apiGet<{ search: Record<string, number> }>(page, '/site/menu-counters')).search.machinery).toBe(0);

    // Group E is this spec's own: a car and a bike filed there show in their sections, no machinery
    const { carsList: cars } = await apiGet<{ carsList: { id: string }[] }>(page, '/car-auction/listing?pageSize=20');
    const { bikeList: bikes } = await apiGet<{ bikeList: { id: string }[] }>(page, '/bikes/listing?pageSize=20');
    for (const [carId, type] of [
      [cars[0]!.id, 'car-auction'],
      [bikes[0]!.id, 'bikes'],
    ]) {
      expect((await page.request.post('/api/v1/favorite/add', { data: { group: 'E', carId, type } })).ok()).toBe(true);
    }
    await page.goto('/favorites/E');
    await expect(page.getByRole('region', { name: 'Bike auctions' })).toBeVisible();
    await expectNoLinkInto(page, '/machinery', page.getByRole('region', { name: 'Car auctions' }));
    await expect(page.getByRole('region', { name: 'Machinery' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expectNoLinkInto(page, '/machinery', page.getByRole('region', { name: 'My bids' }).getByRole('link'));
    await page.goto('/bids');
    await expectNoLinkInto(page, '/machinery', page.getByRole('table', { name: 'My Bids' }).getByRole('link', { name: /^Open lot/ }));
  });
});

test.describe('a brand without sales statistics', () => {
  test.use({ baseURL: origin(PORTS.noStats) });

  test('has no statistics in the menu or its pages, and its archived bids keep their rows without dead links', async ({ page }) => {
    await logIn(page, 'client');
    expect(await menuItems(page)).not.toContain('Sales Statistics');
    expect(await menuItems(page)).toContain('Bike Statistics');
    await expectNotFound(page, ['/car-statistics', '/car-statistics/1', '/car-statistics/share/1']);

    const archive = await apiGet<{ cars: { lotNo: string; lotType: string }[] }>(page, '/bid/bid-history?pageSize=70');
    expect(archive.cars.length).toBeGreaterThan(0);
    expect(archive.cars.every((bid) => bid.lotType === 'stats')).toBe(true);

    await page.goto('/archive-bids');
    const table = page.getByRole('table', { name: 'Archive Bids' });
    const rows = table.locator('tbody tr[aria-rowindex]');
    await expect(rows).toHaveCount(archive.cars.length);
    for (const [i, bid] of archive.cars.entries()) await expect(rows.nth(i)).toContainText(bid.lotNo);
    await expect(table.getByRole('link', { name: /^Open lot/ })).toHaveCount(0);
    await expect(page.locator('a[href^="/car-statistics"]')).toHaveCount(0);

    // its lot search names the archived bid without a link too
    await page.getByRole('searchbox', { name: 'Lot numbers' }).fill(archive.cars[0]!.lotNo);
    const hits = page.getByRole('list', { name: 'Your bids on these lots' });
    await expect(hits.getByRole('listitem').first()).toContainText(`Lot ${archive.cars[0]!.lotNo} ·`);
    await expect(hits.getByRole('link')).toHaveCount(0);
  });
});
