import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

// The CSV export (issue #20 item 2) in a real browser: a bid table on a status tab and a listing in
// Russian download as UTF-8 files with a BOM, headings in the reader's language, the rows the list
// call has (its filters), auction times as Japan wall time (the browser runs in Berlin), yen and km as
// bare numbers. The browser's save dialog is taken away so the file comes as a download.

const BOM = [0xef, 0xbb, 0xbf];

interface ListAnswer {
  pageInfo: { totalSearchResults: number };
}

async function apiTotal(page: Page, path: string): Promise<number> {
  const res = await page.request.get(`/api/v1${path}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as ListAnswer).pageInfo.totalSearchResults;
}

/** Clicks the export button and reads the file it downloads: its bytes and its lines as cells. */
async function exportCsv(page: Page, button: string) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await readFile((await (await download).path())!);
  const lines = file.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  return { file, name: (await download).suggestedFilename(), lines, rows: lines.slice(1).map(cells) };
}

/** One line's cells (RFC 4180 quoting). */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell]) =>
    cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!,
  );
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'showSaveFilePicker'));
});

test('My Bids on a status tab: the tab’s bids as a UTF-8 file with a BOM, English headings, Japan times', async ({ page }) => {
  await logIn(page, 'client');
  await page.goto('/bids');
  await page.getByRole('tab', { name: /^Under review \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/bidStatus=1/);
  const rows = page.getByRole('table', { name: 'My Bids' }).locator('tbody tr[aria-rowindex]');
  await expect(rows.first()).toBeVisible();
  const total = await apiTotal(page, '/bid/my-bid?bidStatus=1&pageSize=20');
  const first = (await (await page.request.get('/api/v1/bid/my-bid?bidStatus=1&pageSize=20')).json()) as {
    cars: Array<{ lotNo: string; auctionDate: string }>;
  };

  const csv = await exportCsv(page, 'Export CSV');
  expect([...csv.file.subarray(0, 3)]).toEqual(BOM);
  expect(csv.name).toMatch(/^bids-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(cells(csv.lines[0]!).slice(0, 4)).toEqual(['Lot', 'Vehicle', 'Year', 'Mileage']);
  expect(csv.rows).toHaveLength(total);
  await expect(page.getByText(`Exported ${total} rows`)).toBeVisible();

  // the lot column: the lot number, its auction's Japan time as the API writes it, the auction
  const lot = csv.rows.find((row) => row[0]!.startsWith(`${first.cars[0]!.lotNo} /`))!;
  expect(lot[0]).toContain(` / ${first.cars[0]!.auctionDate.slice(0, 16)} / `);
  for (const row of csv.rows) expect(row[0]).toMatch(/^\S+ \/ \d{4}-\d{2}-\d{2} \d{2}:\d{2} \/ /);
});

test('a listing in Russian: every lot of the list call, Russian headings, km as numbers', async ({ page }) => {
  await logIn(page, 'manager');
  await page.evaluate(() => localStorage.setItem('language', '693'));
  await page.goto('/car-auctions');
  await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
  const total = await apiTotal(page, '/car-auction/listing?pageSize=20');

  const csv = await exportCsv(page, 'Экспорт в CSV');
  expect([...csv.file.subarray(0, 3)]).toEqual(BOM);
  const headings = cells(csv.lines[0]!);
  expect(headings).toEqual(expect.arrayContaining(['Лот', 'Дата / Аукцион', 'Год', 'Пробег']));
  expect(csv.rows).toHaveLength(total);
  await expect(page.getByText(`Выгружено строк: ${total.toLocaleString('ru').replace(/\s/g, ' ')}`)).toBeVisible();

  const at = (name: string) => headings.indexOf(name);
  for (const row of csv.rows.slice(0, 200)) {
    expect(row[at('Дата / Аукцион')]).toMatch(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2})?( \/ .+)?$/);
    expect(row[at('Пробег')]).toMatch(/^(\d+)?$/);
    expect(row[at('Год')]).toMatch(/^\d{4}$/);
  }
});
