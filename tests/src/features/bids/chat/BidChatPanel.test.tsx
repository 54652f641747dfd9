// The chat of a bid as a user meets it: opened from a bid row (the bidChat store), read on open,
// Enter to send, Shift+Enter for a new line, nothing sent when empty, a refused send shown failed
// (kept when the chat is loaded again) and sent again on demand.
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { bidChat, closeChat, openChat } from '../../../../../src/stores/bid-chat';
import { mockFetch, type ApiRoutes } from '../../../fetch-mock';
import { profile, ROLES, signedIn } from '../../../fixtures';
import { renderApp } from '../../../render';
import { bidRow } from '../row/harness';

const BID_ID = 77;

const chatRoutes = (isRead: boolean): ApiRoutes => ({
  'GET /bid/chat': {
    body: {
      chat: [
        { id: 1, text: 'Please check the auction sheet.', time: '2026-11-20T10:00:00Z', isOwn: false },
        { id: 2, text: 'Checked, it is fine.', time: '2026-11-20T10:05:00Z', isOwn: true },
      ],
      isRead,
    },
  },
  'PUT /bid/update-chat-status': { body: { success: true } },
  'POST /bid/save-chat': { body: { success: true } },
  'GET /bid/logs': { body: [] },
});

async function openPanel(role: keyof typeof ROLES, routes: ApiRoutes) {
  const fetch = mockFetch({ ...signedIn(profile({ userId: 5, ...ROLES[role] })), ...routes });
  const app = renderApp({ path: '/dashboard' });
  await screen.findByRole('button', { name: /profile menu$/i });
  act(() => openChat(BID_ID));
  const panel = await screen.findByRole('dialog', { name: 'Chat' });
  await within(panel).findByText('Checked, it is fine.');
  return { ...app, fetch, panel };
}

/** The bid manager's calls, with one row. */
function bidManagerWith(row: ReturnType<typeof bidRow>) {
  const counters = [{ status: 'All' as const, count: 1 }];
  return {
    'GET /bid/index': {
      body: { cars: [row], counters, totalBids: 1, pageInfo: { page: 1, pageSize: 20, totalSearchResults: 1, totalResults: 1 } },
    },
    'GET /bid/filters': { body: { filters: {}, counters, totalBids: 1 } },
    'GET /bid/search': { body: { cars: [] } },
  };
}

