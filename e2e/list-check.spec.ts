// Seed 000 §8 in a real browser under the portal's CSP: a list answer is checked by a precompiled
// validator loaded after the lots render, and one off its schema shows its problems above the lots.
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const panelTitle = (page: Page) => page.getByText("The server's answer does not match the contract");
const lotLinks = (page: Page) => page.getByRole('link', { name: /^Lot \S+:/ });

/** Console errors (CSP violations among them) and uncaught errors of the page, as they come. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the reference API answers the listing as the contract says: no problems shown', async ({ page }) => {
  await logIn(page, 'client');
  const errors = watchErrors(page);
  const validator = page.waitForResponse(/\/assets\/chunks\/carListingResponse-[A-Z0-9]+\.js$/);
  await page.goto('/car-auctions');
  await expect(lotLinks(page).first()).toBeVisible();
  expect((await validator).status()).toBe(200);
  await expect(panelTitle(page)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a listing answer off its schema shows its problems above the lots, which stay', async ({ page }) => {
  await page.route('**/api/v1/car-auction/listing?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { carsList: Array<Record<string, unknown>> };
    body.carsList[1]!.auctionDate = 5;
    await route.fulfill({ response, json: body });
  });
  await logIn(page, 'client');
  const errors = watchErrors(page);
  await page.goto('/car-auctions');

  await expect(panelTitle(page)).toBeVisible();
  await expect(page.getByText('1 problem; what could be read is shown.')).toBeVisible();
  await page.getByRole('button', { name: 'Show details' }).click();
  await expect(page.getByRole('list', { name: "Problems in the server's answer" }).getByRole('listitem')).toHaveText([
    '$.carsList[1].auctionDate: must be string (got 5)',
  ]);
  // every lot is drawn, the odd one too (a header row and 20 lots)
  await expect(page.getByRole('table', { name: 'Lots' })).toHaveAttribute('aria-rowcount', '21');
  // the validator runs under the CSP (no 'unsafe-eval'): nothing was refused
  expect(errors).toEqual([]);
});
