// The bidder card (managers and dealers; clients see 'company manager') and the autobid switch
// (managers only, saved 400 ms after the last toggle, back to the server's value when refused).
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../../../src/stores/preferences';
import { AutoBidSwitch } from '../../../../../src/features/bids/row/AutoBidSwitch';
import { BidderCard } from '../../../../../src/features/bids/row/BidderCard';
import { bidRow, renderRow } from './harness';

describe('BidderCard', () => {
  afterEach(() => setLocale('en'));

  it('opens the bidder’s details for a manager, notes included', async () => {
    const { user } = renderRow(<BidderCard bid={bidRow()} variant="bid-manager" />);
    await user.click(await screen.findByRole('button', { name: 'Bidder: Sergei Ivanov' }));
    const card = await screen.findByLabelText('Bidder Sergei Ivanov');
    for (const text of [
      '77',
      'Dealer Dmitri',
      'Far East Motors',
      'Russian Federation',
      'Client',
      '¥350 000',
      '¥2 000 000',
      'Prefers RoRo.',
    ]) {
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    }
    expect(within(card).getByText('Credit limit')).toBeInTheDocument();
  });

  it('opens by keyboard, its card loaded on first open, and Escape closes it with focus back on the button', async () => {
    const { user } = renderRow(<BidderCard bid={bidRow()} variant="bid-manager" />);
    const button = await screen.findByRole('button', { name: 'Bidder: Sergei Ivanov' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const card = await screen.findByLabelText('Bidder Sergei Ivanov');
    expect(within(card).getByText('Far East Motors')).toBeInTheDocument();
    const opened = screen.getByRole('button', { name: 'Bidder: Sergei Ivanov' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    expect(opened).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByLabelText('Bidder Sergei Ivanov')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Bidder: Sergei Ivanov' })).toHaveFocus();
  });

  it('names the country in the interface language', async () => {
    setLocale('ru');
    const { user, fetch } = renderRow(<BidderCard bid={bidRow()} variant="bid-manager" />, {
      routes: { 'GET /site/get-country-list': { body: [{ value: 183, label: 'Россия' }] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Участник: Sergei Ivanov' }));
    const card = await screen.findByLabelText('Участник Sergei Ivanov');
    expect(await within(card).findByText('Россия')).toBeInTheDocument();
    expect(fetch.callsTo('GET /site/get-country-list').map((call) => call.query.get('language'))).toContain('693');
  });

  it('shows clients "Company manager" and nothing to open', async () => {
    renderRow(<BidderCard bid={bidRow({ user: null })} variant="bids" />, { role: 'client' });
    expect(await screen.findByText('Company manager')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no bidder on the viewer’s own bid', async () => {
    const { container } = renderRow(<BidderCard bid={bidRow({ user: null })} variant="dealer-bids" />, { role: 'dealer' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toHaveTextContent('');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('AutoBidSwitch', () => {
  it('is not shown to clients', async () => {
    renderRow(<AutoBidSwitch bid={bidRow()} variant="bids" />, { role: 'client' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('saves only the last position, 400 ms after the last toggle', async () => {
    const { user, fetch } = renderRow(<AutoBidSwitch bid={bidRow()} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-auto-bid': { body: { success: true } } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Autobid for lot 1234' });
    await user.click(toggle);
    await user.click(toggle);
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(fetch.callsTo('PUT /bid/update-auto-bid')).toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(fetch.callsTo('PUT /bid/update-auto-bid').map((call) => call.body)).toEqual([{ bidId: 501, autoBid: true }]);
  });

  it('goes back to the saved position when the server refuses', async () => {
    const { user, fetch } = renderRow(<AutoBidSwitch bid={bidRow({ autoBid: false })} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-auto-bid': { status: 409, body: { success: false, message: 'The bid is archived' } } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Autobid for lot 1234' });
    await user.click(toggle);
    expect(toggle).toBeChecked();
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-auto-bid')).toHaveLength(1), { timeout: 2000 });
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
