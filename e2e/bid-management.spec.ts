import { expect, test, type Locator, type Page } from '@playwright/test';
import { logIn, openBidManager, statusGroups } from './support';

// The manager changes bids from the bid manager table. Every test puts the bid back through the API
// afterwards, so the shared database looks to other specs as it did.

const STATUS_NAMES = ['New', 'Bid', "Don't bid", 'Cancel', 'Finished', 'Win'] as const;

interface StatusRow {
  lotNo: string;
  buttons: Locator;
  label: Locator;
  bidId: number;
  status: number;
}

/** The status controls of lot `lotNo`: its button group and its label. */
function statusOf(page: Page, lotNo: string): { buttons: Locator; label: Locator } {
  const buttons = page.getByRole('group', { name: `Status of the bid on lot ${lotNo}` });
  return { buttons, label: buttons.locator('xpath=..').getByTestId('bid-status') };
}

interface ListedBid {
  bidId: number;
  lotNo: string;
  bidStatus: number;
  archived: boolean;
}

/** The first row of the bid manager whose status is one of `statuses`, with its bid id from the API. */
async function firstRowIn(page: Page, statuses: readonly number[]): Promise<StatusRow> {
  await openBidManager(page, () => page.goto('/bid-manager'));
  const names = statuses.map((status) => STATUS_NAMES[status - 1]);
  for (const group of await statusGroups(page).all()) {
    const lotNo = (await group.getAttribute('aria-label'))!.replace('Status of the bid on lot ', '');
    const { buttons, label } = statusOf(page, lotNo);
    const status = STATUS_NAMES.indexOf((await label.textContent()) as (typeof STATUS_NAMES)[number]) + 1;
    if (!names.includes(STATUS_NAMES[status - 1])) continue;
    const res = await page.request.get(`/api/v1/bid/index?lotNo=${lotNo}`);
    const { cars } = (await res.json()) as { cars: ListedBid[] };
    const bid = cars.find((car) => car.lotNo === lotNo && car.bidStatus === status && !car.archived);
    if (bid) return { lotNo, buttons, label, bidId: bid.bidId, status };
  }
  throw new Error(`no bid in statuses ${statuses.join(', ')} on the first page`);
}

/** Opens the edit dialog of lot `lotNo`, accepting the last-hour warning when the auction is that close. */
async function openEditDialog(page: Page, lotNo: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit the bid on lot ${lotNo}` }).click();
  const warning = page.getByRole('dialog', { name: 'Less than an hour left' });
  const dialog = page.getByRole('dialog', { name: `Bid on lot ${lotNo}` });
  await expect(warning.or(dialog)).toBeVisible();
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

async function putStatusBack(page: Page, bidId: number, status: number) {
  const res = await page.request.put('/api/v1/bid/update-bid-status', { data: { bidId, status } });
  expect(res.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'manager');
});

test('the manager changes a bid’s status through the confirmation and it stays after a reload', async ({ page }) => {
  const row = await firstRowIn(page, [1, 2]);
  const target = row.status === 1 ? 2 : 1;
  const targetName = STATUS_NAMES[target - 1]!;
  try {
    await row.buttons.getByRole('button', { name: targetName, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`lot ${row.lotNo}`);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.label).toHaveText(targetName);

    await openBidManager(page, () => page.reload());
    const after = statusOf(page, row.lotNo);
    await expect(after.label).toHaveText(targetName);
    await expect(after.buttons.getByRole('button', { name: targetName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await putStatusBack(page, row.bidId, row.status);
  }
});

test('a status change the API refuses rolls back', async ({ page }) => {
  const row = await firstRowIn(page, [1, 2]);
  const before = STATUS_NAMES[row.status - 1]!;
  await page.route('**/api/v1/bid/update-bid-status', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Internal server error' }),
    }),
  );
  const refused = page.waitForResponse((response) => response.url().includes('/bid/update-bid-status'));
  await row.buttons.getByRole('button', { name: 'Finished', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  expect((await refused).status()).toBe(500);
  await expect(row.label).toHaveText(before);
  await expect(row.buttons.getByRole('button', { name: before, exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('the manager edits a bid’s price', async ({ page }) => {
  const row = await firstRowIn(page, [1, 2, 6]);
  const dialog = await openEditDialog(page, row.lotNo);
  const price = dialog.getByRole('textbox', { name: 'Bid price, ¥' });
  const before = Number((await price.inputValue()).replace(/\D/g, ''));
  const raised = before + 5000;
  try {
    await price.fill(String(raised));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await openBidManager(page, () => page.reload());
    const again = await openEditDialog(page, row.lotNo);
    await expect(again.getByRole('textbox', { name: 'Bid price, ¥' })).toHaveValue(raised.toLocaleString('en').replace(/,/g, ' '));
    await again.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    const res = await page.request.put('/api/v1/bid/update-bid-price', { data: { amount: before, jasId: row.bidId } });
    expect(res.ok()).toBe(true);
  }
});

test('on a 1400 px screen the six status buttons sit two to a line and the lot column keeps its width', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await openBidManager(page, () => page.goto('/bid-manager'));
  const group = statusGroups(page).first();
  // two to a line, so that the table fits a 1440 px screen with the sidebar open (issue #15)
  const lines = await group
    .getByRole('button')
    .evaluateAll((buttons) => new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top))).size);
  expect(lines).toBe(3);
  // the lot column keeps its schema width: the photo-download icon no longer holds it at 200 px
  const lotHeader = (await page.getByRole('columnheader', { name: /^Lot/ }).boundingBox())!;
  expect(lotHeader.width).toBeLessThan(190);
});
