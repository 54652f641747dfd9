import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

// Comparing lots (issue #20 item 3): the client picks lots on the listing and on a lot page, opens the
// comparison from the header, sees differing values highlighted, reloads and finds the same lots, and
// the address alone (another browser's storage) shows them too; on a 360 px phone in Russian the dealer
// compares lots picked on the listing without the page scrolling sideways.

/** The id of the listing's n-th car lot (from 0). */
async function carLotId(page: Page, index: number): Promise<string> {
  const listing = (await (await page.request.get('/api/v1/car-auction/listing?pageSize=20')).json()) as { carsList: Array<{ id: string }> };
  return listing.carsList[index]!.id;
}

test('the client compares lots picked on the listing and a lot page, on a desktop in English', async ({ page, browser }) => {
  await logIn(page, 'client');
  await page.goto('/car-auctions');
  const picks = page.getByRole('button', { name: 'Compare', exact: true });
  await picks.nth(0).click();
  await picks.nth(1).click();
  await expect(page.getByRole('link', { name: 'Compare lots: 2' })).toBeVisible();

  // a third from its lot page
  await page.goto(`/car-auctions/${await carLotId(page, 5)}`);
  // the button comes with the lot, and the heading is its name then
  const pick = page.getByRole('button', { name: 'Compare', exact: true });
  await pick.click();
  const lotTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
  await expect(pick).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Compare lots: 3' }).click();
  await expect(page).toHaveURL(/\/compare\?lots=car-auction:\d+,car-auction:\d+,car-auction:\d+$/);
  const table = page.getByRole('region', { name: 'Lots side by side' });
  await expect(table.getByRole('link', { name: lotTitle }).first()).toBeVisible();
  await expect(table.getByRole('button', { name: /^Remove .* from the comparison$/ })).toHaveCount(3);
  // lot numbers differ by nature: that row is highlighted and says so (Chromium names it with a space
  // before the hidden words)
  const differing = table.getByRole('rowheader', { name: /^Lot number ?, values differ$/ });
  await expect(differing).toBeVisible();
  const address = page.url();

  // the choice survives a reload
  await page.reload();
  await expect(table.getByRole('button', { name: /^Remove .* from the comparison$/ })).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Compare lots: 3' })).toBeVisible();

  // the address alone shows them in another browser
  const other = await browser.newContext();
  const shared = await other.newPage();
  await logIn(shared, 'dealer');
  await shared.goto(address);
  await expect(shared.getByRole('region', { name: 'Lots side by side' }).getByRole('link', { name: lotTitle }).first()).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Keep this comparison' })).toBeVisible();
  await other.close();
});

test('the dealer compares lots on a phone in Russian', async ({ page }) => {
  await logIn(page, 'dealer');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.setItem('language', '693'));
  await page.goto('/car-auctions');
  const picks = page.getByRole('button', { name: 'Сравнить', exact: true });
  await picks.nth(0).click();
  await picks.nth(1).click();
  await page.getByRole('link', { name: 'Сравнение лотов: 2' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Сравнение лотов' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Лоты рядом' });
  await expect(table.getByRole('rowheader', { name: /^Номер лота ?, значения различаются$/ })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Убрать .* из сравнения$/ })).toHaveCount(2);
  // the table keeps within the screen, and so does the page
  const box = await table.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // only the differences: the rows of equal values go, those that differ stay
  const rows = table.getByRole('rowheader');
  const differing = rows.filter({ hasText: 'значения различаются' });
  const [all, differ] = [await rows.count(), await differing.count()];
  await page.getByRole('switch', { name: 'Только различия' }).check();
  await expect(rows).not.toHaveCount(all);
  await expect(differing).toHaveCount(differ);
});
