// Comparing lots (issue #20 item 3) as a client meets it: picking lots on lot pages, the header's way to
// the comparison, the compare page side by side from the page types' detail sections with differing
// values highlighted, its shareable address, the choice kept over a reload; English and Russian.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceGuideResponse } from '../../../../schemas/api/price-guide';
import { summarise } from '../../../../shared/price-guide/sold-prices';
import { syncComparedLotsFromStorage } from '../../../../src/stores/compare-lots';
import { setLocale } from '../../../../src/stores/preferences';
import { mockFetch, type ApiCall } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { setViewport } from '../../media';
import { renderApp } from '../../render';
import { favoritesPageInfo, inGroup, wishlistLot } from '../favorites/favorites-fixtures';
import { bikeDetail, carDetail } from '../lot-detail/lot-fixtures';

/** Car lots 41 (85 000 km, white) and 42 (120 000 km, black), alike otherwise. */
function carLot({ query }: ApiCall) {
  const id = query.get('id') ?? '';
  if (id === '404') return { status: 404, body: { success: false, message: 'Lot not found' } };
  const second = id === '42';
  const lot = carDetail({ common: { id, lotNumber: second ? '22222' : '12345' } });
  return {
    body: {
      ...lot,
      lotInfo: { ...lot.lotInfo, lotNumber: lot.carCommonDetail.lotNumber },
      carInfo: { ...lot.carInfo, model: second ? 'Aqua' : 'Prius', mileage: second ? 120_000 : 85_000 },
      carSpecification: { ...lot.carSpecification, color: second ? 'Black' : 'White' },
    },
  };
}

const guide = (prices: number[]): PriceGuideResponse => ({
  success: true,
  statistics: 'stats',
  wanted: 8,
  count: prices.length,
  widened: [],
  criteria: { modelCode: 'ZVW30', yearFrom: 2014, yearTo: 2016, mileageFrom: null, mileageTo: null, grades: null },
  period: { from: '2026-08-24', to: '2026-11-20' },
  prices: summarise(prices),
  soldPrices: prices,
  query: { maker: '1' },
});

const routes = () => ({
  ...signedIn(),
  'GET /car-auction/view': carLot,
  'GET /car-auction/price-guide': ({ query }: ApiCall) => ({
    body: guide(query.get('id') === '42' ? [400_000, 500_000] : [400_000, 600_000]),
  }),
  'GET /bikes/view': { body: bikeDetail() },
});

/** The table row named by its label, and whether it says its values differ. */
function rowOf(table: HTMLElement, label: string) {
  const header = within(table).getByRole('rowheader', { name: new RegExp(`^${label}(, values differ)?$`) });
  const row = header.closest('tr')!;
  return {
    differs: header.textContent!.includes('values differ'),
    cells: within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  };
}

