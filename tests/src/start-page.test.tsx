import { screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '../../src/app/query-client';
import { startPage } from '../../src/app/start-page';
import { FALLBACK_COMPANY_CONFIG } from '../../src/ui/company-config';
import { carLots } from './engine/lots';
import { emptyFilterCalls, listingQueries, listingReply } from './engine/listing/listing-server';
import { deferredReply, mockFetch } from './fetch-mock';
import { carDetail } from './features/lot-detail/lot-fixtures';
import { profile, signedIn } from './fixtures';
import { setViewport, stubIntersectionObserver } from './media';
import { renderApp } from './render';

/** A visit opening at `path`: the page is started as main.tsx starts it, then the app renders. */
function openAt(path: string) {
  const session = deferredReply();
  const fetch = mockFetch({
    ...signedIn(),
    ...emptyFilterCalls('car-auction'),
    'GET /user/view-profile': session.handler,
    'GET /car-auction/listing': listingReply(carLots(30)),
  });
  const queryClient = createQueryClient();
  const [pathname, search = ''] = path.split('?');
  startPage({ pathname: pathname!, search: search && `?${search}` }, queryClient, FALLBACK_COMPANY_CONFIG);
  renderApp({ path, queryClient });
  return { fetch, answerSession: () => session.release({ body: profile() }) };
}

/** The photos the page asked for ahead of its <img>s. */
const preloadedPhotos = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('a visit', () => {
  it('asks for the profile before the app renders, and the app takes that call', async () => {
    const { fetch, answerSession } = openAt('/car-auctions');
    expect(fetch.callsTo('GET /user/view-profile')).toHaveLength(1);
    answerSession();
    expect(await screen.findByRole('heading', { name: 'Car Listing' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(fetch.callsTo('GET /user/view-profile')).toHaveLength(1);
  });

  it("asks for no profile on a share page, which is a visitor's", () => {
    const fetch = mockFetch({});
    startPage({ pathname: '/car-auctions/share/41', search: '' }, createQueryClient(), FALLBACK_COMPANY_CONFIG);
    expect(fetch.callsTo('GET /user/view-profile')).toHaveLength(0);
  });
});

describe('a visit opening on a listing', () => {
  it('asks for the lots while the session is still checked, and the page shows that answer', async () => {
    const { fetch, answerSession } = openAt('/car-auctions?sort=year&order=DESC');
    await waitFor(() => expect(listingQueries(fetch.calls)).toHaveLength(1));
    expect(Object.fromEntries(listingQueries(fetch.calls)[0]!)).toMatchObject({ pageSize: '20', sort: 'year', order: 'DESC' });

    answerSession();
    // the first page's 20 lots and the header row
    expect(await screen.findByRole('table', { name: 'Lots' }, { timeout: 15_000 })).toHaveAttribute('aria-rowcount', '21');
    expect(listingQueries(fetch.calls)).toHaveLength(1);
  });

  it('asks for the first page of the endless list on a phone, which the list then shows', async () => {
    setViewport({ width: 390 });
    stubIntersectionObserver();
    const { fetch, answerSession } = openAt('/car-auctions');
    await waitFor(() => expect(listingQueries(fetch.calls)).toHaveLength(1));

    answerSession();
    expect(await screen.findByRole('feed', { name: 'Lots' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(listingQueries(fetch.calls)).toHaveLength(1);
  });

  it("loads the first screen's photos on a phone as soon as the lots answer, before the list renders them", async () => {
    setViewport({ width: 390 });
    stubIntersectionObserver();
    const { answerSession } = openAt('/car-auctions');
    await waitFor(() => expect(preloadedPhotos()).toEqual(carLots(4).map((lot) => lot.images[0])));
    expect(screen.queryByRole('feed', { name: 'Lots' })).not.toBeInTheDocument();

    answerSession();
    expect(await screen.findByRole('feed', { name: 'Lots' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(preloadedPhotos()).toHaveLength(4);
  });

  it('tells the server the page size stored in this browser (a cookie), so its next visit starts with the call', async () => {
    localStorage.setItem('page-size:car-auction', '50');
    const { fetch } = openAt('/car-auctions');
    await waitFor(() => expect(listingQueries(fetch.calls)).toHaveLength(1));
    expect(listingQueries(fetch.calls)[0]!.get('pageSize')).toBe('50');
    expect(document.cookie).toContain('seri_page_size_car-auction=50');

    localStorage.removeItem('page-size:car-auction');
    openAt('/car-auctions');
    await waitFor(() => expect(document.cookie).not.toContain('seri_page_size_car-auction'));
  });
});

describe('a visit opening on a lot page', () => {
  it('loads the main photo as soon as the lot answers, the photo the gallery then shows', async () => {
    const session = deferredReply();
    const fetch = mockFetch({ ...signedIn(), 'GET /user/view-profile': session.handler, 'GET /car-auction/view': { body: carDetail() } });
    const queryClient = createQueryClient();
    startPage({ pathname: '/car-auctions/41', search: '' }, queryClient, FALLBACK_COMPANY_CONFIG);
    renderApp({ path: '/car-auctions/41', queryClient });
    await waitFor(() => expect(preloadedPhotos()).toEqual(['/images/lots/41/1.svg']));

    session.release({ body: profile() });
    const gallery = await screen.findByRole('button', { name: /Open photo 1 of 3/ }, { timeout: 15_000 });
    expect(gallery.querySelector('img')).toHaveAttribute('src', '/images/lots/41/1.svg');
    expect(fetch.callsTo('GET /car-auction/view')).toHaveLength(1);
  });
});
