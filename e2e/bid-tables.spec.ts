import { expect, test, type Page } from '@playwright/test';
import { logIn, openBidManager } from './support';

// The bid tables against the seeded reference API: each role opens its page and sees its bids; the
// dealer's mine / clients tabs hold the right rows; a status tab and its second click; the archive.

const bidRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr[aria-rowindex]');

interface ListAnswer {
  cars: Array<{ lotNo: string; user: { name: string } | null }>;
  pageInfo: { totalSearchResults: number };
}

async function apiList(page: Page, path: string): Promise<ListAnswer> {
  const res = await page.request.get(`/api/v1${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as ListAnswer;
}

test('the client sees their bids on My Bids, without a page-size menu, and a status tab narrows them', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/bids');
  const rows = bidRows(page, 'My Bids');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show \d+$/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /^Archive/ })).toHaveCount(0);
  const underReview = page.getByRole('tab', { name: /^Under review \(\d+\)$/ });
  await underReview.click();
  await expect(page).toHaveURL(/bidStatus=1/);
  await expect(rows.first().getByTestId('bid-status')).toHaveText('Under review');
  await underReview.click();
  await expect(page).not.toHaveURL(/bidStatus=/);
});

test('the manager sees every live bid with bidders, and an all-dates view when today has none', async ({ page }) => {
  await logIn(page, 'manager');
  await page.goto('/bid-manager');
  // bidsTodayDefault opens on today's auctions; removing the date tag shows every live bid
  const dateTag = page.getByRole('button', { name: /^Remove Auction date/ });
  await expect(dateTag).toBeVisible();
  await dateTag.click();
  const rows = bidRows(page, 'Bid Manager');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Archive \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show 20' })).toBeVisible();
});

test('the dealer sees their own bids under Mine and their clients’ under Clients', async ({ page }) => {
  await logIn(page, 'dealer');
  const mine = await apiList(page, '/bid/dealer?bidType=mine&pageSize=70');
  const clients = await apiList(page, '/bid/dealer?bidType=clients&pageSize=70');
  await page.goto('/dealer-bids');
  const rows = bidRows(page, 'My Bids');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('tab', { name: 'Mine' }).click();
  await expect(page).toHaveURL(/bidType=mine/);
  await expect(rows).toHaveCount(Math.min(20, mine.pageInfo.totalSearchResults));
  await expect(rows.first().getByRole('link', { name: new RegExp(`^Open lot ${mine.cars[0]!.lotNo},`) })).toBeVisible();

  await page.getByRole('tab', { name: 'Clients' }).click();
  await expect(page).toHaveURL(/bidType=clients/);
  await expect(rows).toHaveCount(Math.min(20, clients.pageInfo.totalSearchResults));
  const clientName = clients.cars[0]!.user!.name;
  await expect(rows.first()).toContainText(clients.cars[0]!.lotNo);
  expect(clientName).toBeTruthy();
});

test('the archive lists bids whose auction day has passed, linked to statistics pages', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/archive-bids');
  const rows = bidRows(page, 'Archive Bids');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('link', { name: /^Open lot/ })).toHaveAttribute('href', /^\/car-statistics\//);
});

test('on a 1440 px screen the client’s bid table fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'client');
  await page.goto('/bids');
  const table = page.getByRole('table', { name: 'My Bids' });
  await expect(bidRows(page, 'My Bids').first()).toBeVisible();
  const [tableWidth, boxWidth] = await table.evaluate((element) => [element.scrollWidth, element.parentElement!.clientWidth]);
  expect(tableWidth).toBeLessThanOrEqual(boxWidth);
});

test('scrolling the bid manager draws rows without moving those drawn, so a row stays where it was clicked', async ({ page }) => {
  await logIn(page, 'manager');
  await openBidManager(page, () => page.goto('/bid-manager'));
  const table = page.getByRole('table', { name: 'Bid Manager' });
  // the rows drawn first have settled the columns
  await expect(table).toHaveCSS('table-layout', 'fixed');
  const layout = () =>
    table.evaluate((element: HTMLTableElement) => ({
      widths: [...element.tHead!.rows[0]!.cells].map((cell) => Math.round(cell.getBoundingClientRect().width)),
      heights: Object.fromEntries(
        [...element.tBodies[0]!.rows]
          .filter((row) => row.dataset.index)
          .map((row) => [row.dataset.index!, Math.round(row.getBoundingClientRect().height)]),
      ),
    }));
  const first = await layout();
  const heights: Record<string, number> = { ...first.heights };
  // rows drawn as the page goes down (and those dropped above) leave the others as they were: a row
  // whose amount or name does not fit may widen its own column, never narrow another
  const end = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < end; top += 400) {
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await layout();
    now.widths.forEach((width, index) => expect(width).toBeGreaterThanOrEqual(first.widths[index]!));
    for (const [index, height] of Object.entries(now.heights))
      expect({ index, height }).toEqual({ index, height: heights[index] ?? height });
    Object.assign(heights, now.heights);
  }
  expect(Object.keys(heights).length).toBeGreaterThan(Object.keys(first.heights).length);
});
