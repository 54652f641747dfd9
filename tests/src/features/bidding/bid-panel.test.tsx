// The bid panel as a client and a manager meet it: its states, the amount field, the checks, the
// credit check, confirm and success, a 402, the my-bid box with cancelling, the manager's client search.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import stock from '../../../../schemas/page-types/stock.json';
import stats from '../../../../schemas/page-types/stats.json';
import { syncPreferencesFromStorage } from '../../../../src/stores/preferences';
import { amountField, bidInfo, placeButton, renderPanel } from './panel-harness';

afterEach(() => {
  vi.useRealTimers();
  localStorage.removeItem('language');
  syncPreferencesFromStorage();
});

/** The panel's texts in Russian, the language the interface keeps in this browser (seed 000 §1, id 693). */
function inRussian() {
  localStorage.setItem('language', '693');
  syncPreferencesFromStorage();
}

describe('BidPanel states', () => {
  it('says the auction is finished, or that bidding is closed, without a form', async () => {
    const { unmount } = renderPanel(bidInfo({ auctionFinished: true, acceptBid: false }));
    expect(await screen.findByText('Auction finished')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
    unmount();
    renderPanel(bidInfo({ acceptBid: false }));
    expect(await screen.findByText('Bidding is closed')).toBeInTheDocument();
  });

  it('tells a restricted user they cannot bid, with the company contact', async () => {
    renderPanel(bidInfo(), { flags: { biddingAllowed: false } });
    expect(await screen.findByText('Your account cannot place bids.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact your manager' })).toHaveAttribute('href', 'mailto:support@seri.example');
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
  });

  it('shows the daily bid limit notice instead of the form', async () => {
    renderPanel(bidInfo({ bidLimitReached: true }));
    expect(await screen.findByText('Daily bid limit exceeded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
  });

  it('offers an order at the fixed price on stock lots', async () => {
    renderPanel(bidInfo({ fixedPrice: 1_234_000, startPrice: null, bidGroupShow: false }), { schema: stock as unknown as PageTypeSchema });
    expect(await screen.findByRole('button', { name: 'Order now' })).toBeInTheDocument();
    expect(screen.getByText('¥1 234 000')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /your bid/i })).toBeNull();
  });

  it('reports an order as an order, and offers no second order while one stands', async () => {
    const order = bidInfo({ fixedPrice: 1_234_000, startPrice: null, bidGroupShow: false, exportTypeShow: false });
    const { user, unmount } = renderPanel(order, {
      schema: stock as unknown as PageTypeSchema,
      routes: { 'POST /bid/create': { body: { bidAmount: 1_234_000, bidDate: '2026-11-18T00:00:00Z', bidId: 79, bidStatus: 1 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Order now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the order' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const success = await screen.findByRole('dialog', { name: 'Order placed' });
    expect(within(success).getByText('Your order of ¥1 234 000 for Lot 1234, Toyota Prius is placed.')).toBeInTheDocument();
    unmount();

    renderPanel(
      { ...order, myBid: true, jasId: 79, myBidAmount: 1_234_000, bidStatusId: 1 },
      { schema: stock as unknown as PageTypeSchema },
    );
    expect(await screen.findByRole('region', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order now' })).toBeNull();
  });

  it('shows no form for a bid the server no longer lets change (Don’t bid, Finished, Win, Won), but does for a cancelled one', async () => {
    const mine = { myBid: true, jasId: 55, myBidAmount: 250_000, myBidDate: '2026-11-18T01:00:00Z' };
    const { unmount } = renderPanel(bidInfo({ ...mine, bidStatusId: 3 }));
    expect(await screen.findByText('This bid can no longer be changed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place bid' })).toBeNull();
    unmount();
    renderPanel(bidInfo({ ...mine, bidStatusId: 4 }));
    expect(await screen.findByRole('button', { name: 'Place bid' })).toBeInTheDocument();
  });

  it('shows nothing on statistics pages', async () => {
    const { fetch } = renderPanel(bidInfo({ auctionFinished: true, acceptBid: false }), { schema: stats as unknown as PageTypeSchema });
    await waitFor(() => expect(fetch.callsTo('GET /user/view-profile')).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('region', { name: 'Bid' })).toBeNull();
    expect(screen.queryByText('Auction finished')).toBeNull();
  });
});

describe('BidPanel form', () => {
  it('keeps digits only, strips leading zeros and groups thousands with spaces', async () => {
    const { user } = renderPanel(bidInfo());
    const input = await amountField();
    await user.type(input, '00x12a3456');
    expect(input).toHaveValue('123 456');
  });

  it.each([
    ['1 500 000.00', '1 500 000'],
    ['1,500,000.00', '1 500 000'],
    ['1 500 000,5', '1 500 000'],
    ['¥1,500,000', '1 500 000'],
  ])('takes a pasted %s as %s yen: a fraction’s digits do not join the amount', async (pasted, shown) => {
    const { user } = renderPanel(bidInfo());
    const input = await amountField();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(shown);
  });

  it('shows lower price, incorrect bid and required messages', async () => {
    const { user, fetch } = renderPanel(bidInfo({ exportTypeOptional: false }));
    await user.click(await screen.findByRole('button', { name: 'Place bid' }));
    expect(screen.getAllByText('Required field')).toHaveLength(2);
    await user.type(await amountField(), '95000');
    expect(screen.getByText(/lower price/i)).toBeInTheDocument();
    await user.clear(await amountField());
    await user.type(await amountField(), '101000');
    expect(screen.getByText(/incorrect bid/i)).toBeInTheDocument();
    expect(fetch.callsTo('POST /bid/create')).toHaveLength(0);
  });

  it('checks the balance, asks to agree to the terms, places the bid and resets the amount after success', async () => {
    const { user, fetch } = renderPanel(bidInfo(), {
      routes: { 'POST /bid/create': { body: { bidAmount: 150_000, bidDate: '2026-11-18T00:00:00Z', bidId: 77, bidStatus: 1 } } },
    });
    await user.type(await amountField(), '150000');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bid group' }), 'A');
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
    expect(within(dialog).getByText('Lot 1234, Toyota Prius: ¥150 000')).toBeInTheDocument();
    expect(within(dialog).getByText('We may overbid up to 10 000 yen')).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /bidding terms/ }));
    await user.click(confirm);
    const success = await screen.findByRole('dialog', { name: 'Bid placed' });
    expect(fetch.callsTo('POST /bid/create')[0]?.body).toEqual({
      amount: 150_000,
      carId: '9001',
      lotType: 'car-auction',
      confirm: 1,
      bidGroup: 'A',
    });
    // the balance came fresh from the profile before the dialog
    expect(fetch.callsTo('GET /user/view-profile').length).toBeGreaterThanOrEqual(2);
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await amountField()).toHaveValue('');
  });

  it('gives focus back to Place bid when the confirm dialog is closed from the keyboard', async () => {
    const { user, fetch } = renderPanel(bidInfo());
    await user.type(await amountField(), '150000');
    act(() => placeButton().focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Confirm the bid' });
    // the balance was checked first (creditLimitCheck): the button said so without losing focus
    expect(fetch.callsTo('GET /user/view-profile').length).toBeGreaterThanOrEqual(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(placeButton()).toHaveFocus());
  });

  it('says nothing of the adjustment price without permission adjustmentPriceShow', async () => {
    const { user } = renderPanel(bidInfo(), { flags: { adjustmentPriceShow: false } });
    await user.type(await amountField(), '150000');
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
    expect(within(dialog).getByText('Lot 1234, Toyota Prius: ¥150 000')).toBeInTheDocument();
    expect(within(dialog).queryByText(/overbid/)).toBeNull();
  });

  it('opens the credit-limit dialog without sending when the amount exceeds what the balance allows', async () => {
    const { user, fetch } = renderPanel(bidInfo(), { bidAllow: 100_000 });
    await user.type(await amountField(), '150000');
    await user.click(placeButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Insufficient credit' });
    expect(within(dialog).getByText(/Contact your manager to deposit/)).toBeInTheDocument();
    expect(fetch.callsTo('POST /bid/create')).toHaveLength(0);
  });

  it('turns a 402 into the credit-limit dialog, closing the confirm dialog', async () => {
    const { user } = renderPanel(bidInfo(), {
      routes: {
        'POST /bid/create': { status: 402, body: { success: false, message: 'InsufficientCredit', messageCode: 'InsufficientCredit' } },
      },
    });
    await user.type(await amountField(), '150000');
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog', { name: 'Insufficient credit' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Confirm the bid' })).toBeNull();
  });

  // the API's message is English (or none): the dialog tells the refusal by its code, in the page's language
  for (const [language, reply, text] of [
    ['en', { status: 409, body: { success: false, message: 'Bidding is closed', messageCode: 'BiddingClosed' } }, 'Bidding is closed'],
    ['ru', { status: 409, body: { success: false, message: 'Bidding is closed', messageCode: 'BiddingClosed' } }, 'Приём ставок закрыт'],
    [
      'ru',
      { status: 403, body: { success: false, message: 'Daily bid limit exceeded', messageCode: 'DailyBidLimit' } },
      'Дневной лимит ставок исчерпан',
    ],
    [
      'ru',
      { status: 422, body: { success: false, message: { amount: 'incorrect bid' }, messageCode: 'IncorrectBid' } },
      'Некорректная ставка: шаг ставки — 5 000 иен',
    ],
    ['ru', { status: 500, body: { success: false, message: 'Internal server error' } }, 'Ставка не принята. Проверьте подключение'],
  ] as const) {
    it(`announces a refusal in the confirm dialog in the page's language (${language}, ${reply.status})`, async () => {
      if (language === 'ru') inRussian();
      const { user } = renderPanel(bidInfo(), { routes: { 'POST /bid/create': reply } });
      await user.type(await screen.findByRole('textbox', { name: language === 'ru' ? /ваша ставка/i : /your bid/i }), '150000');
      await user.click(screen.getByRole('button', { name: language === 'ru' ? 'Сделать ставку' : 'Place bid' }));
      const dialog = await screen.findByRole('dialog', { name: language === 'ru' ? 'Подтвердите ставку' : 'Confirm the bid' });
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: language === 'ru' ? 'Подтвердить' : 'Confirm' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    });
  }

  it('tells in the user’s words of a bid that got no answer, and keeps the dialog to try again', async () => {
    const { user, fetch } = renderPanel(bidInfo(), {
      routes: {
        'POST /bid/create': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await user.type(await amountField(), '150000');
    await user.click(placeButton());
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The bid was not placed. Check the connection and try again.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Failed to fetch')).toBeNull();

    fetch.use({ 'POST /bid/create': { body: { bidAmount: 150_000, bidDate: '2026-11-18T00:00:00Z', bidId: 77, bidStatus: 1 } } });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Bid placed' })).toBeInTheDocument();
  });
});

describe('BidPanel my bid', () => {
  const mine = { myBid: true, jasId: 55, myBidAmount: 250_000, myBidDate: '2026-11-18T01:00:00Z', bidStatusId: 1 };

  it('gives focus back to Cancel bid when its dialog is closed from the keyboard', async () => {
    const { user } = renderPanel(bidInfo({ ...mine, cancellationAllowed: true }));
    const box = await screen.findByRole('region', { name: 'Your bid' });
    act(() => within(box).getByRole('button', { name: 'Cancel bid' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(box).getByRole('button', { name: 'Cancel bid' })).toHaveFocus());
  });

  it('shows the bid and cancels it after confirmation', async () => {
    const { user, fetch } = renderPanel(bidInfo({ ...mine, cancellationAllowed: true }), {
      routes: { 'PUT /bid/update-bid-status': { body: { success: true } } },
    });
    const box = await screen.findByRole('region', { name: 'Your bid' });
    expect(within(box).getByText('¥250 000')).toBeInTheDocument();
    // 01:00 UTC is 10:00 in Japan, whatever the browser's zone
    expect(within(box).getByText('Placed 2026-11-18 10:00 (Japan time)')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Cancel bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the bid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel bid' }));
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-bid-status')[0]?.body).toEqual({ bidId: 55, status: 4 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the bid status as the bid tables do for the role: a new bid is under review for a client, new for a manager', async () => {
    const client = renderPanel(bidInfo(mine));
    expect(within(await screen.findByRole('region', { name: 'Your bid' })).getByText('Status: Under review')).toBeInTheDocument();
    client.unmount();
    renderPanel(bidInfo({ ...mine, bidStatusId: 1 }), { role: 'manager' });
    expect(within(await screen.findByRole('region', { name: 'Your bid' })).getByText('Status: New')).toBeInTheDocument();
  });

  it('shows no status line while the bid has none', async () => {
    renderPanel(bidInfo({ ...mine, bidStatusId: null }));
    const box = await screen.findByRole('region', { name: 'Your bid' });
    expect(within(box).queryByText(/^Status:/)).toBeNull();
  });

  it('announces a refused cancellation in the page’s language', async () => {
    inRussian();
    const { user } = renderPanel(bidInfo({ ...mine, cancellationAllowed: true }), {
      routes: {
        'PUT /bid/update-bid-status': {
          status: 403,
          body: { success: false, message: 'CancelNotAllowed', messageCode: 'CancelNotAllowed' },
        },
      },
    });
    await user.click(within(await screen.findByRole('region', { name: 'Ваша ставка' })).getByRole('button', { name: 'Отменить ставку' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отменить ставку?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отменить ставку' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ставку нельзя отменить — свяжитесь с менеджером');
  });

  it('explains the cancellation deadline with the contact link when cancelling is no longer allowed', async () => {
    const { user, fetch } = renderPanel(bidInfo({ ...mine, cancellationAllowed: false }));
    await user.click(await screen.findByRole('button', { name: 'Cancel bid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bid can’t be canceled — contact the manager'.replace('’', "'") });
    expect(within(dialog).getByText('Cancellation within 3 hours of the auction is not allowed')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact your manager' })).toBeInTheDocument();
    expect(fetch.callsTo('PUT /bid/update-bid-status')).toHaveLength(0);
  });

  it('warns in the last hour before the auction', async () => {
    renderPanel(bidInfo({ ...mine, auctionTime: new Date(Date.now() + 30 * 60_000).toISOString() }));
    expect(await screen.findByText(/Less than 1 hour is left/)).toBeInTheDocument();
  });
});

describe('BidPanel for a manager', () => {
  const clients = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ value: 100 + index, label: `Petrov ${index} (ID ${100 + index})` }));

  it(
    'needs a client, found by search after more than 3 characters, and bids for them with their balance',
    { timeout: 60_000 },
    async () => {
      const { user, fetch } = renderPanel(bidInfo(), {
        role: 'manager',
        routes: {
          'GET /user/search': (call) => ({ body: call.query.get('user') === 'Petr' ? clients(2) : clients(12) }),
          'GET /user/user-info': {
            body: {
              success: true,
              balanceInfo: { balance: 0, creditLimit: 1_000_000, bidAllow: 1_000_000, dailyBidLimit: 0, dailyUssLimit: 0, activeBids: 0 },
            },
          },
          'POST /bid/bid-from-manager': { body: { bidAmount: 150_000, bidDate: '2026-11-18T00:00:00Z', bidId: 78, bidStatus: 2 } },
        },
      });
      await user.type(await amountField(), '150000');
      await user.click(placeButton());
      expect(await screen.findByText('Required field')).toBeInTheDocument();
      const search = screen.getByRole('combobox', { name: /client/i });
      await user.type(search, 'Pet');
      expect(screen.getByText('Type more than 3 characters')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'Petrov');
      expect(await screen.findByText('Too many results, specify full name or ID')).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'Petr');
      await user.click(await screen.findByRole('option', { name: 'Petrov 1 (ID 101)' }));
      await user.click(placeButton());
      const dialog = await screen.findByRole('dialog', { name: 'Confirm the bid' });
      expect(fetch.callsTo('GET /user/user-info')[0]?.query.get('id')).toBe('101');
      await user.click(within(dialog).getByRole('checkbox'));
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await screen.findByRole('dialog', { name: 'Bid placed' });
      expect(fetch.callsTo('POST /bid/bid-from-manager')[0]?.body).toMatchObject({ amount: 150_000, userId: 101, carId: '9001' });
    },
  );

  it('counts what the client’s own open bid on the lot holds: a raise within it is confirmed, and the credit shown has it', async () => {
    const { user, fetch } = renderPanel(bidInfo(), {
      role: 'manager',
      routes: {
        'GET /user/search': { body: clients(2) },
        'GET /user/user-info': {
          body: {
            success: true,
            balanceInfo: { balance: 0, creditLimit: 1_000_000, bidAllow: 100_000, dailyBidLimit: 0, dailyUssLimit: 0, activeBids: 1 },
            heldOnLot: 150_000,
          },
        },
      },
    });
    await user.type(await screen.findByRole('combobox', { name: /client/i }, { timeout: 10_000 }), 'Petr');
    await user.click(await screen.findByRole('option', { name: 'Petrov 1 (ID 101)' }));
    expect(await screen.findByText("The client's credit available: ¥250 000")).toBeInTheDocument();
    expect(fetch.callsTo('GET /user/user-info')[0]?.query.get('carId')).toBe('9001');

    await user.type(await amountField(), '200000');
    await user.click(placeButton());
    expect(await screen.findByRole('dialog', { name: 'Confirm the bid' })).toBeInTheDocument();
  });
});
