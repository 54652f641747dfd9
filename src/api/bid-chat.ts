// Chat per bid calls (seed 000 §7; docs/api.md "Chat"): read, mark read, send.
import { queryOptions, type QueryFunctionContext } from '@tanstack/react-query';
import type { BidChatResponse, ChatSuccessResponse } from '../../schemas/api/bid-chat';
import { api } from './client';

export const bidChatKey = (bidId: number) => ['bid-chat', bidId] as const;

/**
 * A chat loaded again (a reconnect, a return to the tab) keeps the messages that were not sent: the
 * server never had them, and the writer would lose their text without a word.
 */
async function loadChat({ client, queryKey, signal }: QueryFunctionContext<ReturnType<typeof bidChatKey>>): Promise<BidChatResponse> {
  const loaded = await api.get<BidChatResponse>('/bid/chat', { query: { bidId: queryKey[1] }, signal });
  const unsent = client.getQueryData<BidChatResponse>(queryKey)?.chat.filter((message) => message.isErrorOnSend) ?? [];
  return unsent.length === 0 ? loaded : { ...loaded, chat: [...loaded.chat, ...unsent] };
}

export const bidChatQuery = (bidId: number) =>
  queryOptions({
    queryKey: bidChatKey(bidId),
    queryFn: loadChat,
  });

export const markChatRead = (bidId: number) => api.put<ChatSuccessResponse>('/bid/update-chat-status', { body: { bidId } });

export const sendChatMessage = (bidId: number, comment: string) =>
  api.post<ChatSuccessResponse>('/bid/save-chat', { body: { bidId, comment } });
