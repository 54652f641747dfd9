// Bidding calls (seed 001 §7 "Lot detail and bidding"; docs/api.md "Bids and notifications"): the bid
// option lists, the manager's client search and client balance, placing and cancelling bids. After a
// bid or a cancel, the lot, the listings, the bid lists and the profile (its balance) are refetched.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  BidCreateBody,
  BidFromManagerBody,
  BidGroupOption,
  BidResult,
  BidTypeOption,
  ClientOption,
  UserInfoResponse,
} from '../../schemas/api/bidding';
import type { SuccessResponse } from '../../schemas/api/session';
import { api } from './client';
import { bidListKeys } from './bid-keys';
import { listingKeys } from './listing';
import { lotDetailKeys } from './lot-detail';
import { CLIENT_BALANCE_KEY, balanceKeys } from './session';

/** Clients pick a bid type; managers bidding for a client pick the export type (seed 000 §7). */
export type BidTypeVariant = 'type' | 'export-type';

export const bidTypesQuery = (variant: BidTypeVariant) =>
  queryOptions({
    queryKey: ['bid-types', variant] as const,
    queryFn: ({ signal }) => api.get<BidTypeOption[]>(`/bid/${variant}`, { signal }),
    staleTime: Infinity,
  });

export const bidGroupsQuery = () =>
  queryOptions({
    queryKey: ['bid-groups'] as const,
    queryFn: ({ signal }) => api.get<BidGroupOption[]>('/bid/group', { signal }),
  });

/** GET /user/search: clients by name, e-mail or id (the caller sends 4 characters or more). */
export const clientSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['client-search', text] as const,
    queryFn: ({ signal }) => api.get<ClientOption[]>('/user/search', { query: { user: text }, signal }),
    staleTime: 60_000,
  });

/**
 * GET /user/user-info: a client's balance, for the manager's credit check and the credit the bid form
 * shows, with what the client's open bid on the lot holds (raising it frees that, as the server counts).
 */
export const clientBalanceQuery = (clientId: number, lot: { carId: string; lotType: string }) =>
  queryOptions({
    queryKey: [CLIENT_BALANCE_KEY, clientId, lot.lotType, lot.carId] as const,
    queryFn: ({ signal }) => api.get<UserInfoResponse>('/user/user-info', { query: { id: clientId, ...lot }, signal }),
  });

export const createBid = (body: BidCreateBody) => api.post<BidResult>('/bid/create', { body });

export const bidForClient = (body: BidFromManagerBody) => api.post<BidResult>('/bid/bid-from-manager', { body });

/** Cancel status code 4 (seed 001 §9). */
const CANCEL_STATUS = 4;

export const cancelBid = (bidId: number) => api.put<SuccessResponse>('/bid/update-bid-status', { body: { bidId, status: CANCEL_STATUS } });

/** A bid changed: the lot's bid state, the listings' my-bid marks, the bid lists and groups, the balance figures. */
export function refreshAfterBid(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [lotDetailKeys.all, listingKeys.all, bidListKeys.all, bidGroupsQuery().queryKey, ...balanceKeys()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
