import { act, screen, waitFor, within } from '@testing-library/react';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import stats from '../../../../schemas/page-types/stats.json';
import trucksFixture from '../../../shared/engine/fixtures/trucks.json';
import { ListingView } from '../../../../src/engine/listing/ListingView';
import { pageTypeProblems } from '../../../../shared/page-types/validate-page-types';
import { deferredReply, mockFetch } from '../../fetch-mock';
import { carSchema, renderEngine, type RenderOptions } from '../harness';
import { carLots, mechLot } from '../lots';
import { emptyFilterCalls, listingQueries, listingReply } from './listing-server';

const statsSchema = stats as unknown as PageTypeSchema;

const renderListing = (path = '/car-auctions', config?: RenderOptions['config']) =>
  renderEngine(<ListingView schema={carSchema} title="Car Listing" />, { path, config });

function serve(lots = carLots(45), options: Parameters<typeof listingReply>[1] = {}) {
  return mockFetch({ ...emptyFilterCalls('car-auction'), 'GET /car-auction/listing': listingReply(lots, options) });
}

const lotLinks = () => screen.getAllByRole('link', { name: /^Lot \d+:/ });
const lastQuery = (fetch: ReturnType<typeof serve>) => listingQueries(fetch.calls).at(-1)!;

describe('a listing', () => {
  it('renders the rows of a schema it has never seen', async () => {
    const trucks = trucksFixture as unknown as PageTypeSchema;
    expect(pageTypeProblems('trucks.json', trucks)).toEqual([]);
    // its labels are in no locale yet: react-intl says so and shows the keys
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = mockFetch({
      ...emptyFilterCalls('trucks'),
      'GET /trucks/listing': listingReply([mechLot(1), mechLot(2)], { listKey: 'mechList' }),
    });
    renderEngine(<ListingView schema={trucks} title="Trucks" />, { path: '/trucks' });

    expect(await screen.findByRole('link', { name: 'Lot 901: Hino Ranger 1' })).toHaveAttribute('href', '/trucks/7001');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    expect(within(table).getByText('¥2 402 000')).toBeInTheDocument();
    expect(listingQueries(fetch.calls, 'trucks').at(-1)!.get('pageSize')).toBe('10');
  });

  it('shows the title with the total search results', async () => {
    serve(carLots(3), { total: 1234 });
    renderListing();
    expect(screen.getByRole('heading', { level: 1, name: 'Car Listing' })).toBeInTheDocument();
    expect(await screen.findByText('1 234 lots')).toHaveAttribute('role', 'status');
  });
});

