import { expect, test } from '@playwright/test';
import { logIn, logInAs, mainMenu, newAccount } from './support';

test('an unknown route shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to car auctions' }).click();
  await expect(page).toHaveURL(/\/(car-auctions|auth\/login)/);
});

test('switching to Russian translates the shell and survives a reload', async ({ page }) => {
  // the language is saved on the account: a user of its own, whom no other spec sees in Russian
  await logInAs(page, await newAccount(page));
  await page.getByRole('button', { name: /^Language/ }).click();
  // the pick saves the language on the account, then reloads: a failed save would leave English
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/user/update-setting');
  await page.getByRole('menuitem', { name: 'Русский' }).click();
  expect((await saved).status(), 'the language saved on the account').toBe(200);
  const ruMenu = page.getByRole('navigation', { name: 'Главное меню' });
  await expect(ruMenu.getByRole('link', { name: /^Мои ставки/ })).toBeVisible();
  await page.reload();
  await expect(ruMenu.getByRole('link', { name: /^Мои ставки/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /меню профиля$/i })).toBeVisible();
});

test('the header shows a live Tokyo clock', async ({ page }) => {
  await logIn(page, 'manager');
  const clock = page.getByLabel('Tokyo time');
  await expect(clock).toBeVisible();
  const first = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(first);
});

test('on a phone the sidebar is a drawer opened by the burger, its code loaded on the first tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const drawerCode: string[] = [];
  page.on('request', (request) => {
    if (/\/MobileMenu-[A-Z0-9]+\.js$/.test(request.url())) drawerCode.push(request.url());
  });
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('client@seri.example');
  await page.getByLabel('Password').fill('client123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(drawerCode).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(mainMenu(page)).toBeVisible();
  await mainMenu(page)
    .getByRole('link', { name: /^Payments/ })
    .click();
  await expect(page).toHaveURL(/\/payments$/);
});

test('the dashboard opens with its title and its cards, no placeholder left', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('This page is a placeholder')).toHaveCount(0);
});

test('the collapsed sidebar names its items in tooltips on hover and keyboard focus, their code loaded on first use', async ({ page }) => {
  const tooltipCode: string[] = [];
  page.on('request', (request) => {
    if (/\/FluentTooltip-[A-Z0-9]+\.js$/.test(request.url())) tooltipCode.push(request.url());
  });
  await logIn(page, 'client');
  await page.getByRole('button', { name: 'Collapse menu' }).click();
  const menu = mainMenu(page);
  await page.waitForLoadState('networkidle');
  expect(tooltipCode).toEqual([]);

  await menu.getByRole('link', { name: 'Payments' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Payments');
  await page.mouse.move(600, 400);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(tooltipCode).toHaveLength(1);

  await menu.getByRole('link', { name: 'Dashboard' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText('My Bids');
  await expect(menu.getByRole('link', { name: 'My Bids' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveText('Archive Bids');
  await expect(menu.getByRole('link', { name: 'Archive Bids' })).toBeFocused();
});

for (const { language, width, logout, failed } of [
  { language: 'en', width: 1280, logout: 'Logout', failed: 'You are still signed in: logging out failed. Try again.' },
  { language: 'ru', width: 360, logout: 'Выйти', failed: 'Вы всё ещё в системе: выйти не удалось. Попробуйте ещё раз.' },
]) {
  test(`a logout that did not go through says so on the screen, ${width} px (${language})`, async ({ page }) => {
    // the language is saved on the account: a user of its own
    await logInAs(page, await newAccount(page));
    if (language === 'ru') {
      expect((await page.request.put('/api/v1/user/update-setting', { data: { language: 693 } })).ok()).toBe(true);
      await page.evaluate(() => localStorage.setItem('language', '693'));
    }
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    const signedInAt = page.url();
    await page.route('**/api/v1/auth/logout', (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: /(profile menu|меню профиля)$/i }).click();
    await page.getByRole('menuitem', { name: logout }).click();
    const alert = page.getByRole('alert').filter({ hasText: failed });
    await expect(alert).toBeVisible();
    const box = (await alert.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(page.url()).toBe(signedInAt);

    await page.unroute('**/api/v1/auth/logout');
    await page.getByRole('button', { name: /(profile menu|меню профиля)$/i }).click();
    await page.getByRole('menuitem', { name: logout }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
  });
}
