// Seed 000 §7's start-up calls on a signed-in first visit: the profile at once; countries, currencies,
// menu counters, gearboxes and auction statuses once the first screen is in, unless something on it
// shows one of them (the desktop sidebar's bid counter). The live-updates socket follows that screen
// too, and an event arriving as soon as it connects still shows.
import { act, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../src/app/query-client';
import { startPage } from '../../src/app/start-page';
import { FALLBACK_COMPANY_CONFIG } from '../../src/ui/company-config';
import { carLots } from './engine/lots';
import { emptyFilterCalls, listingReply } from './engine/listing/listing-server';
import { sockets } from './fake-socket';
import { deferredReply, mockFetch, type ApiCall } from './fetch-mock';
import { signedIn } from './fixtures';
import { setViewport, stubIntersectionObserver } from './media';
import { renderApp } from './render';

const FIRST_LOAD_MS = 15_000;
const DEFERRED = [
  'GET /site/get-country-list',
  'GET /site/currency-list',
  'GET /site/menu-counters',
  'GET /site/gearbox-list',
  'GET /site/auction-status-list',
];

/** A visit opening on the car listing, started as main.tsx starts it, its listing answered on release. */
function openListing() {
  const listing = deferredReply();
  const fetch = mockFetch({
    ...signedIn(),
    ...emptyFilterCalls('car-auction'),
    'GET /user/my-search': { body: { items: [], counter: 0 } },
    'GET /user/list-columns': { body: { page: 'car-auction.table', columns: null } },
    'GET /car-auction/listing': listing.handler,
  });
  const queryClient = createQueryClient();
  startPage({ pathname: '/car-auctions', search: '' }, queryClient, FALLBACK_COMPANY_CONFIG);
  renderApp({ path: '/car-auctions', queryClient });
  const called = (calls: ApiCall[]) => DEFERRED.filter((key) => calls.some((call) => `${call.method} ${call.path}` === key));
  return {
    fetch,
    called: () => called(fetch.calls),
    answerListing: () => listing.release(listingReply(carLots(20))(fetch.callsTo('GET /car-auction/listing')[0]!)),
  };
}

describe('start-up calls of a signed-in first visit', () => {
  it('on a phone, waits with all five until the first lots are shown', async () => {
    setViewport({ width: 390 });
    stubIntersectionObserver();
    const { fetch, called, answerListing } = openListing();
    // the page is there, its lots still on the way
    expect(await screen.findByRole('button', { name: /^Saved searches/ }, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    expect(fetch.callsTo('GET /user/view-profile')).toHaveLength(1);
    expect(called()).toEqual([]);

    answerListing();
    expect(await screen.findByRole('feed', { name: 'Lots' })).toBeInTheDocument();
    await waitFor(() => expect(called()).toEqual(DEFERRED));
    const profileAt = fetch.calls.findIndex((call) => call.path === '/user/view-profile');
    const firstDeferredAt = fetch.calls.findIndex((call) => DEFERRED.includes(`${call.method} ${call.path}`));
    expect(profileAt).toBeLessThan(firstDeferredAt);
  });

  it('on a phone, connects live updates once the first lots are shown; a bid event arriving at once shows', async () => {
    setViewport({ width: 390 });
    stubIntersectionObserver();
    sockets.length = 0;
    const { answerListing } = openListing();
    expect(await screen.findByRole('button', { name: /^Saved searches/ }, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    expect(sockets).toHaveLength(0);

    answerListing();
    expect(await screen.findByRole('feed', { name: 'Lots' })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1), { timeout: FIRST_LOAD_MS });
    const socket = sockets[0]!;
    act(() => {
      socket.serverConnect('sid-1');
      socket.serverEmit('notification', {
        eventType: 'clientNewBid',
        message: { en: 'New bid 7', ru: 'Новая ставка 7' },
        lotNo: 1007,
        auctionName: 'USS Tokyo',
        specification: 'Toyota Prius 2019',
        bidId: 7,
        isClientMessage: true,
      });
    });
    expect(await screen.findByText('New bid 7')).toBeInTheDocument();
  });

  it('on a desktop, the sidebar asks for its bid counter at once; the other four wait for the lots', async () => {
    const { called, answerListing } = openListing();
    expect(await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    await waitFor(() => expect(called()).toEqual(['GET /site/menu-counters']));

    answerListing();
    expect(await screen.findByRole('table', { name: 'Lots' })).toBeInTheDocument();
    await waitFor(() => expect(called()).toEqual(DEFERRED));
  });
});
