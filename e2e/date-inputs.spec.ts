import { expect, test, type Page } from '@playwright/test';
import { logIn, type DemoRole } from './support';

// Date filters read typed digits as YYYY-MM-DD, hyphens after 4 and 6 digits, whatever order the
// browser's locale gives dates (seed 001 §5, seed 000 §5): a field that turned into a date input on
// focus read 20261105 as mm/dd/yyyy (dd.mm.yyyy in ru-RU). The calendar button opens the browser's
// date picker within the filter's bounds.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day inside every date filter's bounds (3 months back to 1 day ahead in Japan): a week ago in Japan. */
function aWeekAgoInJapan(): string {
  return new Date(Date.now() + 9 * 60 * 60 * 1000 - 7 * DAY_MS).toISOString().slice(0, 10);
}

interface DatePage {
  role: DemoRole;
  path: string;
  /** the 'from' field's label */
  field: string;
  param: string;
}

const PAGES: readonly DatePage[] = [
  { role: 'client', path: '/car-statistics', field: 'Dates from', param: 'dateFrom' },
  { role: 'client', path: '/purchases', field: 'Purchased from', param: 'dateFrom' },
  { role: 'client', path: '/payments', field: 'Date from', param: 'dateFrom' },
  { role: 'manager', path: '/bid-manager', field: 'Auction date from', param: 'auctionDateFrom' },
];

const query = (page: Page) => new URL(page.url()).searchParams;

async function typeInto(page: Page, field: string, keys: string) {
  const input = page.getByRole('textbox', { name: field, exact: true });
  await input.click();
  await input.press('ControlOrMeta+A');
  await input.press('Backspace');
  await input.pressSequentially(keys);
  return input;
}

for (const locale of ['en-US', 'ru-RU']) {
  test.describe(`in a browser set to ${locale}`, () => {
    test.use({ locale });

    for (const { role, path, field, param } of PAGES) {
      test(`typed digits and a typed date are taken as YYYY-MM-DD on ${path}`, async ({ page }) => {
        const date = aWeekAgoInJapan();
        await logIn(page, role);
        await page.goto(path);

        const input = await typeInto(page, field, date.replaceAll('-', ''));
        await expect(input).toHaveValue(date);
        await expect.poll(() => query(page).get(param)).toBe(date);
        await expect(page.getByText('Invalid', { exact: true })).toHaveCount(0);

        // the same date typed with its hyphens, after a wrong one flagged once typing paused
        await typeInto(page, field, '20261340');
        await expect(page.getByText('Invalid', { exact: true })).toBeVisible();
        await typeInto(page, field, date);
        await expect(input).toHaveValue(date);
        await expect(page.getByText('Invalid', { exact: true })).toHaveCount(0);
        expect(query(page).get(param)).toBe(date);
      });
    }
  });
}

test.describe('in Russian', () => {
  test.use({ locale: 'ru-RU' });

  test('a typed date applies too', async ({ page }) => {
    const date = aWeekAgoInJapan();
    await logIn(page, 'client');
    await page.evaluate(() => localStorage.setItem('language', '693'));
    await page.goto('/car-statistics');
    const input = await typeInto(page, 'Даты от', date.replaceAll('-', ''));
    await expect(input).toHaveValue(date);
    await expect.poll(() => query(page).get('dateFrom')).toBe(date);
  });
});

test('the calendar button opens the browser’s date picker within the bounds; a picked day applies', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await logIn(page, 'client');
  await page.goto('/car-statistics');

  const button = page.getByRole('button', { name: 'Open the calendar for Dates to' });
  await button.click();
  expect(errors).toEqual([]);
  const picker = button.locator('xpath=following-sibling::input[@type="date"]');
  const today = new Date(Date.now() + 9 * 60 * 60 * 1000);
  await expect(picker).toHaveAttribute('max', new Date(today.getTime() + DAY_MS).toISOString().slice(0, 10));
  await expect(picker).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);

  const date = aWeekAgoInJapan();
  await picker.fill(date);
  await expect(page.getByRole('textbox', { name: 'Dates to', exact: true })).toHaveValue(date);
  await expect.poll(() => query(page).get('dateTo')).toBe(date);
});
