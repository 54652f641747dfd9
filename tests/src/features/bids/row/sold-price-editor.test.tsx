// Sold price: click to edit, Enter or the tick saves, Escape restores; a refused save rolls back.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SoldPriceEditor } from '../../../../../src/features/bids/row/SoldPriceEditor';
import { bidRow, renderRow } from './harness';

const WON = { bidStatus: 6 as const, soldPrice: 700000 };

describe('SoldPriceEditor', () => {
  it('saves with Enter, sending the digits as a string', async () => {
    const { user, fetch } = renderRow(<SoldPriceEditor bid={bidRow(WON)} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-sold-price': { body: { success: true } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the sold price of lot 1234' }));
    const input = screen.getByRole('textbox', { name: 'Sold price of lot 1234' });
    expect(input).toHaveValue('700 000');
    await user.clear(input);
    await user.type(input, '815000{Enter}');
    await waitFor(() =>
      expect(fetch.callsTo('PUT /bid/update-sold-price').map((call) => call.body)).toEqual([{ bidId: 501, soldPrice: '815000' }]),
    );
    expect(await screen.findByRole('button', { name: 'Edit the sold price of lot 1234' })).toHaveTextContent('¥815 000');
  });

  it('saves with the tick', async () => {
    const { user, fetch } = renderRow(<SoldPriceEditor bid={bidRow(WON)} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-sold-price': { body: { success: true } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the sold price of lot 1234' }));
    await user.type(screen.getByRole('textbox', { name: 'Sold price of lot 1234' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save the sold price' }));
    await waitFor(() =>
      expect(fetch.callsTo('PUT /bid/update-sold-price').map((call) => call.body)).toEqual([{ bidId: 501, soldPrice: '7000005' }]),
    );
  });

  it('restores the prior amount on Escape and sends nothing', async () => {
    const { user, fetch } = renderRow(<SoldPriceEditor bid={bidRow(WON)} variant="bid-manager" />);
    await user.click(await screen.findByRole('button', { name: 'Edit the sold price of lot 1234' }));
    const input = screen.getByRole('textbox', { name: 'Sold price of lot 1234' });
    await user.clear(input);
    await user.type(input, '1{Escape}');
    expect(await screen.findByRole('button', { name: 'Edit the sold price of lot 1234' })).toHaveTextContent('¥700 000');
    await user.click(screen.getByRole('button', { name: 'Edit the sold price of lot 1234' }));
    expect(screen.getByRole('textbox', { name: 'Sold price of lot 1234' })).toHaveValue('700 000');
    expect(fetch.callsTo('PUT /bid/update-sold-price')).toHaveLength(0);
  });

  it('rolls back when the server refuses', async () => {
    const { user, fetch } = renderRow(<SoldPriceEditor bid={bidRow(WON)} variant="bid-manager" />, {
      routes: { 'PUT /bid/update-sold-price': { status: 409, body: { success: false, message: 'The bid is archived' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit the sold price of lot 1234' }));
    const input = screen.getByRole('textbox', { name: 'Sold price of lot 1234' });
    await user.clear(input);
    await user.type(input, '900000{Enter}');
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-sold-price')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit the sold price of lot 1234' })).toHaveTextContent('¥700 000'));
  });

  it('is read-only for clients', async () => {
    renderRow(<SoldPriceEditor bid={bidRow(WON)} variant="bids" />, { role: 'client' });
    expect(await screen.findByText('¥700 000')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
