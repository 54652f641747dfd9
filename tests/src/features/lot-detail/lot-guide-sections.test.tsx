// The lot page's price guide and the vehicle's auction history (issue #19) as a client meets them, in
// English and Russian, on a fake API.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../src/app/detail-sections';
import type { CarDetailResponse } from '../../../../schemas/api/lot-detail';
import type { PriceGuideResponse } from '../../../../schemas/api/price-guide';
import type { VehicleOffering } from '../../../../schemas/api/vehicle-history';
import type { SectionKind } from '../../../../schemas/meta/page-type.schema';
import { summarise } from '../../../../shared/price-guide/sold-prices';
import { LotSections } from '../../../../src/engine/detail/LotSections';
import { toLotView } from '../../../../src/engine/detail/lot-view';
import { setLocale } from '../../../../src/stores/preferences';
import { setTypedBid, typedBidKey } from '../../../../src/stores/typed-bids';
import { carSchema, renderEngine, type RenderOptions } from '../../engine/harness';
import { mockFetch, type ApiRoutes } from '../../fetch-mock';
import { profile, signedIn } from '../../fixtures';
import { carDetail } from './lot-fixtures';

const SOLD = [500_000, 550_000, 600_000, 620_000, 650_000, 700_000, 720_000, 800_000, 850_000, 900_000];
const QUERY = {
  maker: '1',
  model: '7',
  chassis: 'ZVW30',
  condition: '4.5,4,3.5',
  status: '4533,4534',
  mileage: '51000,119000',
  year: '2014,2016',
};

function guide(prices: number[] = SOLD, overrides: Partial<PriceGuideResponse> = {}): PriceGuideResponse {
  return {
    success: true,
    statistics: 'stats',
    wanted: 8,
    count: prices.length,
    widened: ['closeGrade', 'wideMileage'],
    criteria: { modelCode: 'ZVW30', yearFrom: 2014, yearTo: 2016, mileageFrom: 51_000, mileageTo: 119_000, grades: ['4.5', '4', '3.5'] },
    period: prices.length > 0 ? { from: '2026-08-24', to: '2026-11-20' } : null,
    prices: summarise(prices),
    soldPrices: prices,
    query: QUERY,
    ...overrides,
  };
}

const HISTORY: VehicleOffering[] = [
  {
    id: '3001',
    pageType: 'stats',
    lotNo: '7001',
    auctionDate: '2026-11-02 11:20',
    auctionName: 'TAA Kinki',
    condition: '4',
    mileage: 84_300,
    hours: null,
    startPrice: 450_000,
    status: 4535,
    soldPrice: null,
  },
  {
    id: '2002',
    pageType: 'stats',
    lotNo: '5002',
    auctionDate: '2026-09-14 10:05',
    auctionName: 'USS Nagoya',
    condition: '4',
    mileage: 84_000,
    hours: null,
    startPrice: 500_000,
    status: 4533,
    soldPrice: 640_000,
  },
];

function renderSections(
  kinds: SectionKind[],
  routes: ApiRoutes,
  {
    detail = carDetail(),
    flags = {},
    ...options
  }: { detail?: CarDetailResponse; flags?: Parameters<typeof profile>[1] } & RenderOptions = {},
) {
  const fetch = mockFetch({ ...signedIn(profile({}, flags)), ...routes });
  const sections = carSchema.detail.sections.filter((s) => kinds.includes(s.kind));
  const view = renderEngine(<LotSections schema={carSchema} lot={toLotView(detail)} sections={sections} />, {
    path: '/car-auctions/41',
    ...options,
  });
  return { fetch, ...view };
}

const withOfferings = (offeredBefore: number) => carDetail({ lotInfo: { ...carDetail().lotInfo, offeredBefore } });

