// The bid tables' lot-number search: the viewer's bids on the typed lots, each a link to its lot's
// page (archived lots on the statistics page), reachable with the keyboard.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LotSearch } from '../../../../src/features/bids/LotSearch';
import { renderEngine } from '../../engine/harness';
import { mockFetch } from '../../fetch-mock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LotSearch', () => {
  it('lists the bids found as links to their lots, in a new tab, reachable with Tab', async () => {
    const fetch = mockFetch({
      'GET /bid/search': {
        body: {
          cars: [
            { bidId: 1, id: '9001', lotType: 'car-auction', archived: false, lotNo: '1234', auctionName: 'USS Tokyo' },
            { bidId: 2, id: '8001', lotType: 'car-auction', archived: true, lotNo: '1234', auctionName: 'TAA Kinki' },
          ],
        },
      },
    });
    const onSearch = vi.fn();
    const { user } = renderEngine(<LotSearch variant="bids" label="pageType.bid-tables.search.label" value="" onSearch={onSearch} />);
    await user.type(screen.getByRole('searchbox', { name: 'Lot numbers' }), '1234');

    const hits = await screen.findByRole('list', { name: 'Your bids on these lots' }, { timeout: 5000 });
    expect(fetch.callsTo('GET /bid/search').at(-1)?.query.get('lotNo')).toBe('1234');
    expect(onSearch).toHaveBeenLastCalledWith('1234');
    const live = within(hits).getByRole('link', { name: 'Open lot 1234 at USS Tokyo in a new tab' });
    expect(live).toHaveAttribute('href', '/car-auctions/9001');
    expect(live).toHaveAttribute('target', '_blank');
    expect(live).toHaveTextContent('Lot 1234 · USS Tokyo');
    expect(within(hits).getByRole('link', { name: 'Open lot 1234 at TAA Kinki in a new tab' })).toHaveAttribute(
      'href',
      '/car-statistics/8001',
    );

    await user.tab();
    expect(live).toHaveFocus();
  });

  it('says Empty when the viewer has no bid on those lots', async () => {
    mockFetch({ 'GET /bid/search': { body: { cars: [] } } });
    const { user } = renderEngine(
      <LotSearch variant="bids" label="pageType.bid-tables.search.label" value="" onSearch={() => undefined} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Lot numbers' }), '77');
    const hits = await screen.findByRole('list', { name: 'Your bids on these lots' }, { timeout: 5000 });
    expect(within(hits).getByText('Empty')).toBeInTheDocument();
    expect(within(hits).queryByRole('link')).toBeNull();
  });
});
