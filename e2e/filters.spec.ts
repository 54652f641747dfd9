import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const lotsTable = (page: Page) => page.getByRole('table', { name: 'Lots' });
const query = (page: Page) => new URL(page.url()).searchParams;

interface Row {
  /** the lot link's name: "Lot <number>: <maker> <model>" */
  title: string;
  year: string;
  /** the auction date and time, as the row's <time> element carries it */
  auction: string;
}

/** Every row of the listed page, scrolling so the virtualized table renders each of them. */
async function allRows(page: Page): Promise<Row[]> {
  const headers = await lotsTable(page).getByRole('columnheader').allTextContents();
  const yearColumn = headers.indexOf('Year');
  expect(yearColumn).toBeGreaterThanOrEqual(0);
  // read at each step: an answer that arrives during the scroll changes it (the caller reads the rows again)
  const rowCount = async () => Number(await lotsTable(page).getAttribute('aria-rowcount')) - 1;
  const rows = new Map<number, Row>();
  for (let y = 0; rows.size < (await rowCount()); y += 300) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const shown = await lotsTable(page)
      .locator('tbody tr[aria-rowindex]')
      .evaluateAll(
        (trs, column) =>
          trs.map((tr) => ({
            index: Number(tr.getAttribute('aria-rowindex')),
            title: tr.querySelector('a[aria-label]')?.getAttribute('aria-label') ?? '',
            year: tr.children[column]?.textContent ?? '',
            auction: tr.querySelector('time')?.getAttribute('datetime') ?? '',
          })),
        yearColumn,
      );
    shown.forEach(({ index, ...row }) => rows.set(index, row));
    expect(y).toBeLessThan(100_000);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return [...rows.values()];
}

/** Waits until the listing shows lots for the URL's filters (not the previous page still fading out). */
async function settledRows(page: Page, matches: (row: Row) => boolean): Promise<Row[]> {
  let rows: Row[] = [];
  await expect
    .poll(async () => {
      await expect(lotsTable(page)).toHaveAttribute('aria-busy', 'false');
      rows = await allRows(page);
      return rows.length > 0 && rows.every(matches);
    })
    .toBe(true);
  return rows;
}

test.beforeEach(async ({ page }) => {
  await logIn(page, 'client');
});

test('filters cars by maker, model and a year range; the URL keeps them through reload, back and forward', async ({ page }) => {
  await page.goto('/car-auctions');
  await expect(lotsTable(page)).toBeVisible();

  await page.getByRole('combobox', { name: 'Maker' }).click();
  await page.getByRole('option', { name: /^Toyota\b/ }).click();
  await expect.poll(() => query(page).get('maker')).toMatch(/^\d+$/);

  const model = page.getByRole('combobox', { name: 'Model' });
  await model.click();
  await page.getByRole('menuitemcheckbox', { name: /^Prius\b/ }).click();
  await model.press('Escape');
  await expect.poll(() => query(page).get('model')).toMatch(/^\d+$/);

  // Enter applies each side at once: one history entry per side
  await page.getByRole('textbox', { name: 'Year from' }).fill('2012');
  await page.getByRole('textbox', { name: 'Year from' }).press('Enter');
  await expect.poll(() => query(page).get('year')).toBe('2012,0');
  await page.getByRole('textbox', { name: 'Year to' }).fill('2020');
  await page.getByRole('textbox', { name: 'Year to' }).press('Enter');
  await expect.poll(() => query(page).get('year')).toBe('2012,2020');
  expect(query(page).get('page')).toBeNull();

  const inRange = (row: Row) => /: Toyota Prius$/.test(row.title) && Number(row.year) >= 2012 && Number(row.year) <= 2020;
  await settledRows(page, inRange);
  const tags = page.getByRole('list', { name: 'Applied filters' });
  await expect(tags.getByRole('listitem')).toHaveText(['Maker: Toyota', 'Model: Prius', 'Year: 2012–2020']);
  const filtered = page.url();

  await page.reload();
  expect(page.url()).toBe(filtered);
  await expect(page.getByRole('combobox', { name: 'Maker' })).toHaveValue('Toyota');
  await expect(page.getByRole('textbox', { name: 'Year from' })).toHaveValue('2012');
  await settledRows(page, inRange);

  await page.goBack();
  await expect.poll(() => query(page).get('year')).toBe('2012,0');
  await expect(page.getByRole('textbox', { name: 'Year from' })).toHaveValue('2012');
  await expect(page.getByRole('textbox', { name: 'Year to' })).toHaveValue('');
  await settledRows(page, (row) => /: Toyota Prius$/.test(row.title) && Number(row.year) >= 2012);

  await page.goForward();
  await expect.poll(() => page.url()).toBe(filtered);
  await expect(page.getByRole('textbox', { name: 'Year to' })).toHaveValue('2020');
  await settledRows(page, inRange);
});

test('a day button filters the listing to that day’s auctions', async ({ page }) => {
  await page.goto('/car-auctions');
  const days = page.getByRole('group', { name: 'Auction days' });
  const day = days.getByRole('button', { disabled: false }).first();
  const dayName = (await day.textContent())!;

  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => query(page).get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const date = query(page).get('date')!;

  await settledRows(page, (row) => row.auction.startsWith(date));
  await expect(page.getByRole('list', { name: 'Applied filters' }).getByRole('listitem')).toHaveText([dayName]);
});

test('the filter panel’s Russian placeholders fit their inputs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => localStorage.setItem('language', '693'));
  await page.goto('/car-auctions');
  await expect(page.getByRole('heading', { level: 1, name: 'Автомобили' })).toBeVisible();
  // the filters call has answered: the year range shows its bounds
  await expect(page.getByRole('textbox', { name: 'Год от' })).toHaveAttribute('placeholder', /^\d{4}$/);
  const cut = await page.locator('input[placeholder]:visible').evaluateAll((inputs) =>
    (inputs as HTMLInputElement[]).flatMap((input) => {
      const style = getComputedStyle(input);
      const measure = document.createElement('canvas').getContext('2d')!;
      measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return measure.measureText(input.placeholder).width > room ? [input.placeholder] : [];
    }),
  );
  expect(cut).toEqual([]);
});
