// Account screens against the real server: sign-up with the e-mailed verification link, taken
// e-mail, password recovery with a single-use link, profile edit, language setting, password change.
import { expect, test, type Page } from '@playwright/test';
import { fillLogin, logInAs, mailedLink, mainMenu, newAccount, PASSWORD, uniqueEmail } from './support';

async function fillSignUp(page: Page, email: string) {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Full name').fill('Erik Sato');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile phone').fill('+81 90 1234 5678');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('combobox', { name: 'Country' }).fill('Jap');
  await page.getByRole('option', { name: 'Japan' }).click();
  await page.getByLabel('City').fill('Osaka');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
}

test('sign up, open the verification link from the outbox, then log in', async ({ page }) => {
  const email = uniqueEmail('signup');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${email}`)).toBeVisible();

  await page.goto(await mailedLink(page, email));
  await expect(page.getByText('Your email is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();
  await fillLogin(page, email, PASSWORD);
  await expect(mainMenu(page)).toBeVisible();
});

test('sign-up with a taken e-mail shows the error on the e-mail field', async ({ page }) => {
  await fillSignUp(page, 'client@seri.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This email address is already registered')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
});

test('forgot password: the reset link sets a new password once', async ({ page }) => {
  const email = await newAccount(page);
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send recovery link' }).click();
  await expect(page.getByText(`If an account uses ${email}`)).toBeVisible();

  const link = await mailedLink(page, email);
  await page.goto(link);
  // the button stays off for passwords that differ, and says why once the user reaches for it
  await page.getByLabel('New password').fill('abcdef');
  await page.getByLabel('Confirm password').fill('abcdeg');
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await page.getByRole('button', { name: 'Change password' }).click({ force: true });
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('New password').fill('newsecret1');
  await page.getByLabel('Confirm password').fill('newsecret1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  await logInAs(page, email, 'newsecret1');
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('This link has already been used, or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/forgot-password');
});

test('a profile edit is still there after a reload', async ({ page }) => {
  await logInAs(page, await newAccount(page));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('City').fill('Kobe');
  await page.getByRole('textbox', { name: 'Company' }).fill('Sato Trading');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile is saved')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Kobe')).toBeVisible();
  await expect(page.getByText('Sato Trading')).toBeVisible();
});

test('the language chosen in settings stays after logout and login', async ({ page }) => {
  const email = await newAccount(page);
  await logInAs(page, email);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ru');
  await expect(page.getByRole('tab', { name: 'Настройки' })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await fillLogin(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/auth\/login/);
  await page.goto('/profile');
  await expect(page.getByRole('tab', { name: 'Настройки' })).toBeVisible();

  await page.getByRole('tab', { name: 'Настройки' }).click();
  await page.getByRole('combobox', { name: 'Язык' }).selectOption('en');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeVisible();
});

test('a wrong current password is shown on the change-password form', async ({ page }) => {
  await logInAs(page, await newAccount(page));
  await page.goto('/change-password');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('another1');
  await page.getByLabel('Confirm password').fill('another1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Wrong password')).toBeVisible();
  await expect(page.getByText('Please fill in all required fields')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
});
