import { expect, type Page } from '@playwright/test';
import { DEV_OUTBOX_KEY } from '../playwright.config';
import type { OutboxResponse } from '../schemas/api/accounts';

/** Demo accounts seeded by the reference API (README). */
export const demo = {
  client: { email: 'client@seri.example', password: 'client123' },
  manager: { email: 'manager@seri.example', password: 'manager123' },
  dealer: { email: 'dealer@seri.example', password: 'dealer123' },
  restricted: { email: 'restricted@seri.example', password: 'restricted123' },
} as const;

export type DemoRole = keyof typeof demo;

export async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Signs in through the API at `origin` (the page's by default) and opens the profile page, waiting until
 * the shell is shown. The login form has its own tests (session.spec.ts, logInWithForm): through it, each
 * test also rendered the default listing, ~1.1 s a test.
 */
export async function logIn(page: Page, role: DemoRole, origin = '') {
  const answer = await page.request.post(`${origin}/api/v1/auth`, { data: demo[role] });
  expect(answer.ok(), `login of the demo ${role}`).toBe(true);
  await page.goto(`${origin}/profile`);
  await expect(mainMenu(page)).toBeVisible();
}

/** Logs a demo user in with the login form at `loginUrl` and waits until the shell is shown. */
export const logInWithForm = (page: Page, role: DemoRole, loginUrl = '/auth/login') =>
  logInAs(page, demo[role].email, demo[role].password, loginUrl);

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The password of the accounts tests make (newAccount). */
export const PASSWORD = 'secret123';
let counter = 0;
/** A new address per account: the servers keep one database for the whole run, shared by the workers. */
export const uniqueEmail = (what: string) => `${what}-${Date.now()}-${process.pid}-${++counter}@e2e.example`;

/** The link of the newest mail to `email` in the development outbox. */
export async function mailedLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const outbox = (await (await page.request.get('/dev/outbox.json', { params: { key: DEV_OUTBOX_KEY } })).json()) as OutboxResponse;
    link = outbox.messages.find((message) => message.to === email)?.links[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/**
 * A verified client account made through the API: a test that changes a user's settings (language,
 * profile, password, columns) owns its user, so no other spec running meanwhile sees the change.
 */
export async function newAccount(page: Page): Promise<string> {
  const email = uniqueEmail('user');
  const signUp = await page.request.post('/api/v1/auth/signup', {
    data: {
      fullName: 'Erik Sato',
      referralCode: null,
      email,
      mobile: '+81 90 1234 5678',
      country: 111,
      city: 'Osaka',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: true,
      language: 692,
    },
  });
  expect(signUp.ok()).toBe(true);
  const token = new URL(await mailedLink(page, email)).searchParams.get('token');
  expect((await page.request.post(`/api/v1/auth/verify-email?token=${token}`)).ok()).toBe(true);
  return email;
}

/** Logs in as `email` from the login page (at `loginUrl`) and waits until the shell is shown. */
export async function logInAs(page: Page, email: string, password = PASSWORD, loginUrl = '/auth/login') {
  await page.goto(loginUrl);
  await fillLogin(page, email, password);
  await expect(mainMenu(page)).toBeVisible();
}

/** The sidebar's link names, in order, without badge counts. */
export async function menuItems(page: Page): Promise<string[]> {
  const names = await mainMenu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a.getAttribute('aria-label') ?? a.textContent ?? '').replace(/[\d+]+$/, '').trim()));
  return names;
}

export interface ListedLot {
  id: string;
}

export interface LotBidInfo {
  bidInfo: { acceptBid: boolean; myBid: boolean; startPrice: number | null; bidLimitReached: boolean };
}

/**
 * Car lots that take bids now and that the signed-in user has not bid on, cheapest first, found
 * through the listing and detail calls with the page's session. `skip` leaves the first ones to other tests.
 */
export async function biddableLot(page: Page, skip: number): Promise<{ id: string; startPrice: number }> {
  const listing = await page.request.get('/api/v1/car-auction/listing?pageSize=70&sort=startPrice&order=ASC');
  expect(listing.ok()).toBe(true);
  const lots = ((await listing.json()) as { carsList: ListedLot[] }).carsList;
  let found = 0;
  for (const lot of lots) {
    const detail = await page.request.get(`/api/v1/car-auction/view?id=${lot.id}`);
    if (!detail.ok()) continue;
    const { bidInfo } = (await detail.json()) as LotBidInfo;
    if (!bidInfo.acceptBid || bidInfo.myBid || bidInfo.bidLimitReached || !bidInfo.startPrice) continue;
    if (found === skip) return { id: lot.id, startPrice: bidInfo.startPrice };
    found += 1;
  }
  throw new Error('no biddable car lot in the first listing page');
}

export const statusGroups = (page: Page) => page.getByRole('group', { name: /^Status of the bid on lot / });

/**
 * Opens (or reloads) the bid manager with every live bid listed: the manager's bidsTodayDefault
 * filters today's auctions, which may hold none, so its tag is removed. Today's rows stay on screen
 * while every bid loads: the table must no longer be busy, or a row picked meanwhile may leave.
 */
export async function openBidManager(page: Page, load: () => Promise<unknown>): Promise<void> {
  await load();
  await expect(page.getByRole('tablist', { name: 'Bid status' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const todayOnly = page.getByRole('button', { name: /^Remove Auction date/ });
  if (await todayOnly.isVisible()) {
    await todayOnly.click();
    await expect(todayOnly).toHaveCount(0);
  }
  await expect(statusGroups(page).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Bid Manager' })).toHaveAttribute('aria-busy', 'false');
}
