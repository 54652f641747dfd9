// Bid with confidence (issue #19 items 1 and 3), under both brands: a client opens a lot, sees what
// comparable lots sold for, types an amount and sees its place among the sold prices (the lot page's
// guide, the bid form's and the confirm dialog's), follows the link to exactly those sales in the
// statistics; a vehicle offered before shows its badge on the listing row and the lot page, and its history.
import { expect, test, type Page } from '@playwright/test';
import type { PriceGuideResponse } from '../schemas/api/price-guide';
import { placeAmong } from '../shared/price-guide/sold-prices';
import { PORTS } from '../playwright.config';
import { logIn } from './support';

interface ListedLot {
  id: string;
  lotNo: string;
  offeredBefore?: number;
}

interface LotBidInfo {
  bidInfo: { acceptBid: boolean; myBid: boolean; startPrice: number | null; bidLimitReached: boolean };
}

const listed = async (page: Page, query: string): Promise<ListedLot[]> => {
  const res = await page.request.get(`/api/v1/car-auction/listing?pageSize=70&${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { carsList: ListedLot[] }).carsList;
};

/** An upcoming car lot that takes bids and whose guide found a few sales, with its start price and guide. */
async function guidedLot(page: Page): Promise<{ id: string; startPrice: number; guide: PriceGuideResponse }> {
  for (const pageNumber of [1, 2, 3]) {
    for (const lot of await listed(page, `status=4532&page=${pageNumber}`)) {
      const detail = (await (await page.request.get(`/api/v1/car-auction/view?id=${lot.id}`)).json()) as LotBidInfo;
      const { bidInfo } = detail;
      if (!bidInfo.acceptBid || bidInfo.myBid || bidInfo.bidLimitReached || !bidInfo.startPrice) continue;
      const guide = (await (await page.request.get(`/api/v1/car-auction/price-guide?id=${lot.id}`)).json()) as PriceGuideResponse;
      if (guide.count >= 3) return { id: lot.id, startPrice: bidInfo.startPrice, guide };
    }
  }
  throw new Error('no biddable car lot with comparable sales in the first pages of upcoming lots');
}

/** The place wording the pages should show for an amount. */
function placeText(prices: readonly number[], amount: number): string {
  const place = placeAmong(prices, amount);
  if (place?.kind === 'belowAll') return 'Your bid is below every comparable sale';
  if (place?.kind === 'aboveAll') return 'Your bid is above every comparable sale';
  return `Your bid is above ${place?.percent}% of comparable sales`;
}

const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const bidPanel = (page: Page) => page.getByRole('region', { name: 'Bid', exact: true });

for (const [brand, port] of [
  ['Seri', PORTS.embedded],
  ['Kaido Motors', PORTS.branded],
] as const) {
  test.describe(brand, () => {
    test.use({ baseURL: `http://127.0.0.1:${port}` });

    test('a client sees the price guide of a lot and where the amount they type stands among the sold prices', async ({
      page,
      context,
    }) => {
      await logIn(page, 'client');
      const { id, startPrice, guide } = await guidedLot(page);
      await page.goto(`/car-auctions/${id}`);

      const section = page
        .getByRole('region', { name: 'Price guide' })
        .filter({ has: page.getByRole('link', { name: /in the statistics/ }) });
      await expect(section.getByText(new RegExp(`^${guide.count} comparable sales, `))).toBeVisible();
      await expect(section.getByRole('img', { name: /^Sold prices of comparable lots/ })).toHaveAccessibleName(
        new RegExp(`Start price ¥${groupDigits(startPrice)}\\.`),
      );
      const formGuide = bidPanel(page).getByRole('region', { name: 'Price guide in brief' });
      await expect(formGuide.getByText(new RegExp(`^${guide.count} comparable sales, median`))).toBeVisible();

      const amount = Math.ceil(Math.max(startPrice, guide.prices?.median ?? 0) / 5000) * 5000;
      await bidPanel(page)
        .getByRole('textbox', { name: /Your bid/ })
        .fill(String(amount));
      const place = placeText(guide.soldPrices, amount);
      await expect(formGuide.getByText(place)).toBeVisible();
      await expect(formGuide.getByRole('img')).toHaveAccessibleName(new RegExp(`Your bid ¥${groupDigits(amount)}\\.$`));
      await expect(section.getByText(place)).toBeVisible();

      await bidPanel(page).getByRole('button', { name: 'Place bid' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm the bid' });
      await expect(dialog.getByText(place)).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();

      // the link lists exactly the comparable sales, with the filters a user could set by hand
      const [statistics] = await Promise.all([
        context.waitForEvent('page'),
        section.getByRole('link', { name: /in the statistics/ }).click(),
      ]);
      await statistics.waitForLoadState();
      const url = new URL(statistics.url());
      expect(url.pathname).toBe('/car-statistics');
      expect(Object.fromEntries(url.searchParams)).toEqual(guide.query);
      await expect(statistics.getByText(new RegExp(`^${guide.count} lots$`))).toBeVisible();
    });

    test('a vehicle offered before shows its badge on the listing row and the lot page, and its auction history', async ({ page }) => {
      await logIn(page, 'client');
      const offeredAgain = (await listed(page, 'page=1')).concat(await listed(page, 'page=2')).find((lot) => (lot.offeredBefore ?? 0) > 0);
      if (!offeredAgain) throw new Error('no car lot offered before in the first listing pages');
      const times = offeredAgain.offeredBefore ?? 0;
      const badge = times === 1 ? 'Offered once before' : `Offered ${times} times before`;

      await page.goto(`/car-auctions?search=lot_no-${offeredAgain.lotNo}`);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: new RegExp(`^Lot ${offeredAgain.lotNo}:`) }) })
        .first();
      await expect(row.getByText(badge)).toBeVisible();

      await page.goto(`/car-auctions/${offeredAgain.id}`);
      await expect(page.getByRole('region', { name: /^Lot / }).getByText(badge)).toBeVisible();
      const history = page.getByRole('region', { name: 'Auction history of this vehicle' });
      await expect(history.getByRole('row')).toHaveCount(times + 1);
      await expect(history.getByRole('columnheader')).toHaveText(['Lot', 'Date', 'Auction', 'Grade', 'Mileage', 'Start price', 'Result']);
    });
  });
}
