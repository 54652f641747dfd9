import { screen, within, waitFor } from '@testing-library/react';
import { mockFetch } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { renderApp } from '../../render';
import { carLots, mechLot } from '../../engine/lots';
import { emptyFilterCalls, listingReply } from '../../engine/listing/listing-server';

describe('the listing routes', () => {
  it.each([
    ['/', 'car-auction', 'Car Listing'],
    ['/car-statistics', 'stats', 'Sales Statistics'],
    ['/oneprice', 'stock', 'Fixed Price'],
  ])('%s lists the lots of %s under its title', async (path, apiPageType, title) => {
    mockFetch({
      ...signedIn(),
      ...emptyFilterCalls(apiPageType),
      [`GET /${apiPageType}/listing`]: listingReply(carLots(2)),
      'GET /user/my-search': { body: { items: [], counter: 0 } },
    });
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText('2 lots')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | Seri`));
  });

  it('links a machinery lot to its detail route', async () => {
    mockFetch({
      ...signedIn(),
      ...emptyFilterCalls('machinery'),
      'GET /machinery/category-list': { body: {} },
      'GET /machinery/listing': listingReply([mechLot(1)], { listKey: 'mechList' }),
      'GET /user/my-search': { body: { items: [], counter: 0 } },
    });
    renderApp({ path: '/machinery' });
    const table = await screen.findByRole('table', { name: 'Lots' });
    expect(within(table).getByRole('link', { name: 'Lot 901: Hino Ranger 1' })).toHaveAttribute('href', '/machinery/7001');
  });
});
