// Chat per bid calls (seed 000 §7; docs/api.md "Chat"): read, mark read, send.
import { queryOptions } from '@tanstack/react-query';
import type { BidChatResponse, ChatSuccessResponse } from '../../schemas/api/bid-chat';
import { api } from './client';

export const bidChatKey = (bidId: number) => ['bid-chat', bidId] as const;

export const bidChatQuery = (bidId: number) =>
  queryOptions({
    queryKey: bidChatKey(bidId),
    queryFn: ({ signal }) => api.get<BidChatResponse>('/bid/chat', { query: { bidId }, signal }),
  });

export const markChatRead = (bidId: number) => api.put<ChatSuccessResponse>('/bid/update-chat-status', { body: { bidId } });

export const sendChatMessage = (bidId: number, comment: string) =>
  api.post<ChatSuccessResponse>('/bid/save-chat', { body: { bidId, comment } });
