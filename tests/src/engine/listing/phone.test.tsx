import { act, screen, waitFor } from '@testing-library/react';
import { ListingView } from '../../../../src/engine/listing/ListingView';
import { mockFetch } from '../../fetch-mock';
import { setViewport } from '../../media';
import { carSchema, renderEngine } from '../harness';
import { carLots } from '../lots';
import { emptyFilterCalls, listingQueries, listingReply } from './listing-server';

/** jsdom has no IntersectionObserver: this one lets the test move elements in and out of view. */
class ViewportObserver {
  static active = new Set<ViewportObserver>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {}
  observe() {
    ViewportObserver.active.add(this);
  }
  disconnect() {
    ViewportObserver.active.delete(this);
  }
  report(entry: Partial<IntersectionObserverEntry>) {
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** The end of the list is watched 150 px ahead; the back-to-top button watches the top of the list. */
const END_MARGIN = '0px 0px 150px 0px';
const endMarkers = () => [...ViewportObserver.active].filter((o) => o.options.rootMargin === END_MARGIN);
const listTop = () => [...ViewportObserver.active].find((o) => o.options.rootMargin !== END_MARGIN);

/** The phone's list loads lazily: its first appearance in a test file waits for the module to transform. */
const listShown = () => screen.findByRole('feed', { name: 'Lots' }, { timeout: 15_000 });

const reachEnd = () => act(() => endMarkers().forEach((o) => o.report({ isIntersecting: true })));

beforeEach(() => {
  ViewportObserver.active.clear();
  vi.stubGlobal('IntersectionObserver', ViewportObserver);
  setViewport({ width: 390 });
});

function renderPhone(total = 45) {
  const fetch = mockFetch({ ...emptyFilterCalls('car-auction'), 'GET /car-auction/listing': listingReply(carLots(total)) });
  const view = renderEngine(<ListingView schema={carSchema} title="Car Listing" />);
  const pages = () => listingQueries(fetch.calls).map((q) => q.get('page') ?? '1');
  return { ...view, fetch, pages };
}

describe('on a phone', () => {
  it('has a Search button opening the filter drawer, the sort control and no pages or view switcher', async () => {
    const { user } = renderPhone();
    expect(await listShown()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sort:/ })).toBeEnabled();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Card view' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('loads the next page when the end of the list comes within 150 px, one at a time, up to the total', async () => {
    const { pages } = renderPhone(45);
    await listShown();
    expect(endMarkers()).toHaveLength(1);

    // the marker seen twice while the page is on its way asks once
    reachEnd();
    reachEnd();
    await waitFor(() => expect(endMarkers()).toHaveLength(1));
    expect(pages()).toEqual(['1', '2']);

    reachEnd();
    await waitFor(() => expect(screen.queryByText('Loading more lots…')).not.toBeInTheDocument());
    expect(pages()).toEqual(['1', '2', '3']);
    // 45 of 45 loaded: the marker is no longer watched
    expect(endMarkers()).toHaveLength(0);
    reachEnd();
    expect(pages()).toEqual(['1', '2', '3']);
    // only the rows near the viewport are in the DOM
    const tiles = screen.getAllByRole('article');
    expect(tiles.length).toBeLessThanOrEqual(12);
    expect(tiles[0]).toHaveAttribute('aria-setsize', '45');
  });

  it('starts again from the top when the sort changes', async () => {
    const { user, pages } = renderPhone(45);
    await listShown();
    reachEnd();
    await waitFor(() => expect(pages()).toEqual(['1', '2']));
    vi.mocked(window.scrollTo).mockClear();

    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Year' }));
    await waitFor(() => expect(pages()).toEqual(['1', '2', '1']));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('shows Back to top once the top of the list is a screen above the viewport, as an observer tells', async () => {
    renderPhone();
    await listShown();
    const observer = listTop();
    expect(observer?.options.rootMargin).toBe('100% 0px 0px 0px');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();

    act(() => observer!.report({ isIntersecting: false, boundingClientRect: { top: -1200 } as DOMRectReadOnly }));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();

    act(() => observer!.report({ isIntersecting: true, boundingClientRect: { top: -300 } as DOMRectReadOnly }));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
