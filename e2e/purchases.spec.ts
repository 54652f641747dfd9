import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** '¥1 500 000' or '+¥1 500 000' or '−¥20 000' → signed yen. */
const yen = (text: string): number => {
  const digits = Number(text.replace(/[^\d]/g, ''));
  return text.trim().startsWith('−') ? -digits : digits;
};

async function openInTransitPurchase(page: Page): Promise<string> {
  await page.goto('/purchases');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('menuitemcheckbox', { name: /^In transit/ }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/status=4/);
  const table = page.getByRole('table', { name: 'Purchases' });
  const statuses = table.locator('tbody tr td:nth-child(10)');
  await expect(statuses.first()).toHaveText('In transit');
  for (const text of await statuses.allTextContents()) expect(text).toBe('In transit');
  await table
    .getByRole('link', { name: /^Open purchase/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/purchases\/\d+$/);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

test.describe('purchases and payments', () => {
  test('the client filters purchases by status, opens one, sees its logistics and timeline, uploads a document and downloads it back', async ({
    page,
  }) => {
    await logIn(page, 'client');
    await openInTransitPurchase(page);

    const timeline = page.getByRole('list', { name: 'Shipping progress' });
    await expect(timeline.locator('[aria-current="step"]')).toContainText('In transit');
    await expect(timeline.getByRole('listitem')).toHaveCount(6);
    const logistics = page.getByRole('region', { name: 'Logistics' });
    await expect(logistics.getByText('Shipping line')).toBeVisible();
    await expect(logistics.getByText('Voyage')).toBeVisible();

    await page.getByLabel('Choose a file').setInputFiles({ name: 'invoice-e2e.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('invoice-e2e.pdf is uploaded.')).toBeVisible();
    const link = page.getByRole('link', { name: 'invoice-e2e.pdf' });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('invoice-e2e.pdf');
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).equals(PDF)).toBe(true);

    await page.getByLabel('Choose a file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Only PDF, JPEG, PNG, WebP, DOCX and XLSX files can be uploaded.')).toBeVisible();
  });

  test('the client downloads the photo archive of a purchase', async ({ page }) => {
    await logIn(page, 'client');
    await openInTransitPurchase(page);
    const photos = page.getByRole('region', { name: 'Photos' });
    const [download] = await Promise.all([page.waitForEvent('download'), photos.getByRole('button', { name: 'Download photos' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^lot-\w+-[a-z0-9-]+\.zip$/);
    const { readFileSync } = await import('node:fs');
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    await expect(photos.getByRole('button', { name: 'Download photos' })).toBeEnabled();
  });

  test('status badges keep their names on one line inside the badge', async ({ page }) => {
    await logIn(page, 'client');
    await page.goto('/purchases');
    const badges = page.getByRole('table', { name: 'Purchases' }).locator('tbody tr td:nth-child(10) .fui-Badge');
    await expect(badges.first()).toBeVisible();
    const spilled = await badges.evaluateAll((all) =>
      all.filter((badge) => badge.scrollHeight > badge.clientHeight + 1).map((badge) => badge.textContent),
    );
    expect(spilled).toEqual([]);
  });

  test('another client cannot open the first client’s purchase', async ({ browser }) => {
    const first = await browser.newPage();
    await logIn(first, 'client');
    const id = await openInTransitPurchase(first);
    await first.close();

    const other = await browser.newPage();
    await logIn(other, 'restricted');
    await other.goto(`/purchases/${id}`);
    await expect(other.getByRole('alert')).toHaveText('This purchase does not exist or is not yours.');
    const answer = await other.request.get(`/api/v1/purchased-cars/view?id=${id}`);
    expect(answer.status()).toBe(404);
    await other.close();
  });

  test('payments filter by type and the totals match the records', async ({ page }) => {
    await logIn(page, 'client');
    await page.goto('/payments');
    await page.getByRole('button', { name: 'Show 20' }).click();
    await page.getByRole('menuitemradio', { name: 'Show 70' }).click();
    const table = page.getByRole('table', { name: 'Payments' });
    await expect(table.locator('tbody tr').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Remittances' }).click();
    await expect(page).toHaveURL(/type=remittance/);
    await expect(table.locator('tbody tr td:nth-child(2)').first()).toHaveText('Remittance');
    const types = await table.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(types)).toEqual(new Set(['Remittance']));

    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toBeVisible();
    const amounts = (await table.locator('tbody tr td:nth-child(4)').allTextContents()).map(yen);
    const received = yen((await totals.locator('dd').nth(1).textContent()) ?? '');
    const spent = yen((await totals.locator('dd').nth(2).textContent()) ?? '');
    expect(received).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
    expect(spent).toBe(0);

    const profile = await (await page.request.get('/api/v1/user/view-profile')).json();
    expect(yen((await totals.locator('dd').nth(0).textContent()) ?? '')).toBe(profile.balanceInfo.balance);
  });

  test('the dashboard shows the client’s active bids and links to them', async ({ page }) => {
    await logIn(page, 'client');
    await page.goto('/dashboard');
    const bids = page.getByRole('region', { name: 'My bids' });
    await expect(bids.getByText(/\d+ active bids?/)).toBeVisible();
    const lotLinks = bids.getByRole('list', { name: 'Latest active bids' }).getByRole('link');
    await expect(lotLinks.first()).toHaveAttribute('href', /^\/car-auctions\/\d+$/);
    // the whole lot name (lot number, auction) is shown, not cut short
    const cut = await lotLinks.evaluateAll((links) =>
      links.filter((link) => link.scrollWidth > link.clientWidth + 1).map((link) => link.textContent),
    );
    expect(cut).toEqual([]);
    await bids.getByRole('link', { name: 'All my bids' }).click();
    await expect(page).toHaveURL(/\/bids$/);
  });
});