describe('sorting', () => {
  /** Picks a sort option once the list has settled (the control is disabled while it loads). */
  async function pick(user: ReturnType<typeof renderListing>['user'], name: string) {
    const control = screen.getByRole('button', { name: /^Sort:/ });
    await waitFor(() => expect(control).toBeEnabled());
    await user.click(control);
    await user.click(await screen.findByRole('menuitemradio', { name }));
  }

  it('cycles ascending, descending and none, each change back at page 1', async () => {
    const fetch = serve();
    const { user, currentPath } = renderListing('/car-auctions?page=2');
    await pick(user, 'Year');
    expect(currentPath()).toBe('/car-auctions?sort=year&order=ASC');
    await waitFor(() => expect(lastQuery(fetch).get('order')).toBe('ASC'));
    expect(screen.getByRole('button', { name: 'Sort: Year, ascending' })).toBeInTheDocument();
    await pick(user, 'Year');
    expect(currentPath()).toBe('/car-auctions?sort=year&order=DESC');
    await pick(user, 'Year');
    expect(currentPath()).toBe('/car-auctions');
  });

  it('names dates Newest and Oldest, and Default clears the sort', async () => {
    serve();
    const { user, currentPath } = renderListing();
    await pick(user, 'Date / Auction');
    expect(screen.getByRole('button', { name: 'Sort: Newest' })).toBeInTheDocument();
    await pick(user, 'Date / Auction');
    expect(screen.getByRole('button', { name: 'Sort: Oldest' })).toBeInTheDocument();
    await pick(user, 'Default');
    expect(currentPath()).toBe('/car-auctions');
    expect(screen.getByRole('button', { name: 'Sort: Default' })).toBeInTheDocument();
  });

  it('works by keyboard, its menu loaded on first open: focus moves into it and back to the button', async () => {
    serve();
    const { user, currentPath } = renderListing();
    const control = await screen.findByRole('button', { name: /^Sort:/ });
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    act(() => control.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Default' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Sort:/ })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Default' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(currentPath()).toMatch(/^\/car-auctions\?sort=/);
  });

  it('offers on statistics pages only what they show: sold price, no start price', async () => {
    mockFetch({ ...emptyFilterCalls('stats'), 'GET /stats/listing': listingReply(carLots(45)) });
    const { user } = renderEngine(<ListingView schema={statsSchema} title="Sales Statistics" />, { path: '/car-statistics' });
    const control = screen.getByRole('button', { name: /^Sort:/ });
    await waitFor(() => expect(control).toBeEnabled());
    await user.click(control);
    expect(await screen.findByRole('menuitemradio', { name: 'Sold price' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemradio', { name: 'Start price' })).not.toBeInTheDocument();
  });

  it('is disabled while the list loads and with fewer than 2 results', async () => {
    const pending = deferredReply();
    const fetch = mockFetch({ ...emptyFilterCalls('car-auction'), 'GET /car-auction/listing': pending.handler });
    renderListing();
    const sort = screen.getByRole('button', { name: /^Sort:/ });
    expect(sort).toBeDisabled();
    pending.release(listingReply(carLots(1))(fetch.calls.at(-1)!));
    await screen.findByRole('link', { name: /^Lot/ });
    expect(sort).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Year' })).toBeDisabled();
  });
});

describe('pagination', () => {
  it('shows one sibling and one boundary page with ellipses, and a page click goes there', async () => {
    const fetch = serve(carLots(300));
    const { user, currentPath } = renderListing('/car-auctions?page=8');
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    const pages = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page/ })
        .map((b) => b.textContent);
    expect(pages()).toEqual(['1', '7', '8', '9', '15']);
    expect(within(nav).getByRole('button', { name: 'Page 8' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('141–160 of 300')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Page 9' }));
    expect(currentPath()).toBe('/car-auctions?page=9');
    await waitFor(() => expect(lastQuery(fetch).get('page')).toBe('9'));
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await user.click(within(nav).getByRole('button', { name: 'Page 1' }));
    expect(currentPath()).toBe('/car-auctions');
  });

  it('is hidden when the total is unknown', async () => {
    serve(carLots(45), { total: -1 });
    renderListing();
    await screen.findAllByRole('link', { name: /^Lot/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('is hidden when one page holds every result', async () => {
    serve(carLots(20));
    renderListing();
    await screen.findAllByRole('link', { name: /^Lot/ });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('page size', () => {
  it('is 20 by default, and a pick is stored for the page type and back at page 1', async () => {
    const fetch = serve(carLots(120));
    const { user, currentPath, unmount } = renderListing('/car-auctions?page=3');
    await screen.findAllByRole('link', { name: /^Lot/ });
    expect(lastQuery(fetch).get('pageSize')).toBe('20');

    await user.click(screen.getByRole('button', { name: 'Show 20' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Show 50' }));
    expect(currentPath()).toBe('/car-auctions');
    await waitFor(() => expect(lastQuery(fetch).get('pageSize')).toBe('50'));
    expect(localStorage.getItem('page-size:car-auction')).toBe('50');
    // for the server, which starts the call of the next visit with its index.html
    expect(document.cookie).toContain('seri_page_size_car-auction=50');
    unmount();

    const again = serve(carLots(120));
    renderListing();
    await screen.findAllByRole('link', { name: /^Lot/ });
    expect(listingQueries(again.calls)[0]!.get('pageSize')).toBe('50');
    expect(screen.getByRole('button', { name: 'Show 50' })).toBeInTheDocument();
  });

  it('opens by arrow down before its menu has loaded, and picks by keyboard', async () => {
    const fetch = serve(carLots(120));
    const { user } = renderListing();
    const control = await screen.findByRole('button', { name: 'Show 20' });
    act(() => control.focus());
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Show 20' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(lastQuery(fetch).get('pageSize')).toBe('50'));
  });

  it('offers the sizes the company allows', async () => {
    serve();
    const { user } = renderListing('/car-auctions', { pageTypes: { 'car-auction': { pageSizes: [20, 50] } } });
    await user.click(await screen.findByRole('button', { name: 'Show 20' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['Show 20', 'Show 50']);
  });
});

describe('view modes', () => {
  it('switch between table, column and card, stored under listing-view', async () => {
    serve();
    const { user, unmount } = renderListing();
    expect(await screen.findByRole('table', { name: 'Lots' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table view' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Card view' }));
    expect(screen.getByRole('feed', { name: 'Lots' })).toBeInTheDocument();
    expect(localStorage.getItem('listing-view')).toBe('card');
    unmount();

    serve();
    renderListing();
    expect(await screen.findByRole('feed', { name: 'Lots' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Card view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('start with the company default view and its columns', async () => {
    serve();
    renderListing('/car-auctions', {
      pageTypes: { 'car-auction': { defaultView: 'table', columns: { table: ['photo', 'year', 'startPrice'] } } },
    });
    const table = await screen.findByRole('table', { name: 'Lots' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Lot', 'Year', 'Start price']);
  });
});

describe('no results', () => {
  it('offer Reset filter, which clears the filters and the page', async () => {
    const fetch = serve([]);
    const { user, currentPath } = renderListing('/car-auctions?maker=Toyota&page=2&utm=mail');
    expect(await screen.findByText('No lots match your search.')).toBeInTheDocument();
    expect(lastQuery(fetch).get('maker')).toBe('Toyota');

    await user.click(screen.getByRole('button', { name: 'Reset filter' }));
    expect(currentPath()).toBe('/car-auctions?utm=mail');
    await waitFor(() => expect(lastQuery(fetch).get('modelId')).toBe('-1'));
    expect(lastQuery(fetch).has('maker')).toBe(false);
  });

  it('are also what a failed listing shows, after logging the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ ...emptyFilterCalls('car-auction'), 'GET /car-auction/listing': { status: 422, body: { message: 'Bad filter' } } });
    renderListing('/car-auctions?maker=Toyota');
    expect(await screen.findByRole('button', { name: 'Reset filter' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('The listing could not be loaded', expect.objectContaining({ status: 422 }));
  });
});

describe('the URL', () => {
  beforeEach(() => window.history.replaceState(null, '', '/car-auctions'));

  /** jsdom moves through history a moment later, then tells the page with popstate. */
  const traverse = (move: () => void) =>
    act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      move();
      await moved;
    });

  it('carries page and sort, and Back and Forward restore them', async () => {
    const fetch = serve(carLots(100));
    // the browser's own history, as the app has it
    const { user } = renderEngine(<ListingView schema={carSchema} title="Car Listing" />, { browser: true });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(window.location.search).toBe('?page=3');
    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Mileage' }));
    expect(window.location.search).toBe('?sort=mileage&order=ASC');

    await traverse(() => window.history.back());
    expect(window.location.search).toBe('?page=3');
    expect(await within(nav).findByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sort: Default' })).toBeInTheDocument();
    expect(lotLinks()[0]).toHaveAccessibleName('Lot 50041: Toyota Prius 41');
    expect(listingQueries(fetch.calls).map((q) => q.toString())).toEqual([
      'pageSize=20&modelId=-1',
      'pageSize=20&page=3&modelId=-1',
      'pageSize=20&sort=mileage&order=ASC&modelId=-1',
    ]);

    await traverse(() => window.history.forward());
    expect(window.location.search).toBe('?sort=mileage&order=ASC');
    expect(await screen.findByRole('button', { name: 'Sort: Mileage, ascending' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('the lots', () => {
  it('open in a new tab at their detail route and are highlighted once visited', async () => {
    serve(carLots(3));
    const { user } = renderListing();
    const link = (await screen.findAllByRole('link', { name: /^Lot 50002/ }))[0]!;
    expect(link).toHaveAttribute('href', '/car-auctions/1002');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(link);
    expect(link).toHaveAccessibleDescription('Visited');
    expect(JSON.parse(localStorage.getItem('visited-lots')!)).toEqual(['car-auction:1002']);
    expect(lotLinks()).toHaveLength(3);
  });
});
