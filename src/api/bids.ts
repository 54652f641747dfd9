// Bid-list calls (seed 000 §7 "Bid lists"): a page of a bid table, its filters and status counters, the
// lot-number search and a dealer's clients. Their keys are made in bid-keys.ts.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BidFiltersResponse, BidListResponse, DealerClientsResponse, LotSearchResponse } from '../../schemas/api/bids';
import { BID_TABLE_CALLS, type BidTableVariant } from './bid-table-variants';
import { bidListKeys, type BidQuery } from './bid-keys';
import { api } from './client';

/** One page of a bid table; the previous page stays on screen while the next one loads. */
export const bidListQuery = (variant: BidTableVariant, query: BidQuery) =>
  queryOptions({
    queryKey: bidListKeys.page(variant, query),
    queryFn: ({ signal }) => api.get<BidListResponse>(BID_TABLE_CALLS[variant].list, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Option lists and status counters of a bid table (query: bidType, bidStatus, archiveStatus). */
export const bidFiltersQuery = (variant: BidTableVariant, query: BidQuery) =>
  queryOptions({
    queryKey: bidListKeys.filters(variant, query),
    queryFn: ({ signal }) => api.get<BidFiltersResponse>(BID_TABLE_CALLS[variant].filters, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** The viewer's bids on lots of the given numbers (comma-separated). */
export const bidLotSearchQuery = (variant: BidTableVariant, lotNo: string) =>
  queryOptions({
    queryKey: bidListKeys.search(variant, lotNo),
    queryFn: ({ signal }) => api.get<LotSearchResponse>('/bid/search', { query: { lotNo }, signal }),
    enabled: lotNo.trim() !== '',
  });

/** A dealer's clients (dealers only: the server answers 403 to anyone else). */
export const dealerClientsQuery = () =>
  queryOptions({
    queryKey: bidListKeys.dealerClients,
    queryFn: ({ signal }) => api.get<DealerClientsResponse>('/bid/dealer-clients', { query: { pageSize: '500' }, signal }),
    staleTime: 5 * 60_000,
  });
