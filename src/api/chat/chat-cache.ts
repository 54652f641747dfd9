// The open chat lives in the TanStack Query cache under bidChatKey: sent and received messages are
// appended there, a refused send marks its message failed, a failed one sent again leaves.
import type { QueryClient } from '@tanstack/react-query';
import type { BidChatResponse, ChatMessage } from '../../../schemas/api/bid-chat';
import { bidChatKey } from '../bid-chat';

const update = (queryClient: QueryClient, bidId: number, change: (chat: BidChatResponse) => BidChatResponse): void => {
  queryClient.setQueryData<BidChatResponse>(bidChatKey(bidId), (chat) => (chat ? change(chat) : chat));
};

/** Adds a message unless the chat already holds it (a message may come back from another tab). */
export function appendChatMessage(queryClient: QueryClient, bidId: number, message: ChatMessage): void {
  update(queryClient, bidId, (chat) => (chat.chat.some((m) => m.id === message.id) ? chat : { ...chat, chat: [...chat.chat, message] }));
}

export function markMessageFailed(queryClient: QueryClient, bidId: number, messageId: number): void {
  update(queryClient, bidId, (chat) => ({ ...chat, chat: chat.chat.map((m) => (m.id === messageId ? { ...m, isErrorOnSend: true } : m)) }));
}

export function removeChatMessage(queryClient: QueryClient, bidId: number, messageId: number): void {
  update(queryClient, bidId, (chat) => ({ ...chat, chat: chat.chat.filter((m) => m.id !== messageId) }));
}

export function markChatReadInCache(queryClient: QueryClient, bidId: number): void {
  update(queryClient, bidId, (chat) => ({ ...chat, isRead: true }));
}
