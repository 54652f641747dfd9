// The price guide inside the bid form and its confirm dialog (issue #19 item 1), in English and Russian:
// the strip of comparable sales with the amount marked as it is typed, and where it stands among them.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BidInfo } from '../../../../schemas/api/bid-info';
import type { PriceGuideResponse } from '../../../../schemas/api/price-guide';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import stock from '../../../../schemas/page-types/stock.json';
import { summarise } from '../../../../shared/price-guide/sold-prices';
import { BidPanel } from '../../../../src/features/bidding/BidPanel';
import { setLocale } from '../../../../src/stores/preferences';
import { carSchema, renderEngine } from '../../engine/harness';
import { mockFetch, type ApiRoutes } from '../../fetch-mock';
import { profile, signedIn } from '../../fixtures';
import { bidInfo } from '../lot-detail/lot-fixtures';

const SOLD = [500_000, 550_000, 600_000, 620_000, 650_000, 700_000, 720_000, 800_000, 850_000, 900_000];

const guide: PriceGuideResponse = {
  success: true,
  statistics: 'stats',
  wanted: 8,
  count: SOLD.length,
  widened: [],
  criteria: { modelCode: 'ZVW30', yearFrom: 2014, yearTo: 2016, mileageFrom: 68_000, mileageTo: 102_000, grades: ['4'] },
  period: { from: '2026-08-24', to: '2026-11-20' },
  prices: summarise(SOLD),
  soldPrices: SOLD,
  query: { maker: '1', model: '7' },
};

function renderPanel(
  info: BidInfo,
  {
    schema = carSchema,
    routes = {},
    flags = {},
  }: { schema?: PageTypeSchema; routes?: ApiRoutes; flags?: Parameters<typeof profile>[1] } = {},
) {
  const user = profile({}, { creditLimitCheck: false, managerBidForClient: false, ...flags });
  const fetch = mockFetch({ ...signedIn(user), [`GET /${schema.apiPageType}/price-guide`]: { body: guide }, ...routes });
  return {
    fetch,
    ...renderEngine(<BidPanel schema={schema} lotId="41" lotLabel="Lot 12345, Toyota Prius" auctionName="USS Tokyo" bidInfo={info} />),
  };
}

describe('the price guide in the bid form', () => {
  it('marks the typed amount among the comparable sales and says where it stands, then again in the confirm dialog', async () => {
    const { user, fetch } = renderPanel(bidInfo({ startPrice: 450_000 }));
    const guideBox = await screen.findByRole('region', { name: 'Price guide in brief' });
    expect(within(guideBox).getByText('10 comparable sales, median ¥675 000')).toBeInTheDocument();
    const strip = within(guideBox).getByRole('img', { name: /^Sold prices of comparable lots/ });
    expect(strip).toHaveAccessibleName(expect.stringContaining('Start price ¥450 000.'));
    expect(fetch.callsTo('GET /car-auction/price-guide')[0]?.query.get('id')).toBe('41');

    const amount = screen.getByRole('textbox', { name: /your bid/i });
    await user.type(amount, '460000');
    expect(within(guideBox).getByText('Your bid is below every comparable sale')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '760000');
    expect(within(guideBox).getByText('Your bid is above 70% of comparable sales')).toBeInTheDocument();
    expect(strip).toHaveAccessibleName(expect.stringContaining('Your bid ¥760 000.'));

    await user.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
    expect(within(dialog).getByText('Your bid is above 70% of comparable sales')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: /Your bid ¥760 000\.$/ })).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    const { user } = renderPanel(bidInfo({ startPrice: 450_000 }));
    const guideBox = await screen.findByRole('region', { name: 'Ориентир цены кратко' });
    expect(within(guideBox).getByText('10 сопоставимых продаж, медиана 675 000 ¥')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /ваша ставка/i }), '905000');
    expect(within(guideBox).getByText('Ваша ставка выше всех сопоставимых продаж')).toBeInTheDocument();
    expect(within(guideBox).getByRole('img', { name: /Ваша ставка 905 000 ¥\.$/ })).toBeInTheDocument();
  });

  it('places the fixed price of a stock lot among the sales', async () => {
    renderPanel(bidInfo({ fixedPrice: 820_000, startPrice: null }), { schema: stock as unknown as PageTypeSchema });
    const guideBox = await screen.findByRole('region', { name: 'Price guide in brief' });
    expect(within(guideBox).getByText('This price is above 80% of comparable sales')).toBeInTheDocument();
    expect(within(guideBox).getByRole('img', { name: /Price ¥820 000\.$/ })).toBeInTheDocument();
  });

  it('is left out for a viewer without the statistics', async () => {
    const { fetch, queryClient } = renderPanel(bidInfo(), { flags: { salesStatisticsView: false } });
    expect(await screen.findByRole('button', { name: 'Place bid' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(fetch.callsTo('GET /car-auction/price-guide')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Price guide in brief' })).toBeNull();
  });
});
