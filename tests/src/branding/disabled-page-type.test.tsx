import { screen, within, waitFor } from '@testing-library/react';
import type { BidRow } from '../../../schemas/api/bids';
import { mockFetch } from '../fetch-mock';
import { favoritesPageInfo, inGroup, wishlistLot } from '../features/favorites/favorites-fixtures';
import { bidRow } from '../features/bids/row/harness';
import { anonymous, profile, ROLES, signedIn } from '../fixtures';
import { renderApp } from '../render';

const withoutMachinery = { pageTypes: { machinery: { enabled: false } } };
const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });

describe('a page type the company disabled', () => {
  it('is left out of the sidebar, the other listings stay', async () => {
    mockFetch(signedIn(profile(ROLES.client)));
    renderApp({ path: '/dashboard', config: withoutMachinery });

    const links = within(await mainMenu())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).not.toContain('Machinery Listing');
    expect(links).toEqual(expect.arrayContaining(['Car Listing', 'Sales Statistics', 'Bike Listing', 'Fixed Price']));
  });

  it.each(['/machinery', '/machinery/123', '/machinery/share/123'])(
    'shows the not-found page at %s and calls nothing of it',
    async (path) => {
      const api = mockFetch(signedIn(profile(ROLES.client)));
      renderApp({ path, config: withoutMachinery });

      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe('Page not found | Seri'));
      expect(api.calls.filter((call) => call.path.startsWith('/machinery'))).toEqual([]);
    },
  );

  it('shows its share page to anonymous visitors as not found too', async () => {
    mockFetch(anonymous());
    renderApp({ path: '/machinery/share/123', config: withoutMachinery });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('leaves the page type shown and reachable when the config keeps it', async () => {
    mockFetch(signedIn(profile(ROLES.client)));
    renderApp({ path: '/dashboard', config: { pageTypes: { machinery: { enabled: true, defaultView: 'card' } } } });
    expect(within(await mainMenu()).getByRole('link', { name: 'Machinery Listing' })).toHaveAttribute('href', '/machinery');
  });
});

const listOf = (cars: BidRow[]) => ({
  body: {
    cars,
    counters: [{ status: 'All', count: cars.length }],
    totalBids: cars.length,
    pageInfo: { page: 1, pageSize: 20, totalSearchResults: cars.length, totalResults: cars.length },
  },
});
const NO_FILTERS = { body: { filters: {}, counters: [], totalBids: 0 } };

describe('what a disabled page type takes away from other pages', () => {
  it('keeps a bid on its lot in the bid table, the lot number without a link and without a photo download', async () => {
    const car = bidRow({ bidId: 1, id: '11', lotNo: '1001' });
    const machine = bidRow({ bidId: 2, id: '22', lotNo: '2002', lotType: 'machinery', maker: 'Komatsu', model: 'PC30' });
    mockFetch({
      ...signedIn(profile(ROLES.client)),
      'GET /bid/my-bid': listOf([car, machine]),
      'GET /bid/filters': NO_FILTERS,
      'GET /bid/search': { body: { cars: [] } },
    });
    renderApp({ path: '/bids', config: withoutMachinery });

    const table = await screen.findByRole('table', { name: 'My Bids' }, { timeout: 30_000 });
    const [, carRow, machineRow] = within(table).getAllByRole('row');
    expect(within(carRow!).getByRole('link', { name: /^Open lot 1001,/ })).toHaveAttribute('href', '/car-auctions/11');
    expect(within(carRow!).getByRole('button', { name: 'Download photos' })).toBeInTheDocument();
    expect(machineRow).toHaveTextContent('2002');
    expect(machineRow).toHaveTextContent('Komatsu PC30');
    expect(within(machineRow!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(machineRow!).queryByRole('button', { name: 'Download photos' })).not.toBeInTheDocument();
  }, 60_000);

  it('leaves an archived lot unlinked when the statistics it would open are disabled', async () => {
    const archived = bidRow({ bidId: 3, id: '33', lotNo: '3003', lotType: 'car-auction', archived: true });
    mockFetch({
      ...signedIn(profile(ROLES.client)),
      'GET /bid/bid-history': listOf([archived]),
      'GET /bid/bid-history-filters': NO_FILTERS,
      'GET /bid/search': { body: { cars: [] } },
    });
    renderApp({ path: '/archive-bids', config: { pageTypes: { stats: { enabled: false } } } });

    const table = await screen.findByRole('table', { name: 'Archive Bids' }, { timeout: 30_000 });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('3003');
    expect(within(row!).queryByRole('link')).not.toBeInTheDocument();
  }, 60_000);

  it('leaves its lots out of the favorites, the others keep their sections and links', async () => {
    const lots = [wishlistLot(1, 'car-auction'), wishlistLot(2, 'machinery', { maker: 'Komatsu', model: 'PC30' })];
    mockFetch({
      ...signedIn(profile(ROLES.client)),
      'GET /favorite/list': {
        body: {
          carsList: lots.map((lot) => ({ ...lot, wishList: inGroup('A') })),
          pageInfo: favoritesPageInfo({ totalSearchResults: 2, totalResults: 2 }),
        },
      },
    });
    renderApp({ path: '/favorites/A', config: withoutMachinery });

    const cars = await screen.findByRole('region', { name: 'Car auctions' }, { timeout: 30_000 });
    // the table view loads its code on first use
    expect(await within(cars).findByRole('link', { name: 'Lot 50001: Toyota Prius 1' }, { timeout: 30_000 })).toHaveAttribute(
      'href',
      '/car-auctions/1001',
    );
    expect(screen.queryByRole('region', { name: 'Machinery' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Komatsu/)).not.toBeInTheDocument();
  }, 60_000);

  it('names a dashboard bid on its lot without a link', async () => {
    const bid = (id: string, link: string, title: string) => ({
      id,
      carId: id,
      title,
      lotNo: id,
      auctionName: 'USS Tokyo',
      auctionDate: '2026-11-23 10:00',
      amount: 500000,
      status: 1,
      link,
    });
    const summary = {
      role: 'client',
      balanceInfo: { balance: 0, creditLimit: 0, bidAllow: 0, dailyBidLimit: 20, dailyUssLimit: 10, activeBids: 2 },
      bidsByStatus: [{ status: 1, count: 2 }],
      latestBids: [bid('41', '/car-auctions/41', 'Toyota Prius 2018'), bid('42', '/machinery/42', 'Komatsu PC30 2015')],
      auctionDays: [],
      latestPurchases: [],
    };
    mockFetch({ ...signedIn(profile(ROLES.client)), 'GET /dashboard/summary': { body: { success: true, summary } } });
    renderApp({ path: '/dashboard', config: withoutMachinery });

    const bids = await screen.findByRole('region', { name: 'My bids' });
    expect(within(bids).getByRole('link', { name: 'Toyota Prius 2018, lot 41 (USS Tokyo)' })).toHaveAttribute('href', '/car-auctions/41');
    expect(within(bids).getByText('Komatsu PC30 2015, lot 42 (USS Tokyo)')).toBeInTheDocument();
    expect(within(bids).queryByRole('link', { name: /Komatsu/ })).not.toBeInTheDocument();
  });
});
