import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo, fillLogin, logIn } from './support';

/** Listing routes and the page types their lots come from. */
const DETAIL_PAGES = [
  { route: '/car-auctions', type: 'car-auction', listKey: 'carsList' },
  { route: '/car-statistics', type: 'stats', listKey: 'carsList' },
  { route: '/bike-auctions', type: 'bikes', listKey: 'bikeList' },
  { route: '/bike-statistics', type: 'bike-stats', listKey: 'bikeList' },
  { route: '/oneprice', type: 'stock', listKey: 'carsList' },
  { route: '/machinery', type: 'machinery', listKey: 'mechList' },
] as const;

/** The detail route of the nth lot of a page type, found through the listing call with the page's session. */
async function lotHref(page: Page, nth = 0, detail: (typeof DETAIL_PAGES)[number] = DETAIL_PAGES[0]): Promise<string> {
  const response = await page.request.get(`/api/v1/${detail.type}/listing?pageSize=20`);
  expect(response.ok()).toBe(true);
  const lots = ((await response.json()) as Record<string, { id: string }[]>)[detail.listKey]!;
  return `${detail.route}/${lots[nth]!.id}`;
}

/** Opens a lot's page and waits for the lot; its heading (maker and model) is returned. */
async function openLot(page: Page, href: string): Promise<string> {
  await page.goto(href);
  await expect(lotHeader(page)).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}

/** The lot info header: "Lot <number>". */
const lotHeader = (page: Page) => page.getByRole('region', { name: /^Lot \S+$/ });

async function signedInPage(browser: Browser, role: 'client' | 'manager'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, role);
  return page;
}

test('each of the six page types opens its detail page', async ({ page }) => {
  await logIn(page, 'client');
  for (const detail of DETAIL_PAGES) {
    const title = await openLot(page, await lotHref(page, 0, detail));
    expect(title).not.toMatch(/lot$/);
    await expect(page.getByRole('button', { name: /^Open photo 1 of \d+/ })).toBeVisible();
  }
});

test('the client opens a car lot, views the photos full screen with the keyboard and translates the sheet', async ({ page }) => {
  await logIn(page, 'client');
  const title = await openLot(page, await lotHref(page));

  const open = page.getByRole('button', { name: /^Open photo 1 of \d+/ });
  const count = Number(/of (\d+)/.exec((await open.getAttribute('aria-label'))!)![1]);
  expect(count).toBeGreaterThan(1);
  await open.click();
  await expect(page.getByRole('dialog', { name: `${title}: photo 1 of ${count}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: `${title}: photo 2 of ${count}` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: `${title}: photo ${count} of ${count}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  const sheet = page.getByRole('region', { name: 'Auction sheet' });
  await expect(sheet.getByRole('img', { name: `Auction sheet of ${title}` })).toBeVisible();
  await sheet.getByRole('button', { name: 'Translate' }).click();
  await expect(sheet.getByRole('img', { name: `Translated auction sheet of ${title}` })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Original' })).toBeVisible();

  // the translated sheet's TRANSLATED badge covers none of the sheet's writing (the lot line)
  const translated = (await sheet.getByRole('img', { name: `Translated auction sheet of ${title}` }).getAttribute('src'))!;
  await page.goto(translated);
  const covered = await page.evaluate(() => {
    const texts = [...document.querySelectorAll('text')];
    const badge = texts.find((text) => text.textContent === 'TRANSLATED')!.previousElementSibling!.getBoundingClientRect();
    return texts
      .filter((text) => text.textContent !== 'TRANSLATED')
      .filter((text) => {
        const box = text.getBoundingClientRect();
        return box.right > badge.left && box.left < badge.right && box.bottom > badge.top && box.top < badge.bottom;
      })
      .map((text) => text.textContent);
  });
  expect(covered).toEqual([]);
});

test('on a phone the bid sheet is named once, by its header', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await page.goto('/auth/login');
  await fillLogin(page, demo.client.email, demo.client.password);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await openLot(page, await lotHref(page));
  await page.getByRole('button', { name: 'Bid', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Bid' });
  await expect(sheet.getByRole('region', { name: 'Bid', exact: true })).toBeVisible();
  await expect(sheet.getByText('Bid', { exact: true }).filter({ visible: true })).toHaveCount(1);
});

test('the manager adds a note the client then sees', async ({ browser }) => {
  const manager = await signedInPage(browser, 'manager');
  const href = await lotHref(manager, 3);
  await openLot(manager, href);
  const note = `Check the rear bumper ${Date.now()}`;
  const box = manager.getByRole('region', { name: 'Manager note' });
  const edit = box.getByRole('button', { name: 'Edit the note' });
  if (await edit.isVisible()) await edit.click();
  else await box.getByRole('button', { name: 'Add note' }).click();
  await box.getByRole('textbox', { name: 'Manager note' }).fill(note);
  await box.getByRole('textbox', { name: 'Manager note' }).press('Enter');
  await expect(box.getByText(note)).toBeVisible();
  await expect(box.getByRole('button', { name: 'Edit the note' })).toBeVisible();

  const client = await signedInPage(browser, 'client');
  await client.goto(href);
  const seen = client.getByRole('region', { name: 'Manager note' });
  await expect(seen.getByText(note)).toBeVisible();
  await expect(seen.getByRole('button')).toHaveCount(0);
});

test('a share link opened in a fresh browser shows the lot with the right code and an error with a wrong one', async ({ browser }) => {
  const client = await signedInPage(browser, 'client');
  const title = await openLot(client, await lotHref(client, 1));
  await client.getByRole('button', { name: 'Share' }).click();
  const dialog = client.getByRole('dialog', { name: 'Share the lot' });
  const password = dialog.getByText(/^\d{6}$/);
  await expect(password).toBeVisible();
  const code = (await password.textContent())!;
  const link = (await dialog.getByText(/\/car-auctions\/share\//).textContent())!;

  const visitor = await (await browser.newContext()).newPage();
  const sessionCalls: string[] = [];
  visitor.on('request', (request) => {
    if (/\/api\/v1\/(user\/view-profile|auth\/update)/.test(request.url())) sessionCalls.push(request.url());
  });
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveTitle(new RegExp(`^${title} \\|`));
  const input = visitor.getByPlaceholder('Code');
  await input.fill(code === '000000' ? '111111' : '000000');
  await visitor.getByRole('button', { name: 'Show car' }).click();
  await expect(visitor.getByText('Wrong code')).toBeVisible();

  await input.fill(code);
  await visitor.getByRole('button', { name: 'Show car' }).click();
  await expect(lotHeader(visitor)).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Open photo 1 of/ })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Share' })).toHaveCount(0);

  // the month of production answers the visitor, whose code is their key
  await visitor.getByRole('button', { name: 'Show month of production' }).click();
  const month = visitor.getByRole('region', { name: 'Month of production' });
  await expect(month.getByText(/^Year\/month$|^No production data was found/)).toBeVisible();
  await expect(month.getByRole('alert')).toHaveCount(0);
  expect(sessionCalls).toEqual([]);
});
