import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredReply, mockFetch } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { setViewport } from '../../media';
import { renderApp } from '../../render';
import { bikeDetail, carDetail, machineryDetail } from './lot-fixtures';

describe('lot detail page', () => {
  it('shows a skeleton, then the car named in the heading and tab title with its sections and bid panel', async () => {
    const lot = deferredReply();
    const fetch = mockFetch({ ...signedIn(), 'GET /car-auction/view': lot.handler });
    renderApp({ path: '/car-auctions/41' });
    // the first render transforms the lazily loaded page and its sections
    const loading = await screen.findByRole('progressbar', { name: 'Loading the lot…' }, { timeout: 15_000 });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    lot.release({ body: carDetail() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Prius' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Toyota Prius | Seri'));
    expect(fetch.callsTo('GET /car-auction/view')[0]?.query.get('id')).toBe('41');
    for (const name of ['Lot 12345', 'Car', 'Specification', 'Auction sheet', 'Month of production']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: /Open photo 1 of 3/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download photos' })).toBeInTheDocument();
    // the panel's code loads as the page's runs on wider screens
    expect(await screen.findByRole('region', { name: 'Bid' })).toBeInTheDocument();
  });

  it('composes each page type from its schema: bikes with month of production, statistics and machinery without', async () => {
    mockFetch({ ...signedIn(), 'GET /bikes/view': { body: bikeDetail() }, 'GET /machinery/view': { body: machineryDetail() } });
    const bike = renderApp({ path: '/bike-auctions/77' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Honda CB400' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bike' })).toHaveTextContent('Meter replaced');
    expect(screen.getByRole('region', { name: 'Month of production' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Manager note' })).toHaveTextContent('Check the frame');
    bike.unmount();

    renderApp({ path: '/machinery/90' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Komatsu PC200' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Machine' })).toHaveTextContent('5 400 h');
    expect(screen.queryByRole('region', { name: 'Month of production' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Auction sheet' })).not.toBeInTheDocument();
    // machinery lots here forbid photo download
    expect(screen.queryByRole('button', { name: 'Download photos' })).not.toBeInTheDocument();
  });

  it('leads back to the listing when the lot is missing', async () => {
    mockFetch({ ...signedIn(), 'GET /stats/view': { status: 404, body: { success: false, message: 'Lot not found' } } });
    renderApp({ path: '/car-statistics/404' });
    expect(await screen.findByText(/This lot was not found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/car-statistics');
    expect(screen.getByRole('heading', { level: 1, name: 'Sales statistics lot' })).toBeInTheDocument();
  });

  it('offers a retry when the lot cannot be loaded', async () => {
    const fetch = mockFetch({ ...signedIn(), 'GET /stock/view': { status: 500, body: { success: false, message: 'boom' } } });
    const { user } = renderApp({ path: '/oneprice/41' });
    expect(await screen.findByText('The lot could not be loaded.')).toBeInTheDocument();
    fetch.use({ 'GET /stock/view': { body: carDetail() } });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Toyota Prius' })).toBeInTheDocument();
  });

  it('opens the bid panel full screen from a button at the bottom on phones, its form loaded then', async () => {
    setViewport({ width: 390 });
    mockFetch({ ...signedIn(), 'GET /car-auction/view': { body: carDetail() } });
    const { user } = renderApp({ path: '/car-auctions/41' });
    await user.click(await screen.findByRole('button', { name: 'Bid' }));
    const sheet = await screen.findByRole('dialog', { name: 'Bid' });
    expect(within(sheet).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(await within(sheet).findByRole('textbox', { name: 'Your bid, yen' })).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Place bid' })).toBeInTheDocument();
  });
});
