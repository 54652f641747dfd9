import { expect, test } from '@playwright/test';
import { demo, fillLogin, logIn, mainMenu, menuItems } from './support';

const listingGroup = [
  'Favorites',
  'Car Listing',
  'Sales Statistics',
  'Bike Listing',
  'Bike Statistics',
  'Fixed Price',
  'Machinery Listing',
];

/** Clients and dealers share the main menu; the dealer's My Bids goes to /dealer-bids. */
const clientMenu = ['Dashboard', 'My Bids', 'Archive Bids', 'Purchased', 'Payments', 'Profile', ...listingGroup];

test.describe('each demo role sees its own sidebar', () => {
  test('client', async ({ page }) => {
    await logIn(page, 'client');
    expect(await menuItems(page)).toEqual(clientMenu);
    await expect(mainMenu(page).getByRole('link', { name: /^My Bids/ })).toHaveAttribute('href', '/bids');
  });

  test('manager', async ({ page }) => {
    await logIn(page, 'manager');
    expect(await menuItems(page)).toEqual(['Dashboard', 'Bid Manager', 'Profile', ...listingGroup]);
  });

  test('dealer', async ({ page }) => {
    await logIn(page, 'dealer');
    expect(await menuItems(page)).toEqual(clientMenu);
    await expect(mainMenu(page).getByRole('link', { name: /^My Bids/ })).toHaveAttribute('href', '/dealer-bids');
  });

  test('restricted user without bike and machinery rights', async ({ page }) => {
    await logIn(page, 'restricted');
    const items = await menuItems(page);
    expect(items).toContain('Car Listing');
    expect(items).not.toContain('Bike Listing');
    expect(items).not.toContain('Machinery Listing');
  });
});

test('a wrong password shows the translated failure', async ({ page }) => {
  await page.goto('/auth/login');
  await fillLogin(page, demo.client.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Incorrect username or password');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('login validates on submit', async ({ page }) => {
  await page.goto('/auth/login');
  await fillLogin(page, 'not-an-email', '123');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
});

test('reload keeps the session', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/profile');
  await page.reload();
  await expect(mainMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('logout ends the session', async ({ page }) => {
  await logIn(page, 'client');
  await page.getByRole('button', { name: /profile menu$/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
  const status = await page.evaluate(async () => (await fetch('/api/v1/user/view-profile')).status);
  expect(status).toBe(401);
});

test('a deep link to a protected page returns there after login', async ({ page }) => {
  await page.goto('/purchases');
  await expect(page).toHaveURL(/\/auth\/login/);
  await fillLogin(page, demo.client.email, demo.client.password);
  await expect(page).toHaveURL(/\/purchases$/);
  await expect(page.getByRole('heading', { name: 'Purchased' })).toBeVisible();
});

test('logged-in users are sent away from the login page', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/auth/login');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(mainMenu(page)).toBeVisible();
});

test('a missing permission falls back to the profile page', async ({ page }) => {
  await logIn(page, 'restricted');
  await page.goto('/machinery');
  await expect(page).toHaveURL(/\/profile$/);
});

test('a session ended elsewhere: the dialog sends the user to log in and back to the page, which screen readers can reach again', async ({
  page,
  context,
}) => {
  await logIn(page, 'client');
  await mainMenu(page)
    .getByRole('link', { name: /^Archive Bids/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Archive Bids' })).toBeVisible();
  // the session ends on the server's side (its cookies gone); the next call's refresh is refused
  await context.clearCookies();
  await mainMenu(page)
    .getByRole('link', { name: /^Payments/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Log in again' }).click();

  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(dialog).toBeHidden();
  // Playwright's role queries skip what aria-hidden hides: the modal's hiding of the page is gone
  await fillLogin(page, demo.client.email, demo.client.password);
  await expect(page).toHaveURL(/\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
});
