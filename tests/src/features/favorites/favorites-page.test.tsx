import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { WishlistLot } from '../../../../schemas/api/listing';
import FavoritesPage from '../../../../src/features/favorites/FavoritesPage';
import { renderEngine } from '../../engine/harness';
import { mockFetch, type ApiCall } from '../../fetch-mock';
import { favoritesPageInfo, inGroup, wishlistLot } from './favorites-fixtures';

type Group = 'A' | 'B' | 'C' | 'D' | 'E';

/** Favorites kept in memory as the reference API keeps them: one group per lot, newest first. */
function favoritesServer(initial: [WishlistLot, Group][]) {
  let favorites = [...initial];
  const fetch = mockFetch({
    'GET /favorite/list': ({ query }: ApiCall) => {
      const group = query.get('group');
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize'));
      const own = favorites.filter(([, g]) => g === group);
      const lots = own.slice((page - 1) * pageSize, page * pageSize).map(([lot, g]) => ({ ...lot, wishList: inGroup(g) }));
      return {
        body: {
          carsList: lots,
          pageInfo: favoritesPageInfo({ page, pageSize, totalSearchResults: own.length, totalResults: favorites.length }),
        },
      };
    },
    'POST /favorite/add': ({ body }: ApiCall) => {
      const { group, carId } = body as { group: Group; carId: string };
      favorites = favorites.map(([lot, g]) => [lot, lot.id === carId ? group : g]);
      return { body: { success: true } };
    },
    'DELETE /favorite/delete': ({ query }: ApiCall) => {
      favorites = favorites.filter(([lot]) => lot.id !== query.get('carId'));
      return { body: { success: true } };
    },
  });
  return fetch;
}

function renderFavorites(path: string) {
  return renderEngine(<Route path="/favorites/:group">{(params) => <FavoritesPage pageId="favorites" params={params} />}</Route>, { path });
}

describe('the favorites page', () => {
  it('shows the groups as links and the group’s lots by page type, each linking to its own detail page', async () => {
    favoritesServer([
      [wishlistLot(1, 'car-auction'), 'B'],
      [wishlistLot(2, 'bikes', { maker: 'Honda', model: 'CB400' }), 'B'],
      [wishlistLot(3, 'car-auction'), 'B'],
      [wishlistLot(4, 'car-auction'), 'A'],
    ]);
    renderFavorites('/favorites/B');

    expect(await screen.findByRole('heading', { level: 1, name: 'Favorites' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Favorites groups' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Group A', '/favorites/A'],
      ['Group B', '/favorites/B'],
      ['Group C', '/favorites/C'],
      ['Group D', '/favorites/D'],
      ['Group E', '/favorites/E'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Group B' })).toHaveAttribute('aria-current', 'page');

    const cars = await screen.findByRole('region', { name: 'Car auctions' });
    // the table view loads its code on first use
    expect(await within(cars).findByRole('link', { name: 'Lot 50001: Toyota Prius 1' })).toHaveAttribute('href', '/car-auctions/1001');
    expect(within(cars).getByRole('link', { name: 'Lot 50003: Toyota Prius 3' })).toHaveAttribute('href', '/car-auctions/1003');
    const bikes = screen.getByRole('region', { name: 'Bike auctions' });
    expect(within(bikes).getByRole('link', { name: 'Lot 50002: Honda CB400' })).toHaveAttribute('href', '/bike-auctions/1002');
    expect(within(bikes).getByRole('button', { name: 'In favorites: group B' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lot 50004/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 lots');
  });

  it('shows each section in the columns of its own page type', async () => {
    favoritesServer([
      [wishlistLot(1, 'car-auction'), 'A'],
      [
        wishlistLot(2, 'machinery', {
          maker: 'Komatsu',
          model: 'PC30',
          group: 'Excavators',
          category: 'Mini excavator',
          hours: 4321,
          KPP: 'Hydro',
        }),
        'A',
      ],
    ]);
    renderFavorites('/favorites/A');

    const machines = await screen.findByRole('region', { name: 'Machinery' });
    const machineHeaders = within(machines)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(machineHeaders).toContain('Group / Category / Year');
    expect(machineHeaders).toContain('GG / CC / Gearbox');
    expect(machineHeaders).not.toContain('Equipment');
    expect(within(machines).getByText('Mini excavator')).toBeInTheDocument();
    expect(within(machines).getByText('Hydro')).toBeInTheDocument();
    expect(within(machines).getByRole('link', { name: 'Lot 50002: Komatsu PC30' })).toHaveAttribute('href', '/machinery/1002');

    const cars = screen.getByRole('region', { name: 'Car auctions' });
    expect(
      within(cars)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).not.toContain('Group / Category / Year');
  });

  it('says when a group is empty', async () => {
    favoritesServer([[wishlistLot(1, 'car-auction'), 'A']]);
    renderFavorites('/favorites/E');

    expect(await screen.findByText('There are no lots in group E yet. Add lots with the star on any listing.')).toBeInTheDocument();
  });

  it('removes a lot from favorites and moves another to a different group', async () => {
    const fetch = favoritesServer([
      [wishlistLot(1, 'car-auction'), 'A'],
      [wishlistLot(2, 'car-auction'), 'A'],
    ]);
    const { user } = renderFavorites('/favorites/A');

    const first = await screen.findByRole('row', { name: /Lot 50001/ });
    await user.click(within(first).getByRole('button', { name: 'In favorites: group A' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Group A' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Lot 50001/ })).not.toBeInTheDocument());
    expect(fetch.callsTo('DELETE /favorite/delete')).toHaveLength(1);

    const second = screen.getByRole('row', { name: /Lot 50002/ });
    await user.click(within(second).getByRole('button', { name: 'In favorites: group A' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Group D' }));

    expect(await screen.findByText('There are no lots in group A yet. Add lots with the star on any listing.')).toBeInTheDocument();
    expect(fetch.callsTo('POST /favorite/add')[0]!.body).toEqual({ group: 'D', carId: '1002', type: 'car-auction' });
  });

  it('pages through a large group', async () => {
    const fetch = favoritesServer(Array.from({ length: 25 }, (_, i): [WishlistLot, Group] => [wishlistLot(i + 1, 'car-auction'), 'C']));
    const { user, currentPath } = renderFavorites('/favorites/C');

    expect(await screen.findByRole('link', { name: /Lot 50001/ })).toBeInTheDocument();
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: /Lot 50021/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/favorites/C?page=2');
    expect(fetch.callsTo('GET /favorite/list').at(-1)!.query.get('page')).toBe('2');
  });

  it('opens group A for an unknown group', async () => {
    favoritesServer([]);
    const { currentPath } = renderFavorites('/favorites/Z');

    await waitFor(() => expect(currentPath()).toBe('/favorites/A'));
    expect(await screen.findByRole('link', { name: 'Group A' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers to try again when the favorites cannot be loaded', async () => {
    const fetch = favoritesServer([[wishlistLot(1, 'car-auction'), 'A']]);
    fetch.use({ 'GET /favorite/list': { status: 500, body: { success: false, message: 'Server error' } } });
    const { user } = renderFavorites('/favorites/A');

    // a server failure is retried twice before the page gives up
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Favorites could not be loaded.');
    favoritesServer([[wishlistLot(1, 'car-auction'), 'A']]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Lot 50001/ })).toBeInTheDocument();
  });
});
