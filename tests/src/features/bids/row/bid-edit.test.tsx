// The bid edit dialog: fields by permission, Save fires both updates, the 'Saved' marker for a second,
// Cancel resets, no editing while saving, the bottom error dialog on failure (not after a 401), the
// last-hour warning, and who may open it.
import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BidEditButton } from '../../../../../src/features/bids/row/BidEditButton';
import { deferredReply } from '../../../fetch-mock';
import { bidRow, renderRow } from './harness';

const OPTIONS = {
  'GET /bid/group': {
    body: [
      { value: 'A', label: 'A', cars: 3 },
      { value: 'B', label: 'B', cars: 1 },
    ],
  },
  'GET /bid/export-type': {
    body: [
      { value: 'roro', label: 'RoRo', description: 'RoRo vessel' },
      { value: 'container', label: 'Container', description: 'In a container' },
    ],
  },
};
const SAVED = {
  ...OPTIONS,
  'PUT /bid/update-bid-price': {
    body: { bidAmount: 650000, bidId: 501, bidStatus: 2, bidDate: '2026-11-26T01:00:00Z', exportType: 'container' },
  },
  'PUT /bid/update-adjustment-price': { body: { success: true } },
};

const openDialog = async (user: ReturnType<typeof renderRow>['user']) => {
  await user.click(await screen.findByRole('button', { name: 'Edit the bid on lot 1234' }));
  return screen.findByRole('dialog', { name: 'Bid on lot 1234' });
};

