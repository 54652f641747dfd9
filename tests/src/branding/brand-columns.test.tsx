// A brand's own column headings, hidden filters and table columns (config `pageTypes.<id>.columnLabels`,
// `hiddenFilters`, `tables`), as the shipped Kaido Motors brand sets them, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { CompanyConfig } from '../../../config/company-schema';
import kaidoBrand from '../../../config/companies/kaido.json';
import { ListingView } from '../../../src/engine/listing/ListingView';
import { syncPreferencesFromStorage } from '../../../src/stores/preferences';
import { carSchema, renderEngine } from '../engine/harness';
import { carLots } from '../engine/lots';
import { emptyFilterCalls, listingQueries, listingReply } from '../engine/listing/listing-server';
import { mockFetch } from '../fetch-mock';
import { profile, ROLES, signedIn } from '../fixtures';
import { renderApp } from '../render';
import { bidRow } from '../features/bids/row/harness';

const kaido = kaidoBrand as CompanyConfig;
const RUSSIAN = '693';

afterEach(() => {
  localStorage.clear();
  syncPreferencesFromStorage();
});

function renderCars(path = '/car-auctions', config: Partial<CompanyConfig> = kaido) {
  const fetch = mockFetch({ ...emptyFilterCalls('car-auction'), 'GET /car-auction/listing': listingReply(carLots(3)) });
  return { fetch, ...renderEngine(<ListingView schema={carSchema} title="Car Listing" />, { path, config }) };
}

const headers = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('a brand’s column headings', () => {
  it('head the table, label the cards and name the sort, in English', async () => {
    const { user } = renderCars();
    expect(await headers()).toEqual(['Lot', 'Date / Auction', 'Year', 'Mileage', 'Condition', 'Status', 'Opening bid', 'My bid']);

    const sort = screen.getByRole('button', { name: /^Sort:/ });
    await waitFor(() => expect(sort).toBeEnabled());
    await user.click(sort);
    expect(await screen.findByRole('menuitemradio', { name: 'Opening bid' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemradio', { name: 'Start price' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Card view' }));
    const [card] = within(await screen.findByRole('feed', { name: 'Lots' })).getAllByRole('article');
    expect(within(card!).getByText('Opening bid').nextElementSibling).toHaveTextContent('¥1 500 000');
    expect(within(card!).queryByText('Start price')).not.toBeInTheDocument();
  });

  it('read in Russian when the reader reads Russian', async () => {
    localStorage.setItem('language', RUSSIAN);
    syncPreferencesFromStorage();
    renderCars();
    expect(await headers()).toContain('Начальная ставка');
    expect(await headers()).not.toContain('Стартовая цена');
  });

  it('show as written, braces and apostrophes included', async () => {
    const startPrice = { en: "Owner's {price} <b>", ru: 'Цена {владельца}' };
    renderCars('/car-auctions', { pageTypes: { 'car-auction': { columnLabels: { startPrice } } } });
    expect(await headers()).toContain("Owner's {price} <b>");
  });

  it('leave the other brands’ headings alone', async () => {
    renderCars('/car-auctions', {});
    expect(await headers()).toContain('Start price');
  });
});

describe('a brand’s hidden filters', () => {
  it('are not offered, and a link that sets one does not apply it', async () => {
    const { fetch } = renderCars('/car-auctions?equipment=AC&year=2015%2C2020');
    expect(await screen.findByRole('textbox', { name: 'Year from' })).toHaveValue('2015');
    expect(screen.queryByRole('textbox', { name: 'Equipment' })).not.toBeInTheDocument();
    await waitFor(() => expect(listingQueries(fetch.calls).length).toBeGreaterThan(0));
    const query = listingQueries(fetch.calls).at(-1)!;
    expect(query.get('year')).toBe('2015,2020');
    expect(query.has('equipment')).toBe(false);
  });
});

describe('a brand’s table columns', () => {
  const myBids = () =>
    mockFetch({
      ...signedIn(profile(ROLES.client)),
      'GET /bid/my-bid': {
        body: {
          cars: [bidRow()],
          counters: [{ status: 'All', count: 1 }],
          totalBids: 1,
          pageInfo: { page: 1, pageSize: 20, totalSearchResults: 1, totalResults: 1 },
        },
      },
      'GET /bid/filters': { body: { filters: {}, counters: [], totalBids: 1 } },
      'GET /bid/search': { body: { cars: [] } },
    });
  const bidHeaders = async () =>
    within(await screen.findByRole('table', { name: /My Bids|Мои ставки/ }, { timeout: 30_000 }))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);

  it('are the ones it names, in its order, with its headings', async () => {
    myBids();
    renderApp({ path: '/bids', config: kaido });
    const shown = await bidHeaders();
    expect(shown).toContain('Your bid');
    expect(shown).not.toContain('Bid');
    expect(shown).not.toContain('Group');
    expect(shown).toHaveLength(12);
  }, 60_000);

  it('are headed in Russian for a Russian reader', async () => {
    localStorage.setItem('language', RUSSIAN);
    myBids();
    renderApp({ path: '/bids', config: kaido });
    expect(await bidHeaders()).toContain('Ваша ставка');
  }, 60_000);
});