describe('bid chat panel', () => {
  afterEach(() => closeChat());

  it('loads the chat and marks an unread chat read on the server', async () => {
    const { fetch } = await openPanel('client', chatRoutes(false));
    expect(fetch.callsTo('GET /bid/chat')[0]?.query.get('bidId')).toBe(String(BID_ID));
    await waitFor(() => expect(fetch.callsTo('PUT /bid/update-chat-status').map((call) => call.body)).toEqual([{ bidId: BID_ID }]));
  });

  it('does not mark a read chat again', async () => {
    const { fetch } = await openPanel('client', chatRoutes(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.callsTo('PUT /bid/update-chat-status')).toEqual([]);
  });

  it('sends the trimmed text with Enter; Shift+Enter starts a new line', async () => {
    const { fetch, panel, user } = await openPanel('client', chatRoutes(true));
    const input = within(panel).getByRole('textbox', { name: 'Message' });
    await user.type(input, '  First line{Shift>}{Enter}{/Shift}second line  ');
    expect(fetch.callsTo('POST /bid/save-chat')).toEqual([]);
    expect(input).toHaveValue('  First line\nsecond line  ');
    await user.keyboard('{Enter}');

    await waitFor(() =>
      expect(fetch.callsTo('POST /bid/save-chat').map((call) => call.body)).toEqual([
        { bidId: BID_ID, comment: 'First line\nsecond line' },
      ]),
    );
    expect(input).toHaveValue('');
    expect(within(panel).getByText(/First line\s+second line/)).toBeInTheDocument();
  });

  it('sends nothing while the text is empty, only spaces or only invisible characters', async () => {
    const { fetch, panel, user } = await openPanel('client', chatRoutes(true));
    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(send).toBeDisabled();
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), '\u200b\u00ad{Enter}');
    expect(send).toBeDisabled();
    expect(fetch.callsTo('POST /bid/save-chat')).toEqual([]);
  });

  it('marks a message the server refused as not sent', async () => {
    const { panel, user } = await openPanel('client', {
      ...chatRoutes(true),
      'POST /bid/save-chat': { status: 500, body: { success: false, message: 'Server error' } },
    });
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Will this arrive?');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));

    const bubble = (await within(panel).findByText('Not sent')).closest('li')!;
    expect(bubble).toHaveTextContent('Will this arrive?');
    expect(bubble).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps a message not sent when the chat is loaded again, and sends it again on Send again', async () => {
    const { fetch, panel, queryClient, user } = await openPanel('client', {
      ...chatRoutes(true),
      'POST /bid/save-chat': { status: 500, body: { success: false, message: 'Server error' } },
    });
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Will this arrive?{Enter}');
    await within(panel).findByText('Not sent');
    // the chat is loaded again, as after a dropped connection
    await act(() => queryClient.refetchQueries({ queryKey: ['bid-chat', BID_ID] }));
    expect(fetch.callsTo('GET /bid/chat')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const bubble = within(panel).getByText('Not sent').closest('li')!;
    expect(bubble).toHaveTextContent('Will this arrive?');

    fetch.use({ 'POST /bid/save-chat': { body: { success: true } } });
    // named by its message: a chat may hold several not sent
    await user.click(within(bubble).getByRole('button', { name: 'Send again: Will this arrive?' }));
    await waitFor(() =>
      expect(fetch.callsTo('POST /bid/save-chat').map((call) => call.body)).toEqual([
        { bidId: BID_ID, comment: 'Will this arrive?' },
        { bidId: BID_ID, comment: 'Will this arrive?' },
      ]),
    );
    await waitFor(() => expect(within(panel).queryByText('Not sent')).toBeNull());
    expect(within(panel).getAllByText('Will this arrive?')).toHaveLength(1);
  });

  it('shows on the bid row the last message the server has, not one that was not sent', async () => {
    mockFetch({
      ...signedIn(profile({ userId: 5, ...ROLES.manager })),
      ...chatRoutes(true),
      'POST /bid/save-chat': { status: 500, body: { success: false, message: 'Server error' } },
      ...bidManagerWith(bidRow({ bidId: BID_ID, message: 'Checked, it is fine.' })),
    });
    const { user } = renderApp({ path: '/bid-manager?auctionDateFrom=2026-11-01' });
    await user.click(await screen.findByRole('button', { name: /^Chat about lot 1234/ }, { timeout: 30_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    await within(panel).findByText('Checked, it is fine.');
    await user.type(within(panel).getByRole('textbox', { name: 'Message' }), 'Will this arrive?{Enter}');
    await within(panel).findByText('Not sent');
    // the table shows a row's change a moment later (deferred rendering)
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    await waitFor(() => expect(screen.getAllByText('Will this arrive?')).toHaveLength(1));
    expect(screen.getAllByText('Checked, it is fine.')).toHaveLength(2);
  }, 60_000);

  it('names the lot, the car, the auction and, for a manager, the bidder the chat is about', async () => {
    mockFetch({
      ...signedIn(profile({ userId: 5, ...ROLES.manager })),
      ...chatRoutes(true),
      ...bidManagerWith(bidRow({ bidId: BID_ID })),
    });
    const { user } = renderApp({ path: '/bid-manager?auctionDateFrom=2026-11-01' });
    await user.click(await screen.findByRole('button', { name: /^Chat about lot 1234/ }, { timeout: 30_000 }));
    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    expect(within(panel).getByText('Lot 1234 · Toyota Prius 2018 · USS Tokyo · Sergei Ivanov')).toBeInTheDocument();
  }, 60_000);

  it('gives managers the bidding history, with its empty state', async () => {
    const { panel, user } = await openPanel('manager', chatRoutes(true));
    await user.click(within(panel).getByRole('tab', { name: 'Bidding history' }));
    expect(await within(panel).findByText('No bidding history yet')).toBeInTheDocument();
  });

  it('gives clients no bidding history', async () => {
    await openPanel('client', chatRoutes(true));
    expect(screen.queryByRole('tab', { name: 'Bidding history' })).toBeNull();
  });

  it('clears the selection when closed', async () => {
    const { panel, user } = await openPanel('client', chatRoutes(true));
    await user.click(within(panel).getByRole('button', { name: 'Close the chat' }));
    expect(bidChat.bidId).toBeNull();
  });
  it('keeps working when the browser scrollIntoView answers a promise (Chromium does)', async () => {
    const scrollIntoView = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true, writable: true });
    try {
      const { panel, user } = await openPanel('client', chatRoutes(true));
      const input = within(panel).getByRole('textbox', { name: 'Message' });
      await user.type(input, 'One{Enter}');
      await user.type(input, 'Two{Enter}');
      expect(await within(panel).findByText('Two')).toBeInTheDocument();
      expect(within(panel).getByText('One')).toBeInTheDocument();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });
});
