// The bid tables at the fetch boundary (seed 000 §2, §4): rows from the list call, status tabs with
// counts, a tab chosen again clears it, tab and bid-type changes clear the filters, every change goes
// back to page 1; clients get no Show N and no Archive tab.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BidListResponse } from '../../../../schemas/api/bids';
import { japanDate } from '../../../../shared/japan-time';
import { mockFetch, type ApiCall } from '../../fetch-mock';
import { profile, ROLES, signedIn } from '../../fixtures';
import { setViewport } from '../../media';
import { renderApp } from '../../render';
import { bidRow } from './row/harness';

const COUNTERS: BidListResponse['counters'] = [
  { status: 'All', count: 45 },
  { status: 1, count: 5 },
  { status: 2, count: 40 },
  ...([3, 4, 5, 6, 7] as const).map((status) => ({ status, count: 0 })),
  { status: 'Archive', count: 3 },
];

function listAnswer(call: ApiCall): { body: BidListResponse } {
  const page = Number(call.query.get('page') ?? 1);
  return {
    body: {
      cars: [bidRow({ bidId: 500 + page, lotNo: String(1000 + page), message: 'Checked the sheet', isRead: false })],
      counters: COUNTERS,
      totalBids: 45,
      pageInfo: { page, pageSize: 20, totalSearchResults: 45, totalResults: 45 },
    },
  };
}

const FILTERS = {
  body: {
    filters: {
      chassisId: [],
      mileage: [],
      dates: [],
      auctions: [{ value: 4, label: 'USS Tokyo' }],
      condition: [],
      group: [],
      bidStatus: [],
      status: [],
      archiveStatus: [{ value: 6, label: 'Win' }],
      clients: [{ value: 12, label: 'Oleg Ivanov (12)' }],
      managers: [],
    },
    counters: COUNTERS,
    totalBids: 45,
  },
};

