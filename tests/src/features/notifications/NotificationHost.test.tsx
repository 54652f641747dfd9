// Live notifications as a user meets them: a toast per socket event in the interface language, at
// most five at once, none while the tab is hidden, none for the chat already open (the message goes
// into it instead), and unread markers for other chats; a saved search's new lots with a sound of
// their own and a toast that opens the search; another manager's change of a bid refreshes, silently.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { BidChatResponse } from '../../../../schemas/api/bid-chat';
import type { ChatNotification, Notification, SearchAlertNotification } from '../../../../schemas/api/notifications';
import { bidChatKey } from '../../../../src/api/bid-chat';
import { EVENT_NOTES } from '../../../../src/features/notifications/event-notes';
import { closeChat, openChat } from '../../../../src/stores/bid-chat';
import { setLocale } from '../../../../src/stores/preferences';
import { sockets, type FakeSocket } from '../../fake-socket';
import { mockFetch } from '../../fetch-mock';
import { profile, ROLES, signedIn } from '../../fixtures';
import { renderApp } from '../../render';

const bidEvent = (bidId: number, overrides: Partial<Notification> = {}): Notification => ({
  eventType: 'clientNewBid',
  message: { en: `New bid ${bidId}`, ru: `Новая ставка ${bidId}` },
  lotNo: 1000 + bidId,
  auctionName: 'USS Tokyo',
  specification: 'Toyota Prius 2019',
  bidId,
  isClientMessage: true,
  ...overrides,
});

const chatMessage = (bidId: number, text: string): ChatNotification => ({
  bidId,
  id: 500 + bidId,
  text,
  time: '2026-11-20T10:00:00Z',
  senderId: 42,
  isClientMessage: true,
});

async function signedInManager() {
  const fetch = mockFetch({
    ...signedIn(profile({ userId: 5, ...ROLES.manager })),
    'GET /bid/chat': { body: { chat: [], isRead: true } },
    'PUT /bid/update-chat-status': { body: { success: true } },
  });
  const app = renderApp({ path: '/dashboard' });
  await waitFor(() => expect(sockets.at(-1)).toBeDefined());
  const socket = sockets.at(-1)!;
  act(() => socket.serverConnect('sid-1'));
  // the host loads after the shell (its module is already imported: see beforeAll)
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { ...app, fetch, socket };
}

const emit = (socket: FakeSocket, event: string, payload: unknown) => act(() => socket.serverEmit(event, payload));

const searchAlert: SearchAlertNotification = {
  searchId: 12,
  title: 'Prius under 80 000 km',
  type: 'car-auction',
  count: 3,
  path: '/car-auctions?maker=3&mileage=0,80000',
  message: {
    en: '3 new lots for your saved search “Prius under 80 000 km”',
    ru: '3 новых лота по сохранённому поиску «Prius under 80 000 km»',
  },
};

/** Stands in for WebAudio: records the notes played. */
function recordNotes(): number[] {
  const played: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = {
        type: '',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => played.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return played;
}

describe('live notifications', () => {
  beforeAll(() => import('../../../../src/features/notifications/NotificationHost'));
  beforeEach(() => {
    sockets.length = 0;
    localStorage.clear();
  });
  afterEach(() => {
    closeChat();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('tells of a saved search’s new lots with a sound of their own, and opens the search', async () => {
    const played = recordNotes();
    const { socket, user, currentPath } = await signedInManager();
    emit(socket, 'search-alert', searchAlert);

    const toast = (await screen.findByText(searchAlert.message.en)).closest('[data-event-type]') as HTMLElement;
    expect(toast).toHaveAttribute('data-event-type', 'searchAlert');
    expect(within(toast).getByText('New lots for a saved search')).toBeInTheDocument();
    expect(played).toEqual([...EVENT_NOTES.searchAlert]);
    const others = Object.entries(EVENT_NOTES).filter(([type]) => type !== 'searchAlert');
    expect(others.map(([, notes]) => notes.join())).not.toContain(played.join());

    await user.click(within(toast).getByRole('button', { name: 'Open' }));
    expect(currentPath()).toBe(searchAlert.path);
  });

  it('tells of new lots in Russian when the interface is Russian', async () => {
    setLocale('ru');
    const { socket } = await signedInManager();
    emit(socket, 'search-alert', searchAlert);
    expect(await screen.findByText(searchAlert.message.ru)).toBeInTheDocument();
    expect(screen.getByText('Новые лоты по сохранённому поиску')).toBeInTheDocument();
  });

  it('raises a toast with the English message and refreshes the badges', async () => {
    const { socket, fetch } = await signedInManager();
    const countersBefore = fetch.callsTo('GET /site/menu-counters').length;
    emit(socket, 'notification', bidEvent(1));

    const toast = await screen.findByText('New bid 1');
    expect(within(toast.closest('[data-event-type]')!).getByText('New bid')).toBeInTheDocument();
    await waitFor(() => expect(fetch.callsTo('GET /site/menu-counters').length).toBeGreaterThan(countersBefore));
  });

  it('refreshes the badges, without a toast, when another manager changes a bid', async () => {
    const { socket, fetch } = await signedInManager();
    const countersBefore = fetch.callsTo('GET /site/menu-counters').length;
    emit(socket, 'bid-update', { bidId: 1 });
    await waitFor(() => expect(fetch.callsTo('GET /site/menu-counters').length).toBeGreaterThan(countersBefore));
    expect(document.querySelector('[data-event-type]')).toBeNull();
  });

  it('speaks Russian when the interface is not English', async () => {
    setLocale('ru');
    const { socket } = await signedInManager();
    emit(socket, 'client-notification', bidEvent(2, { eventType: 'managerWinBid', isClientMessage: false }));
    expect(await screen.findByText('Новая ставка 2')).toBeInTheDocument();
  });

  it('shows at most five toasts at once', async () => {
    const { socket } = await signedInManager();
    for (let bidId = 1; bidId <= 7; bidId += 1) emit(socket, 'notification', bidEvent(bidId));
    await screen.findByText('New bid 5');
    await waitFor(() => expect(document.querySelectorAll('[data-event-type]')).toHaveLength(5));
  });

  it('stays quiet while the tab is hidden', async () => {
    const { socket } = await signedInManager();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    emit(socket, 'notification', bidEvent(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('New bid 3')).toBeNull();
  });

  it('puts a message for the open chat into it without a toast, and toasts other chats', async () => {
    const { socket, queryClient } = await signedInManager();
    act(() => openChat(8));
    const panel = await screen.findByRole('dialog', { name: 'Chat' });
    await within(panel).findByText('No messages yet. Write the first one.');

    emit(socket, 'chat-notification', chatMessage(8, 'About the open bid'));
    expect(await within(panel).findByText('About the open bid')).toBeInTheDocument();
    expect(queryClient.getQueryData<BidChatResponse>(bidChatKey(8))?.chat.at(-1)).toMatchObject({ isOwn: false });
    expect(document.querySelector('[data-event-type="chatMessage"]')).toBeNull();

    emit(socket, 'chat-notification', chatMessage(9, 'About another bid'));
    const toast = (await screen.findAllByText('About another bid')).find((node) => node.closest('[data-event-type]'));
    expect(toast?.closest('[data-event-type]')).toHaveAttribute('data-event-type', 'chatMessage');
  });
});
