// The same build under two brands: COMPANY=kaido on the branded port, the default brand on the main one.
import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { logIn, mainMenu, menuItems } from './support';

const KAIDO_ORANGE = 'rgb(194, 65, 12)'; // #c2410c, config/companies/kaido.json theme.brand
const SERI_BLUE = 'rgb(15, 108, 189)'; // #0f6cbd, config/companies/default.json theme.brand

/** The logo is shown and its file was served (a broken image has no natural width). */
async function expectLogo(page: Page, name: string, src: string) {
  const logo = page.getByRole('img', { name });
  await expect(logo).toHaveAttribute('src', src);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

const CAR_TABLE = {
  kaido: ['Lot', 'Date / Auction', 'Year', 'Mileage', 'Condition', 'Status', 'Opening bid', 'My bid'],
  all: [
    'Lot',
    'Date / Auction',
    'Grade',
    'Year',
    'Engine',
    'Color',
    'Condition',
    'Mileage',
    'Status',
    'My bid',
    'Start price',
    'Chassis',
    'Equipment',
    'Sold price',
    'Average price',
  ],
};
const carTableHeaders = (page: Page) => page.getByRole('table', { name: 'Lots' }).getByRole('columnheader');

async function pageSizeOptions(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Show 20' }).click();
  // the menu's code loads when it first opens
  await expect(page.getByRole('menuitemradio').first()).toBeVisible();
  const options = await page.getByRole('menuitemradio').allTextContents();
  await page.keyboard.press('Escape');
  return options;
}

test.describe('the second brand, Kaido Motors', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.branded}` });

  test('its login page has its name, favicon, logo, colour and notice', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(/\| Kaido Motors$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/brands/kaido/favicon.svg');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2410c');
    await expectLogo(page, 'Kaido Motors', '/brands/kaido/logo-light.svg');
    await expect(page.getByText('Kaido Motors: bids close 30 minutes before each auction starts.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', KAIDO_ORANGE);
  });

  test('its shell has its links, no notice, and no machinery anywhere', async ({ page }) => {
    await logIn(page, 'client');
    await expect(page.getByText('Kaido Motors: bids close')).toBeHidden();
    const header = page.getByRole('navigation', { name: 'Company links' });
    await expect(header.getByRole('link')).toHaveText(['Shipping schedule', 'Order a car']);
    await expect(header.getByRole('link', { name: 'Shipping schedule' })).toHaveAttribute('href', 'https://kaido.example/shipping');
    const footer = page.getByRole('navigation', { name: 'Footer links' });
    await expect(footer.getByRole('link')).toHaveText(['About Kaido', 'WhatsApp', '+81 3 1234 5678']);

    expect(await menuItems(page)).toEqual(expect.arrayContaining(['Car Listing', 'Bike Listing', 'Fixed Price']));
    expect(await menuItems(page)).not.toContain('Machinery Listing');

    for (const path of ['/machinery', '/machinery/1', '/machinery/share/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('its listings have its columns, page sizes and default views', async ({ page }) => {
    await logIn(page, 'client');
    await page.goto('/car-auctions');
    await expect(carTableHeaders(page)).toHaveText(CAR_TABLE.kaido);
    expect(await pageSizeOptions(page)).toEqual(['Show 20', 'Show 50']);

    await page.goto('/oneprice');
    await expect(page.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/car-statistics');
    await expect(page.getByRole('button', { name: 'Column view' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('its own column headings in both languages, its hidden filter and its bid table columns', async ({ page }) => {
    await logIn(page, 'client');
    await page.goto('/car-auctions');
    await expect(page.getByRole('textbox', { name: 'Year from' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Equipment' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Sort:/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Opening bid' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/bids');
    const bids = page.getByRole('table', { name: 'My Bids' }).getByRole('columnheader');
    await expect(bids).toHaveText([
      'Lot',
      'Vehicle',
      'Year',
      'Mileage',
      'Condition',
      'Auction status',
      'Start price',
      'Your bid',
      'Sold price',
      'Status',
      'Bidder',
      'Chat',
    ]);

    await page.evaluate(() => localStorage.setItem('language', '693'));
    await page.goto('/car-auctions');
    await expect(page.getByRole('columnheader', { name: 'Начальная ставка' })).toBeVisible();
    await page.goto('/bids');
    await expect(page.getByRole('columnheader', { name: 'Ваша ставка' })).toBeVisible();
  });
});

test.describe('the default brand', () => {
  test('keeps its own name, logo, colour, notice and every listing', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveTitle(/\| Seri$/);
    await expectLogo(page, 'Seri', '/brands/default/logo-light.svg');
    await expect(page.getByText('This is a demo portal')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', SERI_BLUE);

    await logIn(page, 'client');
    expect(await menuItems(page)).toEqual(
      expect.arrayContaining(['Car Listing', 'Sales Statistics', 'Bike Listing', 'Fixed Price', 'Machinery Listing']),
    );
    await mainMenu(page).getByRole('link', { name: 'Machinery Listing' }).click();
    await expect(page).toHaveURL(/\/machinery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Machinery Listing' })).toBeVisible();

    await page.goto('/car-auctions');
    await expect(carTableHeaders(page)).toHaveText(CAR_TABLE.all);
    expect(await pageSizeOptions(page)).toEqual(['Show 20', 'Show 50', 'Show 70']);
  });
});