describe('the price guide section', () => {
  it('shows the comparable sales: how many, when, the quartiles, the strip and where the typed bid stands', async () => {
    const { fetch } = renderSections(['priceGuide'], { 'GET /car-auction/price-guide': { body: guide() } });
    const section = await screen.findByRole('region', { name: 'Price guide' });
    expect(await within(section).findByText('10 comparable sales, 2026-08-24 – 2026-11-20')).toBeInTheDocument();
    expect(fetch.callsTo('GET /car-auction/price-guide')[0]?.query.get('id')).toBe('41');
    for (const [label, value] of [
      ['Minimum', '¥500 000'],
      ['25th percentile', '¥605 000'],
      ['Median', '¥675 000'],
      ['75th percentile', '¥780 000'],
      ['Maximum', '¥900 000'],
    ] as const) {
      expect(within(section).getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }
    const strip = within(section).getByRole('img', { name: /^Sold prices of comparable lots/ });
    expect(strip).toHaveAccessibleName(
      'Sold prices of comparable lots 10 sales from ¥500 000 to ¥900 000, the middle half from ¥605 000 to ¥780 000, median ¥675 000. Start price ¥500 000.',
    );
    expect(within(section).getByText('Search widened').nextElementSibling).toHaveTextContent('close grades (±0.5) and mileage ±40%');
    expect(within(section).getByText('Mileage', { selector: 'dt' }).nextElementSibling).toHaveTextContent('51 000–119 000 km');
    expect(within(section).getByText('Model', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Toyota Prius ZVW30');
    expect(within(section).getByRole('link', { name: 'Open these 10 sales in the statistics' })).toHaveAttribute(
      'href',
      '/car-statistics?maker=1&model=7&chassis=ZVW30&condition=4.5%2C4%2C3.5&status=4533%2C4534&mileage=51000%2C119000&year=2014%2C2016',
    );

    // the bid form, elsewhere on the page, types an amount
    act(() => setTypedBid(typedBidKey('car-auction', '41'), 760_000));
    expect(await within(section).findByText('Your bid is above 70% of comparable sales')).toBeInTheDocument();
    expect(strip).toHaveAccessibleName(expect.stringContaining('Your bid ¥760 000.'));
    act(() => setTypedBid(typedBidKey('car-auction', '41'), 450_000));
    expect(await within(section).findByText('Your bid is below every comparable sale')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    renderSections(['priceGuide'], { 'GET /car-auction/price-guide': { body: guide() } });
    const section = await screen.findByRole('region', { name: 'Ориентир цены' });
    expect(await within(section).findByText('10 сопоставимых продаж, 2026-08-24 – 2026-11-20')).toBeInTheDocument();
    expect(within(section).getByText('Медиана', { selector: 'dt' }).nextElementSibling).toHaveTextContent('675 000 ¥');
    expect(
      within(section).getByRole('img', { name: /^Цены продажи сопоставимых лотов 10 продаж от 500 000 ¥ до 900 000 ¥/ }),
    ).toBeInTheDocument();
    expect(within(section).getByText('Поиск расширен').nextElementSibling).toHaveTextContent('близкие оценки (±0,5) и пробег ±40 %');
    expect(within(section).getByRole('link', { name: 'Открыть эти 10 продаж в статистике' })).toBeInTheDocument();
    act(() => setTypedBid(typedBidKey('car-auction', '41'), 905_000));
    expect(await within(section).findByText('Ваша ставка выше всех сопоставимых продаж')).toBeInTheDocument();
  });

  it('warns when even the widest search found few sales, and says when there are none', async () => {
    const { unmount } = renderSections(['priceGuide'], { 'GET /car-auction/price-guide': { body: guide(SOLD.slice(0, 3)) } });
    expect(await screen.findByText('Only 3 comparable sales even in the widest search: take the guide with care.')).toBeInTheDocument();
    unmount();
    renderSections(['priceGuide'], { 'GET /car-auction/price-guide': { body: guide([]) } });
    expect(await screen.findByText('No comparable lots sold in the statistics.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Sold prices/ })).toBeNull();
  });

  it('is not asked for without the statistics: no view permission, the company took them away, or the API has no guide', async () => {
    const first = renderSections(['priceGuide', 'specification'], {}, { flags: { salesStatisticsView: false } });
    await waitFor(() => expect(first.queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(first.fetch.callsTo('GET /car-auction/price-guide')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Price guide' })).toBeNull();
    first.unmount();

    const second = renderSections(['priceGuide'], {}, { config: { pageTypes: { stats: { enabled: false } } } });
    await waitFor(() => expect(second.queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(second.fetch.callsTo('GET /car-auction/price-guide')).toHaveLength(0);
    second.unmount();

    const third = renderSections(['priceGuide'], {
      'GET /car-auction/price-guide': { status: 404, body: { success: false, message: 'Not found' } },
    });
    await waitFor(() => expect(third.fetch.callsTo('GET /car-auction/price-guide')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Price guide' })).toBeNull());
  });
});

describe("the vehicle's auction history", () => {
  it('counts the earlier offerings on the lot header and lists them, each linked to its lot page', async () => {
    renderSections(
      ['lotInfo', 'vehicleHistory'],
      { 'GET /car-auction/history': { body: { success: true, history: HISTORY } } },
      { detail: withOfferings(2) },
    );
    expect(within(screen.getByRole('region', { name: 'Lot 12345' })).getByText('Offered 2 times before')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Auction history of this vehicle' });
    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Lot', 'Date', 'Auction', 'Grade', 'Mileage', 'Start price', 'Result']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['7001', '2026-11-0211:20', 'TAA Kinki', '4', '84 300 km', '¥450 000', 'Not sold'],
      ['5002', '2026-09-1410:05', 'USS Nagoya', '4', '84 000 km', '¥500 000', 'Sold¥640 000'],
    ]);
    expect(await within(table).findByRole('link', { name: '7001' })).toHaveAttribute('href', '/car-statistics/3001');
  });

  it('links no lot page the viewer may not open, and says so of a vehicle offered for the first time without asking', async () => {
    const { unmount, queryClient } = renderSections(
      ['vehicleHistory'],
      { 'GET /car-auction/history': { body: { success: true, history: HISTORY } } },
      { detail: withOfferings(2), flags: { salesStatisticsView: false } },
    );
    const table = await screen.findByRole('table');
    await waitFor(() => expect(queryClient.getQueryData(['session', 'profile'])).toBeDefined());
    expect(within(table).getByText('7001')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
    unmount();

    const { fetch } = renderSections(['lotInfo', 'vehicleHistory'], {}, { detail: withOfferings(0) });
    expect(screen.getByText('Not offered at earlier auctions.')).toBeInTheDocument();
    expect(screen.queryByText(/Offered .* before/)).toBeNull();
    expect(fetch.callsTo('GET /car-auction/history')).toHaveLength(0);
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    renderSections(
      ['lotInfo', 'vehicleHistory'],
      { 'GET /car-auction/history': { body: { success: true, history: HISTORY } } },
      { detail: withOfferings(2) },
    );
    expect(within(await screen.findByRole('region', { name: 'Лот 12345' })).getByText('Выставлялся ранее 2 раза')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'История торгов этого транспортного средства' });
    const table = await within(section).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Лот', 'Дата', 'Аукцион', 'Оценка', 'Пробег', 'Стартовая цена', 'Итог']);
    expect(within(table).getByText('Не продан')).toBeInTheDocument();
    expect(within(table).getByText('640 000 ¥')).toBeInTheDocument();
    expect(within(table).getByText('84 300 км')).toBeInTheDocument();
  });
});