/** Opens the dialog, saves a new price the server refuses, and closes the error dialog. */
async function failToSave(user: ReturnType<typeof renderRow>['user'], amount: string): Promise<void> {
  const dialog = await openDialog(user);
  const price = within(dialog).getByRole('textbox', { name: 'Bid price, ¥' });
  await user.clear(price);
  await user.type(price, amount);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  const error = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
  await user.click(within(error).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

describe('BidEditButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves price, group, adjustment and export type (on the bid as opened) with both calls, closes and shows "Saved" for a second', async () => {
    const { user, fetch } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, { routes: SAVED });
    const dialog = await openDialog(user);
    const price = within(dialog).getByRole('textbox', { name: 'Bid price, ¥' });
    expect(price).toHaveValue('600 000');
    const group = within(dialog).getByRole('combobox', { name: 'Bid group' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['––', 'A (3)', 'B (1)']),
    );
    await user.clear(price);
    await user.type(price, '650000');
    await user.selectOptions(group, 'B');
    await user.type(within(dialog).getByRole('textbox', { name: 'Adjustment, ¥' }), '10000');
    const exportType = within(dialog).getByRole('combobox', { name: 'Export type' });
    await waitFor(() => expect(within(exportType).getByRole('option', { name: 'Container' })).toBeInTheDocument());
    await user.selectOptions(exportType, 'container');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // the marker shows with the dialog closed, and goes after a second
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull(), { timeout: 1500 });
    expect(fetch.callsTo('PUT /bid/update-bid-price').map((call) => call.body)).toEqual([
      { amount: 650000, jasId: 501, bidGroup: 'B', adjustmentPrice: 10000, exportType: 'container', bidDate: '2026-11-25T10:00:00Z' },
    ]);
    expect(fetch.callsTo('PUT /bid/update-adjustment-price').map((call) => call.body)).toEqual([{ bidId: 501, adjustmentPrice: 10000 }]);

    // the dialog opens again on the saved values
    const again = await openDialog(user);
    expect(within(again).getByRole('textbox', { name: 'Bid price, ¥' })).toHaveValue('650 000');
  }, 40_000);

  it('opens by keyboard, its dialog loaded on first open, with focus in the price, and gives it back closed', async () => {
    const { user } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, { routes: SAVED });
    const button = await screen.findByRole('button', { name: 'Edit the bid on lot 1234' });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Bid on lot 1234' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // closed, the dialog gives focus back to the button that opened it
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit the bid on lot 1234' })).toHaveFocus());
  });

  it('resets edited values on Cancel', async () => {
    const { user, fetch } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, { routes: SAVED });
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Bid price, ¥' }), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Bid price, ¥' })).toHaveValue('600 000');
    expect(fetch.callsTo('PUT /bid/update-bid-price')).toHaveLength(0);
  });

  it('names price errors and blocks Save on them', async () => {
    const { user } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, { routes: SAVED });
    const dialog = await openDialog(user);
    const price = within(dialog).getByRole('textbox', { name: 'Bid price, ¥' });
    await user.clear(price);
    expect(within(dialog).getByText('Required field')).toBeInTheDocument();
    await user.type(price, '603000');
    expect(within(dialog).getByText('Bids go up in steps of 5 000 yen')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(price);
    await user.type(price, '400000');
    expect(within(dialog).getByText('The price is lower than the start price')).toBeInTheDocument();
  });

  it('blocks editing while the save is on its way', async () => {
    const pending = deferredReply();
    const { user } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, {
      routes: { ...SAVED, 'PUT /bid/update-bid-price': pending.handler },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Bid price, ¥' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pending.release({ body: { bidAmount: 600000, bidId: 501, bidStatus: 2, bidDate: '2026-11-26T01:00:00Z', exportType: 'roro' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the bottom error dialog when an update fails, and Close forgets it', async () => {
    const { user } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, {
      routes: { ...SAVED, 'PUT /bid/update-adjustment-price': { body: { success: true, error: 'Adjustment locked' } } },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('alertdialog', { name: 'Something went wrong' });
    expect(error).toHaveTextContent('The information has not been changed');
    await user.click(within(error).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('gives the typed values back on the next open after a failed save; Cancel drops them', async () => {
    const { user, fetch } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, {
      routes: { ...OPTIONS, 'PUT /bid/update-bid-price': { status: 500, body: { success: false, message: 'Server error' } } },
    });
    await failToSave(user, '650000');
    expect(fetch.callsTo('PUT /bid/update-bid-price')).toHaveLength(1);

    let dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Bid price, ¥' })).toHaveValue('650 000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Bid price, ¥' })).toHaveValue('600 000');
  });

  it('opens on the bid as it now is when it changed after a failed save', async () => {
    function ChangingRow() {
      const [bid, setBid] = useState(bidRow());
      return (
        <>
          <BidEditButton bid={bid} variant="bid-manager" />
          <button type="button" onClick={() => setBid(bidRow({ bidAmount: 700000, bidDate: '2026-11-26T02:00:00Z' }))}>
            Another manager raises it
          </button>
        </>
      );
    }
    const { user } = renderRow(<ChangingRow />, {
      routes: { ...OPTIONS, 'PUT /bid/update-bid-price': { status: 409, body: { success: false, messageCode: 'BidChanged' } } },
    });
    await failToSave(user, '650000');
    await user.click(screen.getByRole('button', { name: 'Another manager raises it' }));
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Bid price, ¥' })).toHaveValue('700 000');
  });

  it('sends no adjustment when the price is refused', async () => {
    const { user, fetch } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, {
      routes: {
        ...SAVED,
        'PUT /bid/update-bid-price': {
          status: 409,
          body: { success: false, message: 'The bid can no longer be changed', messageCode: 'BidNotChangeable' },
        },
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alertdialog', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(fetch.callsTo('PUT /bid/update-bid-price')).toHaveLength(1);
    expect(fetch.callsTo('PUT /bid/update-adjustment-price')).toHaveLength(0);
  });

  it('shows no error dialog after a 401', async () => {
    const { user, fetch } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, {
      routes: {
        ...SAVED,
        'PUT /bid/update-bid-price': { status: 401, body: { success: false, message: 'Unauthorized' } },
        'GET /auth/update': { status: 401, body: { success: false, message: 'Unauthorized' } },
      },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('GET /auth/update').length).toBeGreaterThan(0));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('warns first within the last hour before the auction; Accept opens the dialog', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T14:30:00Z') });
    const { user } = renderRow(<BidEditButton bid={bidRow({ auctionDate: '2026-11-26 23:59' })} variant="bid-manager" />, {
      routes: SAVED,
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the bid on lot 1234' }));
    const warning = await screen.findByRole('dialog', { name: 'Less than an hour left' });
    await user.click(within(warning).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('dialog', { name: 'Bid on lot 1234' })).toBeInTheDocument();
  });

  it('hides adjustment and export type without their permissions', async () => {
    const { user } = renderRow(<BidEditButton bid={bidRow()} variant="bid-manager" />, {
      flags: { adjustmentPriceShow: false, exportTypeShow: false },
      routes: SAVED,
    });
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('textbox', { name: 'Adjustment, ¥' })).toBeNull();
    expect(within(dialog).queryByRole('combobox', { name: 'Export type' })).toBeNull();
  });

  it('is disabled outside statuses 1, 2 and 6, and absent for clients and archive rows', async () => {
    const { unmount } = renderRow(<BidEditButton bid={bidRow({ bidStatus: 3 })} variant="bid-manager" />, { routes: SAVED });
    expect(await screen.findByRole('button', { name: 'Edit the bid on lot 1234' })).toBeDisabled();
    unmount();
    const client = renderRow(<BidEditButton bid={bidRow()} variant="bids" />, { role: 'client', routes: SAVED });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
    client.unmount();
    renderRow(<BidEditButton bid={bidRow({ archived: true })} variant="archive-bids" />, { routes: SAVED });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
