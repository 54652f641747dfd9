// Bid management calls (seed 000 §7 "Bid management", GET /bid/logs; docs/api.md "Bid management").
// After a change the bid lists are refetched through their shared key prefix.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { BID_GROUP_PLACEHOLDER, type BidGroupOption, type BidTypeOption } from '../../schemas/api/bidding';
import type {
  BidLogsResponse,
  BidMutationResponse,
  UpdateAdjustmentPriceBody,
  UpdateBidPriceBody,
  UpdateBidPriceResponse,
} from '../../schemas/api/bid-management';
import { bidListKeys, bidLogsKeys } from './bid-keys';
import { api } from './client';

/** GET /bid/group with the '--' placeholder first (seed 000 §3 "Bid group option"). */
export const bidGroupsQuery = () =>
  queryOptions({
    queryKey: ['bid-groups'] as const,
    queryFn: async ({ signal }): Promise<BidGroupOption[]> => [
      { ...BID_GROUP_PLACEHOLDER },
      ...(await api.get<BidGroupOption[]>('/bid/group', { signal })),
    ],
    staleTime: 60_000,
  });

/** GET /bid/export-type: what a manager may set as a bid's export type. */
export const exportTypesQuery = () =>
  queryOptions({
    queryKey: ['bid-export-types'] as const,
    queryFn: ({ signal }) => api.get<BidTypeOption[]>('/bid/export-type', { signal }),
    staleTime: Infinity,
  });

export const bidLogsQuery = (bidId: number) =>
  queryOptions({
    queryKey: bidLogsKeys.bid(bidId),
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

/** After changes to these bids: the lists refetch once, however many bids changed. */
export const refreshBidLists = (queryClient: QueryClient, ...bidIds: number[]) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bidListKeys.all }),
    ...bidIds.map((bidId) => queryClient.invalidateQueries({ queryKey: bidLogsKeys.bid(bidId) })),
    queryClient.invalidateQueries({ queryKey: bidGroupsQuery().queryKey }),
  ]);