const lastList = (fetch: ReturnType<typeof mockFetch>, key: string) => fetch.callsTo(key).at(-1)!.query;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('my bids (client)', () => {
  it('lists the rows with tab counts, no Show N and no Archive tab; a tab chosen again clears it', async () => {
    const fetch = mockFetch({
      ...signedIn(profile({ ...ROLES.client })),
      'GET /bid/my-bid': listAnswer,
      'GET /bid/filters': FILTERS,
      'GET /bid/search': { body: { cars: [] } },
    });
    const { user, currentPath } = renderApp({ path: '/bids?page=2' });
    const table = await screen.findByRole('table', { name: 'My Bids' }, { timeout: 30_000 });
    expect(await within(table).findByRole('link', { name: /^Open lot 1002,/ })).toHaveAttribute('target', '_blank');
    expect(within(table).getByRole('button', { name: 'Chat about lot 1002, unread messages' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Download photos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show \d+$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /^Archive/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Under review (5)' }));
    expect(currentPath()).toBe('/bids?bidStatus=1');
    await waitFor(() => expect(lastList(fetch, 'GET /bid/my-bid').get('bidStatus')).toBe('1'));
    expect(lastList(fetch, 'GET /bid/my-bid').get('page')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Under review (5)' }));
    expect(currentPath()).toBe('/bids');
  }, 60_000);
});

describe('bid cards on a phone', () => {
  it('shows a card per bid: the lot beside the vehicle, the short facts, then status, bidder and chat', async () => {
    setViewport({ width: 390 });
    mockFetch({
      ...signedIn(profile({ ...ROLES.manager })),
      'GET /bid/index': listAnswer,
      'GET /bid/filters': FILTERS,
      'GET /bid/search': { body: { cars: [] } },
    });
    renderApp({ path: '/bid-manager?auctionDateFrom=2026-11-01' });
    const cards = await screen.findByRole('list', { name: 'Bid Manager' }, { timeout: 30_000 });
    const [card] = within(cards).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: /^Open lot 1001,/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('Toyota Prius');
    const facts = within(card!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(facts).toEqual([
      'Year',
      'Mileage',
      'Condition',
      'Auction status',
      'Start price',
      'Bid',
      'Sold price',
      'Group',
      'Autobid',
      'Status',
      'Bidder',
      'Chat',
    ]);
    expect(within(card!).getByRole('group', { name: 'Status of the bid on lot 1001' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  }, 60_000);
});

describe('archive (manager)', () => {
  it('applies a filter back at page 1, and a status tab clears the filters', async () => {
    const fetch = mockFetch({
      ...signedIn(profile({ ...ROLES.manager })),
      'GET /bid/bid-history': listAnswer,
      'GET /bid/bid-history-filters': FILTERS,
      'GET /bid/search': { body: { cars: [] } },
    });
    const { user, currentPath } = renderApp({ path: '/archive-bids?page=3' });
    await screen.findByRole('table', { name: 'Archive Bids' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Show 20' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Clients' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: /Oleg Ivanov \(12\)/ }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(currentPath()).toBe('/archive-bids?user=12'), { timeout: 5000 });
    await waitFor(() => expect(lastList(fetch, 'GET /bid/bid-history').get('user')).toBe('12'));
    expect(screen.getByRole('button', { name: 'Remove Clients: Oleg Ivanov (12)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Win/ }));
    expect(currentPath()).toBe('/archive-bids?bidStatus=6');
    expect(screen.queryByRole('button', { name: /^Remove Clients/ })).not.toBeInTheDocument();
  }, 60_000);
});

describe('dealer bids', () => {
  it('switches between all, mine and clients, and offers every client of the dealer in the filter', async () => {
    const fetch = mockFetch({
      ...signedIn(profile({ ...ROLES.dealer })),
      'GET /bid/dealer': listAnswer,
      'GET /bid/filters': FILTERS,
      'GET /bid/dealer-clients': {
        body: {
          clientList: [
            { value: 12, label: 'Oleg Ivanov' },
            { value: 13, label: 'Anna Sokolova' },
          ],
          pageInfo: { page: 1, pageSize: 500, totalSearchResults: 2, totalResults: 2 },
        },
      },
      'GET /bid/search': { body: { cars: [] } },
    });
    const { user, currentPath } = renderApp({ path: '/dealer-bids' });
    await screen.findByRole('table', { name: 'My Bids' }, { timeout: 10_000 });
    await user.click(screen.getByRole('tab', { name: 'Clients' }));
    expect(currentPath()).toBe('/dealer-bids?bidType=clients');
    await waitFor(() => expect(lastList(fetch, 'GET /bid/dealer').get('bidType')).toBe('clients'));
    await user.click(screen.getByRole('tab', { name: 'Clients' }));
    expect(currentPath()).toBe('/dealer-bids?bidType=clients');
    await user.click(screen.getByRole('combobox', { name: 'Clients' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: /Anna Sokolova/ })).toBeInTheDocument();
  }, 60_000);
});

describe('bid manager opening on today (bidsTodayDefault)', () => {
  it('asks for today’s auctions from its first list call, the date tag there from the start', async () => {
    const fetch = mockFetch({
      ...signedIn(profile({ ...ROLES.manager }, { bidsTodayDefault: true })),
      'GET /bid/index': listAnswer,
      'GET /bid/filters': FILTERS,
      'GET /bid/search': { body: { cars: [] } },
    });
    const { currentPath } = renderApp({ path: '/bid-manager' });
    const today = japanDate(new Date());
    await screen.findByRole('table', { name: 'Bid Manager' }, { timeout: 30_000 });
    await waitFor(() => expect(currentPath()).toBe(`/bid-manager?auctionDateFrom=${today}&auctionDateTo=${today}`));
    const lists = fetch.callsTo('GET /bid/index');
    expect(lists.length).toBeGreaterThan(0);
    for (const call of lists) expect([call.query.get('auctionDateFrom'), call.query.get('auctionDateTo')]).toEqual([today, today]);
    expect(screen.getByRole('list', { name: 'Applied filters' })).toHaveTextContent(`Auction date: ${today}–${today}`);
  }, 60_000);
});
