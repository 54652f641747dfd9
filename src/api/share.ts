// Share calls (seed 001 §2 "Share dialog", "Shared lot page"; docs/api.md "Share pages"): the lot's
// 6-digit password for the dialog, and the code gate of the public share page.
import { queryOptions } from '@tanstack/react-query';
import type {
  SharePasswordQuery,
  SharePasswordResponse,
  ShareLotBody,
  ShareLotResponse,
  ShareLotSummary,
} from '../../schemas/api/lot-detail';
import { api } from './client';

export type SharedPageType = ShareLotBody['type'];

/** The query field that carries the lot id: carId for cars, bikeId for bikes, id for machinery. */
const idField = (apiPageType: string): 'carId' | 'bikeId' | 'id' =>
  apiPageType === 'machinery' ? 'id' : apiPageType.startsWith('bike') ? 'bikeId' : 'carId';

export interface PasswordRequest {
  apiPageType: string;
  id: string;
  auctionDate: string;
  auctionType: string;
  imageUrl: string | undefined;
}

/** GET /{pageType}/password: the lot's share password. */
export const sharePasswordQuery = ({ apiPageType, id, auctionDate, auctionType, imageUrl }: PasswordRequest) =>
  queryOptions({
    queryKey: ['share-password', apiPageType, id] as const,
    queryFn: ({ signal }) => {
      const query: SharePasswordQuery = { [idField(apiPageType)]: id, auctionDate, auctionType, imageUrl };
      return api.get<SharePasswordResponse>(`/${apiPageType}/password`, { query: { ...query }, signal });
    },
    staleTime: Infinity,
  });

/** GET /share/lot: the shared lot's title, before the code is given. */
export const shareSummaryQuery = (type: SharedPageType, id: string) =>
  queryOptions({
    queryKey: ['share-lot', type, id] as const,
    queryFn: ({ signal }) => api.get<ShareLotSummary>('/share/lot', { query: { type, id }, signal }),
    retry: false,
  });

/** POST /share/lot: the lot for the right code; 403 WrongCode, 429 after too many wrong ones. */
export const unlockSharedLot = (body: ShareLotBody) => api.post<ShareLotResponse>('/share/lot', { body });
