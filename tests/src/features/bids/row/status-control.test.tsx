// Status changes on a bid row: labels per role, the confirmation kinds, blocked confirm, immediate
// change without confirmation, rollback on refusal (also a 200 with an error), none after a 401.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusControl } from '../../../../../src/features/bids/row/StatusControl';
import { bidRow, renderRow } from './harness';

/** 10:00 in Japan on 26 November 2026. */
const NOW = new Date('2026-11-26T01:00:00Z');

const statusLabel = () => screen.getByTestId('bid-status');
const statusButtons = () => screen.findByRole('group', { name: 'Status of the bid on lot 1234' });

describe('StatusControl', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows clients and dealers "Under review" for status 1, and no buttons', async () => {
    renderRow(<StatusControl bid={bidRow({ bidStatus: 1 })} variant="bids" />, { role: 'client' });
    await waitFor(() => expect(statusLabel()).toHaveTextContent('Under review'));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows managers "New" for status 1 and the buttons for statuses 1–6', async () => {
    renderRow(<StatusControl bid={bidRow({ bidStatus: 1 })} variant="bid-manager" />);
    const group = await statusButtons();
    expect(statusLabel()).toHaveTextContent('New');
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['New', 'Bid', "Don't bid", 'Cancel', 'Finished', 'Win']);
    expect(within(group).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a plain confirmation, blocks confirming the current status, and saves the new one', async () => {
    const { user, fetch } = renderRow(<StatusControl bid={bidRow()} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-bid-status': { body: { success: true } } },
    });
    await user.click(within(await statusButtons()).getByRole('button', { name: 'Bid' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change the bid status' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(await statusButtons()).getByRole('button', { name: "Don't bid" }));
    dialog = await screen.findByRole('dialog', { name: 'Change the bid status' });
    expect(dialog).toHaveTextContent("Change the status of the bid on lot 1234 to “Don't bid”?");
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-bid-status').map((call) => call.body)).toEqual([{ bidId: 501, status: 3 }]));
    expect(statusLabel()).toHaveTextContent("Don't bid");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirms by keyboard, its dialog loaded on first open, focus on Confirm', async () => {
    const { user, fetch } = renderRow(<StatusControl bid={bidRow()} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-bid-status': { body: { success: true } } },
    });
    const dontBid = within(await statusButtons()).getByRole('button', { name: "Don't bid" });
    act(() => dontBid.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Change the bid status' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-bid-status').map((call) => call.body)).toEqual([{ bidId: 501, status: 3 }]));
  });

  it('gives focus back to the status button when its dialog is closed from the keyboard', async () => {
    const { user } = renderRow(<StatusControl bid={bidRow()} variant="bid-manager" />);
    const dontBid = within(await statusButtons()).getByRole('button', { name: "Don't bid" });
    act(() => dontBid.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Change the bid status' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dontBid).toHaveFocus());
  });

  it('warns of a future-day auction (kind 1) and of the last hour (kind 4)', async () => {
    const { user, unmount } = renderRow(<StatusControl bid={bidRow({ auctionDate: '2026-11-27 10:00' })} variant="bid-manager" />);
    await user.click(within(await statusButtons()).getByRole('button', { name: 'Finished' }));
    const dialog = await screen.findByRole('dialog', { name: 'The auction is on another day' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    const again = renderRow(<StatusControl bid={bidRow({ auctionDate: '2026-11-26 10:30' })} variant="bid-manager" />);
    await again.user.click(within(await statusButtons()).getByRole('button', { name: 'Finished' }));
    expect(await screen.findByRole('dialog', { name: 'Less than an hour left' })).toHaveTextContent('Less than 1 hour remains');
  });

  it('confirms a win on a future auction in two steps', async () => {
    const { user, fetch } = renderRow(<StatusControl bid={bidRow({ auctionDate: '2026-11-28 10:00' })} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-bid-status': { body: { success: true } } },
    });
    await user.click(within(await statusButtons()).getByRole('button', { name: 'Win' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm the win' })).getByRole('button', { name: 'Confirm' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'The auction is on another day' })).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-bid-status').map((call) => call.body)).toEqual([{ bidId: 501, status: 6 }]));
  });

  it('changes at once without bidChangeConfirmation; the current status does nothing', async () => {
    const { user, fetch } = renderRow(<StatusControl bid={bidRow()} variant="bid-manager" />, {
      flags: { bidChangeConfirmation: false },
      routes: { 'PUT /bid/update-bid-status': { body: { success: true } } },
    });
    const group = await statusButtons();
    await user.click(within(group).getByRole('button', { name: 'Bid' }));
    await user.click(within(group).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-bid-status').map((call) => call.body)).toEqual([{ bidId: 501, status: 4 }]));
  });

  it.each([
    ['a server error', { status: 500, body: { success: false, message: 'Internal server error' } }],
    ['a success body carrying an error', { body: { success: true, error: 'Bid is locked' } }],
  ])('rolls the status back after %s', async (_case, reply) => {
    const { user, fetch } = renderRow(<StatusControl bid={bidRow()} variant="bid-manager" />, {
      flags: { bidChangeConfirmation: false },
      routes: { 'PUT /bid/update-bid-status': reply },
    });
    await user.click(within(await statusButtons()).getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-bid-status')).toHaveLength(1));
    await waitFor(() => expect(statusLabel()).toHaveTextContent('Bid'));
    expect(within(await statusButtons()).getByRole('button', { name: 'Bid' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not roll back after a 401 (the session-expired dialog speaks for it)', async () => {
    const { user, fetch } = renderRow(<StatusControl bid={bidRow()} variant="bid-manager" />, {
      flags: { bidChangeConfirmation: false },
      routes: {
        'PUT /bid/update-bid-status': { status: 401, body: { success: false, message: 'Unauthorized' } },
        'GET /auth/update': { status: 401, body: { success: false, message: 'Unauthorized' } },
      },
    });
    await user.click(within(await statusButtons()).getByRole('button', { name: 'Finished' }));
    await waitFor(() => expect(fetch.callsTo('GET /auth/update')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(statusLabel()).toHaveTextContent('Finished');
    expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).toBeNull();
  });

  it('offers no buttons on archive rows, and the won status as an icon with a name', async () => {
    renderRow(<StatusControl bid={bidRow({ bidStatus: 7, archived: true })} variant="archive-bids" />);
    await waitFor(() => expect(statusLabel()).toHaveTextContent('Won'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('group')).toBeNull();
  });
});
