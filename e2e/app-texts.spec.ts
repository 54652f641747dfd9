// A visit that opens on the login page has the core texts only; the rest load once a page beyond the
// auth pages opens. When they cannot be loaded (network error, a deploy replaced the file), the page
// says so instead of a spinner that never ends, and a retry brings the page.
import { expect, test } from '@playwright/test';
import { demo, fillLogin, mainMenu } from './support';

test('texts that fail to load after login show an error whose retry brings the page', async ({ page }) => {
  let failing = true;
  await page.route(/\/en\.app-[A-Z0-9]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/auth/login');
  await fillLogin(page, demo.client.email, demo.client.password);

  const error = page.getByRole('alert').filter({ hasText: "The page's texts could not be loaded" });
  await expect(error).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  failing = false;
  await error.getByRole('button', { name: 'Reload' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await expect(error).toHaveCount(0);
});
