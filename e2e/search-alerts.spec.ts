import { expect, test, type Page } from '@playwright/test';
import type { OutboxResponse } from '../schemas/api/accounts';
import { DEV_OUTBOX_KEY } from '../playwright.config';
import { demo, logIn, mainMenu } from './support';

// Saved-search alerts (issue #20 item 4): a user turns a search's alert on in the saved-searches
// dialog; lots matching it are added (the development call that relists copies of a lot); the toast
// with the alert's message opens the search, and the digest mail in the development outbox links the
// new lots and an unsubscribe page that works without logging in. The client does it on a desktop in
// English (machinery), the dealer on a 360 px phone in Russian (bikes); neither has searches of those
// page types in the seed.

/** A lot of the page type and a search that finds it: its year, from and to. */
async function lotAndSearch(page: Page, type: string, listKey: string, title: string) {
  const searches = (await (await page.request.get(`/api/v1/user/my-search?type=${type}`)).json()) as { items: { id: number }[] };
  for (const { id } of searches.items) expect((await page.request.post('/api/v1/user/delete-search', { data: { id } })).ok()).toBe(true);
  const listing = (await (await page.request.get(`/api/v1/${type}/listing?pageSize=20`)).json()) as Record<
    string,
    Array<{ id: string; year: number }>
  >;
  const lot = listing[listKey]![0]!;
  const params = `year=${lot.year},${lot.year}`;
  expect((await page.request.post('/api/v1/user/save-search', { data: { title, params, type } })).ok()).toBe(true);
  return { lotId: Number(lot.id), params };
}

/** The listing's address with a search's params, the comma written or encoded. */
const urlOf = (route: string, params: string) => new RegExp(`${route}\\?${params.replace(',', '(,|%2C)')}$`);

/** Relists copies of a lot as new lots, as the development outbox's key allows. */
async function addLots(page: Page, like: number, count: number): Promise<number[]> {
  const added = await page.request.post('/dev/lots', { params: { key: DEV_OUTBOX_KEY }, data: { like, count } });
  expect(added.ok()).toBe(true);
  return ((await added.json()) as { ids: number[] }).ids;
}

/** The newest digest mail to an address. */
async function digestTo(page: Page, email: string) {
  const outbox = (await (await page.request.get('/dev/outbox.json', { params: { key: DEV_OUTBOX_KEY } })).json()) as OutboxResponse;
  const digest = outbox.messages.find(
    (message) => message.to === email && message.links.some((link) => link.includes('/unsubscribe-alerts?token=')),
  );
  expect(digest, `a digest to ${email}`).toBeDefined();
  return digest!;
}

test('a saved search alerts the client of new lots on the page and by a daily e-mail, which unsubscribes without logging in', async ({
  page,
  browser,
}) => {
  await logIn(page, 'client');
  const title = 'Machinery of one year';
  const { lotId, params } = await lotAndSearch(page, 'machinery', 'mechList', title);

  await page.goto(`/machinery?${params}`);
  await page.getByRole('button', { name: 'Saved searches: 1' }).click();
  const list = page.getByRole('dialog', { name: 'Saved searches' });
  await expect(list.getByText(/as a notification and in an e-mail, at most one a day/)).toBeVisible();
  const alertSwitch = list.getByRole('switch', { name: `Alert me about new lots: ${title}` });
  await alertSwitch.check();
  await expect(alertSwitch).toBeChecked();
  await list.getByRole('button', { name: 'Close' }).click();
  // elsewhere in the app, without a reload: the page keeps its socket
  await mainMenu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const ids = await addLots(page, lotId, 2);
  const toast = page.locator('[data-event-type="searchAlert"]');
  await expect(toast).toContainText('New lots for a saved search');
  await expect(toast).toContainText(`2 new lots for your saved search “${title}”`);
  await toast.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(urlOf('/machinery', params));

  const digest = await digestTo(page, demo.client.email);
  expect(digest.subject).toBe('New lots for your saved searches');
  expect(digest.text).toContain(`${title}: 2 new lots`);
  const paths = digest.links.map((link) => new URL(link).pathname);
  expect(paths).toEqual([...ids.map((id) => `/machinery/${id}`), '/machinery', '/unsubscribe-alerts']);

  // the unsubscribe link, opened where nobody is logged in
  const token = new URL(digest.links.at(-1)!).searchParams.get('token');
  const mailReader = await browser.newPage();
  await mailReader.goto(`/unsubscribe-alerts?token=${token}`);
  await expect(mailReader.getByRole('status')).toContainText('You are unsubscribed');
  await expect(mailReader.getByText('The alerts of all your saved searches are off')).toBeVisible();
  await mailReader.close();

  await page.reload();
  await page.getByRole('button', { name: 'Saved searches: 1' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Saved searches' }).getByRole('switch', { name: `Alert me about new lots: ${title}` }),
  ).not.toBeChecked();
});

test('on a phone in Russian the dealer turns an alert on and opens the search from its toast', async ({ page }) => {
  await logIn(page, 'dealer');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.setItem('language', '693'));
  const title = 'Мотоциклы одного года';
  const { lotId, params } = await lotAndSearch(page, 'bikes', 'bikeList', title);

  await page.goto(`/bike-auctions?${params}`);
  await page.getByRole('button', { name: /^Сохранённые поиски/ }).click();
  const list = page.getByRole('dialog', { name: 'Сохранённые поиски' });
  const alertSwitch = list.getByRole('switch', { name: `Сообщать о новых лотах: ${title}` });
  await alertSwitch.check();
  await expect(alertSwitch).toBeChecked();
  // the row keeps within the phone's screen
  const row = await list.getByRole('listitem').boundingBox();
  expect(row!.x).toBeGreaterThanOrEqual(0);
  expect(row!.x + row!.width).toBeLessThanOrEqual(360);
  await list.getByRole('button', { name: 'Закрыть' }).click();
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  await page.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Главная' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Главная' })).toBeVisible();

  await addLots(page, lotId, 3);
  const toast = page.locator('[data-event-type="searchAlert"]');
  await expect(toast).toContainText('Новые лоты по сохранённому поиску');
  await expect(toast).toContainText(`3 новых лота по сохранённому поиску «${title}»`);
  const box = await toast.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await toast.getByRole('button', { name: 'Открыть' }).click();
  await expect(page).toHaveURL(urlOf('/bike-auctions', params));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect((await digestTo(page, demo.dealer.email)).links.at(-2)).toContain(`/bike-auctions?${params}`);
});
