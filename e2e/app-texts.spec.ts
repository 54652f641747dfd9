// Each page loads the texts its code uses (shared/texts/text-areas.ts): a visit that opens on the
// login page has the core texts only, the listing its own areas. When they cannot be loaded (network
// error, a deploy replaced the file), the page says so instead of a spinner that never ends, and a
// retry brings the page. The portal preloads a page's texts with index.html in the visitor's language.
import { expect, test } from '@playwright/test';
import { demo, fillLogin, logIn, mainMenu } from './support';

const TEXTS_FAILED = "The page's texts could not be loaded";

test('texts that fail to load after login show an error whose retry brings the page', async ({ page }) => {
  let failing = true;
  await page.route(/\/en\.(main|list)-[A-Z0-9]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/auth/login');
  await fillLogin(page, demo.client.email, demo.client.password);

  const error = page.getByRole('alert').filter({ hasText: TEXTS_FAILED });
  await expect(error).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  failing = false;
  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('a page whose own texts fail to load says so within the shell, which stays', async ({ page }) => {
  let failing = true;
  await page.route(/\/en\.dashboard-[A-Z0-9]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await logIn(page, 'client');
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();

  const error = page.getByRole('alert').filter({ hasText: TEXTS_FAILED });
  await expect(error).toBeVisible();
  await expect(mainMenu(page)).toBeVisible();

  failing = false;
  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(error).toHaveCount(0);
});

test("a page's texts in the visitor's language load with index.html, once", async ({ page }) => {
  await logIn(page, 'client');
  await page.evaluate(() => localStorage.setItem('language', '693'));
  // the next page's index.html learns the language from the cookie the app mirrors it into
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();

  const texts: string[] = [];
  page.on('request', (request) => {
    if (/\/(en|ru)\.[\w-]+-[A-Z0-9]+\.js$/.test(request.url())) texts.push(new URL(request.url()).pathname);
  });
  const html = await (await page.goto('/car-auctions'))!.text();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeVisible();

  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]*\/(?:en|ru)\.[\w-]+-[A-Z0-9]+\.js)"/g)].map((m) => m[1]);
  expect(preloaded.map((href) => /\/(\w+\.[\w-]+)-/.exec(href!)![1]).sort()).toEqual([
    'ru.core',
    'ru.list',
    'ru.main',
    'ru.type-car-auction',
  ]);
  expect(texts.sort()).toEqual([...preloaded].sort());
});
