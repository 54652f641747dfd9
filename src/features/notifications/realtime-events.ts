// What the app does with the socket's events (seed 000 §4 "Socket", "Notification event types"):
// bid events refresh the bid tables, the menu badges and the lot pages, and raise a toast with the
// type's sound; chat messages go into the open chat, or mark the row unread and raise a toast; a
// saved search's new lots refresh the listings and raise a toast that opens the search; another
// manager's change of a bid refreshes what shows it, silently. What came while there was no
// connection is fetched again once there is one.
// Toasts and sounds only while the tab is visible; no toast for the chat already open.
import type { Query, QueryClient } from '@tanstack/react-query';
import type { BidUpdate, ChatNotification, Notification, SearchAlertNotification } from '../../../schemas/api/notifications';
import { bidChatKey, markChatRead } from '../../api/bid-chat';
import { bidListKeys, bidLogsKeys } from '../../api/bid-keys';
import { listingKeys } from '../../api/listing';
import { lotDetailKeys } from '../../api/lot-detail';
import { menuCountersQuery } from '../../api/site';
import { balanceKeys } from '../../api/session';
import { bidChat } from '../../stores/bid-chat';
import { findCachedBidRow, patchBidRowChat } from '../../api/chat/bid-row-cache';
import { appendChatMessage } from '../../api/chat/chat-cache';
import { isOwnMessage, type ChatViewer } from '../../api/chat/own-message';
import { EVENT_NOTES } from './event-notes';
import type { NotificationEventType } from './event-styles';

export type MessageLanguage = keyof Notification['message'];

/**
 * A toast to show: titled by its type (a chat by its lot when a bid table has shown it), the body a
 * message. It opens a bid's table (and chat), or the page at `path`.
 */
export type RealtimeToast = { readonly eventType: NotificationEventType; readonly lotNo?: string; readonly body: string } & (
  { readonly bidId: number } | { readonly path: string }
);

export interface RealtimeDeps {
  readonly queryClient: QueryClient;
  readonly viewer: () => ChatViewer | undefined;
  /** Seed 000 §4: English when the interface language is en, else Russian. */
  readonly language: () => MessageLanguage;
  readonly show: (toast: RealtimeToast) => void;
  readonly play: (notes: readonly number[]) => void;
}

const visible = (): boolean => document.visibilityState === 'visible';

export function createRealtimeHandlers(deps: RealtimeDeps) {
  const { queryClient } = deps;

  const announce = (toast: RealtimeToast): void => {
    if (!visible()) return;
    deps.play(EVENT_NOTES[toast.eventType]);
    deps.show(toast);
  };

  const refreshBadges = (): Promise<void> => queryClient.invalidateQueries({ queryKey: menuCountersQuery().queryKey });

  /** What shows a bid: the bid tables, its history, the badges. */
  const refreshBid = (bidId: number): void => {
    void queryClient.invalidateQueries({ queryKey: bidListKeys.all });
    void queryClient.invalidateQueries({ queryKey: bidLogsKeys.bid(bidId) });
    void refreshBadges();
  };

  return {
    bidEvent(notification: Notification): void {
      refreshBid(notification.bidId);
      void queryClient.invalidateQueries({ queryKey: lotDetailKeys.all });
      // a manager's bid, amount or status moves the client's credit available
      for (const queryKey of balanceKeys()) void queryClient.invalidateQueries({ queryKey });
      announce({
        eventType: notification.eventType,
        bidId: notification.bidId,
        body: notification.message[deps.language()],
      });
    },

    bidUpdate({ bidId }: BidUpdate): void {
      refreshBid(bidId);
    },

    chatMessage(message: ChatNotification): void {
      const viewer = deps.viewer();
      if (!viewer) return;
      const own = isOwnMessage(message, viewer);
      const open = bidChat.bidId === message.bidId;
      if (open) {
        appendChatMessage(queryClient, message.bidId, { id: message.id, text: message.text, time: message.time, isOwn: own });
        // the reader has it in front of them: it is read
        if (!own) void markChatRead(message.bidId).catch(() => undefined);
      }
      patchBidRowChat(queryClient, message.bidId, open || own ? { message: message.text } : { message: message.text, isRead: false });
      if (own || open) return;
      void refreshBadges();
      announce({
        eventType: 'chatMessage',
        bidId: message.bidId,
        lotNo: findCachedBidRow(queryClient, message.bidId)?.lotNo,
        body: message.text,
      });
    },

    /**
     * A connection was made: the first of the visit (made once the page has loaded) or again after a
     * drop. Events of the time before it were not heard, so what they would have refreshed is
     * fetched again (what is on screen at once, the rest when next shown). Listings only after a drop:
     * only a search alert refreshes them, and the first connect follows the page's own listing call
     * by seconds (fetching it again there doubled the first screen's biggest call). Nor does the first
     * connect fetch again a call that has just failed: its page would show its tries over again before
     * the error and Reload.
     */
    connected(again: boolean): void {
      const refreshed = [bidListKeys.all, lotDetailKeys.all, bidLogsKeys.all, menuCountersQuery().queryKey, ...balanceKeys()];
      const predicate = again ? undefined : (query: Query) => query.state.status !== 'error';
      for (const queryKey of again ? [...refreshed, listingKeys.all] : refreshed) {
        void queryClient.invalidateQueries({ queryKey, predicate });
      }
      if (bidChat.bidId !== null) void queryClient.invalidateQueries({ queryKey: bidChatKey(bidChat.bidId) });
    },

    searchAlert(alert: SearchAlertNotification): void {
      void queryClient.invalidateQueries({ queryKey: listingKeys.pageType(alert.type) });
      announce({ eventType: 'searchAlert', path: alert.path, body: alert.message[deps.language()] });
    },
  };
}