describe('comparing lots', () => {
  it('shows the lots of its address side by side, highlighting what differs, with their price guides', async () => {
    const fetch = mockFetch(routes());
    const { user } = renderApp({ path: '/compare?lots=car-auction:41,car-auction:42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare lots' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Lots side by side' });
    expect(await within(table).findByRole('link', { name: 'Toyota Aqua' })).toHaveAttribute('href', '/car-auctions/42');
    expect(within(table).getByRole('link', { name: 'Toyota Prius' })).toHaveAttribute('href', '/car-auctions/41');

    expect(rowOf(table, 'Mileage')).toEqual({ differs: true, cells: ['85 000 km', '120 000 km'] });
    expect(rowOf(table, 'Colour')).toEqual({ differs: true, cells: ['White', 'Black'] });
    expect(rowOf(table, 'Auction')).toEqual({ differs: false, cells: ['USS Tokyo', 'USS Tokyo'] });
    expect(rowOf(table, 'Start price')).toEqual({ differs: false, cells: ['¥500 000', '¥500 000'] });
    expect(await within(table).findByRole('rowheader', { name: 'Median, values differ' })).toBeInTheDocument();
    expect(rowOf(table, 'Median').cells).toEqual(['¥500 000', '¥450 000']);
    expect(rowOf(table, 'Comparable sales')).toEqual({ differs: false, cells: ['2', '2'] });
    expect(
      fetch
        .callsTo('GET /car-auction/price-guide')
        .map((call) => call.query.get('id'))
        .sort(),
    ).toEqual(['41', '42']);

    // only the differences
    await user.click(screen.getByRole('switch', { name: 'Only differences' }));
    expect(within(table).queryByRole('rowheader', { name: 'Auction' })).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Mileage, values differ' })).toBeInTheDocument();

    // the address is the comparison's: copied, it names the lots
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/compare?lots=car-auction:41,car-auction:42`);
    expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  }, 60_000);

  it('keeps a shared comparison on request, and takes a lot out of it', async () => {
    mockFetch(routes());
    const { user, currentPath } = renderApp({ path: '/compare?lots=car-auction:41,car-auction:42' });
    const table = await screen.findByRole('region', { name: 'Lots side by side' });
    await within(table).findByRole('link', { name: 'Toyota Aqua' });
    // not this browser's own choice until kept: the header has no comparison yet
    expect(screen.queryByRole('link', { name: /^Compare lots/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep this comparison' }));
    expect(screen.getByRole('link', { name: 'Compare lots: 2' })).toHaveAttribute('href', '/compare?lots=car-auction:41,car-auction:42');
    expect(screen.queryByRole('button', { name: 'Keep this comparison' })).not.toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Remove Toyota Prius from the comparison' }));
    expect(currentPath()).toBe('/compare?lots=car-auction:42');
    expect(within(table).queryByRole('link', { name: 'Toyota Prius' })).not.toBeInTheDocument();
    expect(screen.getByText('Pick another lot to compare it with.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare lots: 1' })).toBeInTheDocument();
  }, 60_000);

  it('picks lots on their pages, up to four, and keeps the choice over a reload', async () => {
    mockFetch(routes());
    const { user, unmount } = renderApp({ path: '/car-auctions/41' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Prius' })).toBeInTheDocument();
    const pick = screen.getByRole('button', { name: 'Compare' });
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    await user.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Compare lots: 1' })).toHaveAttribute('href', '/compare?lots=car-auction:41');
    unmount();

    // a reload: the choice comes from this browser's storage
    syncComparedLotsFromStorage();
    const reloaded = renderApp({ path: '/bike-auctions/77' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Honda CB400' })).toBeInTheDocument();
    await reloaded.user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('link', { name: 'Compare lots: 2' })).toHaveAttribute('href', '/compare?lots=car-auction:41,bikes:77');
    reloaded.unmount();

    // two more fill the comparison: a fifth is refused and says why
    localStorage.setItem('compare-lots', JSON.stringify(['car-auction:41', 'bikes:77', 'car-auction:42', 'car-auction:43']));
    syncComparedLotsFromStorage();
    renderApp({ path: '/car-auctions/44' });
    await screen.findByRole('heading', { level: 1, name: 'Toyota Prius' });
    const full = screen.getByRole('button', { name: 'Compare: up to 4 lots, take one out first' });
    expect(full).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Compare lots: 4' })).toBeInTheDocument();
  }, 60_000);

  it('picks lots on the favorites page, each of its own page type', async () => {
    const lots = [wishlistLot(1, 'car-auction'), wishlistLot(2, 'bikes', { maker: 'Honda', model: 'CB400' })];
    mockFetch({
      ...signedIn(),
      'GET /favorite/list': {
        body: {
          carsList: lots.map((lot) => ({ ...lot, wishList: inGroup('A') })),
          pageInfo: favoritesPageInfo({ totalSearchResults: 2, totalResults: 2 }),
        },
      },
    });
    const { user } = renderApp({ path: '/favorites/A' });
    const bikes = await screen.findByRole('region', { name: 'Bike auctions' });
    // each section's view loads its code on first use
    await user.click(await within(bikes).findByRole('button', { name: 'Compare' }, { timeout: 10_000 }));
    const cars = screen.getByRole('region', { name: 'Car auctions' });
    await user.click(await within(cars).findByRole('button', { name: 'Compare' }, { timeout: 10_000 }));
    expect(within(bikes).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Compare lots: 2' })).toHaveAttribute('href', '/compare?lots=bikes:1002,car-auction:1001');
    expect(JSON.parse(localStorage.getItem('compare-lots')!)).toEqual(['bikes:1002', 'car-auction:1001']);
  }, 60_000);

  it("opens with this browser's choice and writes it into its address; says when there is none", async () => {
    mockFetch(routes());
    const empty = renderApp({ path: '/compare' });
    expect(await screen.findByText(/No lots to compare yet\. Pick up to 4 lots/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to car auctions' })).toHaveAttribute('href', '/car-auctions');
    empty.unmount();

    localStorage.setItem('compare-lots', JSON.stringify(['car-auction:41', 'car-auction:404']));
    syncComparedLotsFromStorage();
    const { currentPath } = renderApp({ path: '/compare' });
    const table = await screen.findByRole('region', { name: 'Lots side by side' });
    await waitFor(() => expect(currentPath()).toBe('/compare?lots=car-auction:41,car-auction:404'));
    expect(await within(table).findByText('This lot is not available: it may have been removed.')).toBeInTheDocument();
    expect(await within(table).findByRole('link', { name: 'Toyota Prius' })).toBeInTheDocument();
  }, 60_000);

  it('speaks Russian on a phone', async () => {
    setLocale('ru');
    setViewport({ width: 360 });
    mockFetch(routes());
    renderApp({ path: '/compare?lots=car-auction:41,car-auction:42' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Сравнение лотов' })).toBeInTheDocument();
    const table = await screen.findByRole('region', { name: 'Лоты рядом' });
    await within(table).findByRole('link', { name: 'Toyota Aqua' });
    expect(within(table).getByRole('rowheader', { name: 'Пробег, значения различаются' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Убрать Toyota Prius из сравнения' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Только различия' })).toBeInTheDocument();
    expect(screen.getByText('Различающиеся значения выделены')).toBeInTheDocument();
  }, 60_000);
});
