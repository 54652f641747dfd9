// Lot detail calls (seed 001 §7 "Lot detail and bidding"; docs/api.md "Lot detail"): the lot itself, the
// manager note, the sheet translation, the month of production, USS extra images and the photo archive.
import { queryOptions } from '@tanstack/react-query';
import type {
  DownloadLinkResponse,
  LotDetailResponse,
  ProductionMonthQuery,
  ProductionMonthResponse,
  ShareLotBody,
  UssImagesResponse,
} from '../../schemas/api/lot-detail';
import { api } from './client';

/** The one place lot detail query keys are made; `lotDetailKeys.all` invalidates every lot (after a bid). */
export const lotDetailKeys = {
  all: ['lot-detail'] as const,
  lot: (apiPageType: string, id: string) => [...lotDetailKeys.all, apiPageType, id] as const,
};

/** GET /{pageType}/view?id=: the lot with the caller's bid state. */
export const lotDetailQuery = (apiPageType: string, id: string) =>
  queryOptions({
    queryKey: lotDetailKeys.lot(apiPageType, id),
    queryFn: ({ signal }) => api.get<LotDetailResponse>(`/${apiPageType}/view`, { query: { id }, signal }),
    // a missing lot stays missing: no retries before the not-found state
    retry: false,
  });

/** POST /car-auction/save-comment: an empty comment deletes the note. */
export const saveLotComment = (carId: string, comment: string) =>
  api.post<unknown>('/car-auction/save-comment', { body: { carId, comment } });

/** GET /car-auction/image-translate: the translated sheet's URL. */
export const translateSheet = (image: string, lotId: string) =>
  api.get<string>('/car-auction/image-translate', { query: { image, lotId } });

/**
 * GET /{car-auction,stock,bikes}/production-month; a share page's visitor asks POST
 * /share/production-month instead, the lot's share key (with its code) standing in for a session.
 */
export const productionMonthQuery = (apiPageType: string, query: ProductionMonthQuery, shared?: ShareLotBody) =>
  queryOptions({
    queryKey: ['production-month', apiPageType, query, shared ?? null] as const,
    queryFn: ({ signal }) =>
      shared
        ? api.post<ProductionMonthResponse>('/share/production-month', { body: shared, signal })
        : api.get<ProductionMonthResponse>(`/${apiPageType}/production-month`, { query, signal }),
    retry: false,
    staleTime: Infinity,
  });

/** GET /car-auction/uss-images?id=: extra images of a USS lot; spends one of the caller's daily allowance. */
export const fetchUssImages = (id: string) => api.get<UssImagesResponse>('/car-auction/uss-images', { query: { id } });

/** The routes that serve photo archives (seed 001 §7). */
export type DownloadRoute = '/car-auction' | '/bikes' | '/bike-stats' | '/machinery' | '/purchased-cars';

/** GET {route}/download-images?id=: the archive's link; empty when the backend has none. */
export const fetchDownloadLink = (route: DownloadRoute, id: string) =>
  api.get<DownloadLinkResponse | null | undefined>(`${route}/download-images`, { query: { id } });
