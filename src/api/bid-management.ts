// Bid management calls (seed 000 §7 "Bid management", GET /bid/logs; docs/api.md "Bid management").
// After a change the bid lists are refetched through their shared key prefix.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  BidLogsResponse,
  BidMutationResponse,
  UpdateAdjustmentPriceBody,
  UpdateBidPriceBody,
  UpdateBidPriceResponse,
} from '../../schemas/api/bid-management';
import { api } from './client';

/** Every bid list query key starts with this (src/api/bids.ts). */
const BID_LISTS_KEY = ['bid-list'] as const;

export const bidLogsQuery = (bidId: number) =>
  queryOptions({
    queryKey: ['bid-logs', bidId] as const,
    queryFn: ({ signal }) => api.get<BidLogsResponse>('/bid/logs', { query: { bidId }, signal }),
  });

export const updateBidStatus = (bidId: number, status: number) =>
  api.put<BidMutationResponse>('/bid/update-bid-status', { body: { bidId, status } });

/** The sold price travels as a string of digits (seed 000 §7). */
export const updateSoldPrice = (bidId: number, soldPrice: number) =>
  api.put<BidMutationResponse>('/bid/update-sold-price', { body: { bidId, soldPrice: String(soldPrice) } });

export const updateAutoBid = (bidId: number, autoBid: boolean) =>
  api.put<BidMutationResponse>('/bid/update-auto-bid', { body: { bidId, autoBid } });

export const updateBidPrice = (body: UpdateBidPriceBody) => api.put<UpdateBidPriceResponse>('/bid/update-bid-price', { body });

export const updateAdjustmentPrice = (body: UpdateAdjustmentPriceBody) =>
  api.put<BidMutationResponse>('/bid/update-adjustment-price', { body });

/** A 200 answer may still refuse the change (seed 000 §4 Rollback): it carries an error. */
export function refusedInBody(answer: BidMutationResponse | undefined): boolean {
  return !answer || answer.success === false || typeof answer.error === 'string';
}

export const refreshBidLists = (queryClient: QueryClient, bidId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: BID_LISTS_KEY }),
    queryClient.invalidateQueries({ queryKey: bidLogsQuery(bidId).queryKey }),
  ]);
