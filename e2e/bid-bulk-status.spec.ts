import { expect, test, type Page } from '@playwright/test';
import { logIn, openBidManager } from './support';

// Bulk status changes in the bid manager (issue #20 item 5): the manager picks rows, changes their
// status once for all, sees the row the API refuses reported while the others keep the change, and
// undoes the batch. The statuses are put back through the API afterwards, so the shared database looks
// to other specs as it did.

const STATUS_NAMES = ['New', 'Bid', "Don't bid", 'Cancel', 'Finished', 'Win'] as const;

interface ListedBid {
  bidId: number;
  lotNo: string;
  bidStatus: number;
  archived: boolean;
}

const box = (page: Page, lotNo: string) => page.getByRole('checkbox', { name: `Select the bid on lot ${lotNo}`, exact: true });
const statusLabel = (page: Page, lotNo: string) =>
  page
    .getByRole('row')
    .filter({ has: box(page, lotNo) })
    .getByTestId('bid-status');
const selectedCount = (page: Page) => page.getByRole('status').filter({ hasText: /selected$/ });

/** The bid manager with every live bid listed, and its first page's bids as the API lists them. */
async function openBidManagerRows(page: Page): Promise<ListedBid[]> {
  await openBidManager(page, () => page.goto('/bid-manager'));
  const res = await page.request.get('/api/v1/bid/index');
  expect(res.ok()).toBe(true);
  const { cars } = (await res.json()) as { cars: ListedBid[] };
  // a lot with two bids on the page has two boxes of the same name
  return cars.filter((bid) => !bid.archived && cars.filter((other) => other.lotNo === bid.lotNo).length === 1);
}

async function putStatusesBack(page: Page, bids: readonly ListedBid[]) {
  for (const bid of bids) {
    const res = await page.request.put('/api/v1/bid/update-bid-status', { data: { bidId: bid.bidId, status: bid.bidStatus } });
    expect(res.ok()).toBe(true);
  }
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'manager');
});

test('the manager changes three bids at once, sees the refused one reported, and undoes the batch', async ({ page }) => {
  const bids = await openBidManagerRows(page);
  // not the first open bid: bid-management.spec.ts, which may run meanwhile, changes that one
  const open = bids.filter((bid) => bid.bidStatus === 1 || bid.bidStatus === 2).slice(1, 3);
  // the reference API keeps the statuses 4–6 of a live bid (docs/api.md: 409 BidNotChangeable)
  const closed = bids.find((bid) => bid.bidStatus >= 4 && bid.bidStatus <= 6);
  expect(open).toHaveLength(2);
  expect(closed).toBeDefined();
  const picked = [...open, closed!];
  try {
    for (const bid of picked) {
      await box(page, bid.lotNo).click();
      await expect(box(page, bid.lotNo)).toBeChecked();
    }
    await expect(selectedCount(page)).toHaveText('3 bids selected');

    // the confirmation's code is asked for while the menu is open, so choosing a status shows it at once
    const dialogCode = page.waitForRequest(/\/ConfirmDialogSurface-[A-Z0-9]+\.js$/);
    await page.getByRole('button', { name: 'Change status' }).click();
    await dialogCode;
    await page.getByRole('menuitem', { name: "Don't bid" }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText("Change the status of 3 bids to “Don't bid”?");
    await dialog.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByText("“Don't bid” is set on 2 of 3 bids.")).toBeVisible();
    await expect(page.getByText('1 bid was not changed:')).toBeVisible();
    await expect(page.getByText(`Lot ${closed!.lotNo}: The status of this bid can no longer be changed`)).toBeVisible();
    for (const bid of open) await expect(statusLabel(page, bid.lotNo)).toHaveText("Don't bid");
    await expect(statusLabel(page, closed!.lotNo)).toHaveText(STATUS_NAMES[closed!.bidStatus - 1]!);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('The last change is undone on 2 of 2 bids.')).toBeVisible();
    for (const bid of open) await expect(statusLabel(page, bid.lotNo)).toHaveText(STATUS_NAMES[bid.bidStatus - 1]!);
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);

    // what the server holds after a reload
    await openBidManagerRows(page);
    for (const bid of picked) await expect(statusLabel(page, bid.lotNo)).toHaveText(STATUS_NAMES[bid.bidStatus - 1]!);
  } finally {
    // the refused bid never changed (nor could it be put back: 409)
    await putStatusesBack(page, open);
  }
});

test('shift-click picks a range, the header box the page, and the keyboard does both', async ({ page }) => {
  await openBidManagerRows(page);
  // the table draws only the rows near the window: the header box picks the whole page
  const pageSize = 20;
  const boxes = page.getByRole('checkbox', { name: /^Select the bid on lot / });
  await boxes.nth(1).click();
  await boxes.nth(4).click({ modifiers: ['Shift'] });
  await expect(selectedCount(page)).toHaveText('4 bids selected');
  for (const index of [1, 2, 3, 4]) await expect(boxes.nth(index)).toBeChecked();
  await expect(boxes.nth(0)).not.toBeChecked();

  const all = page.getByRole('checkbox', { name: 'Select all bids on this page' });
  await all.click();
  await expect(selectedCount(page)).toHaveText(`${pageSize} bids selected`);
  await all.press('Space');
  await expect(selectedCount(page)).toHaveText('No bids selected');

  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await boxes.nth(2).focus();
  await page.keyboard.press('Shift+Space');
  await expect(selectedCount(page)).toHaveText('3 bids selected');
  await page.screenshot({ path: test.info().outputPath('bid-manager-selection.png') });
});
