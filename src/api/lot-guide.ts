// What a lot page tells a client before they bid (issue #19; docs/api.md "Price guide", "Vehicle
// history"): the comparable sales of the statistics and the vehicle's earlier offerings.
import { queryOptions } from '@tanstack/react-query';
import type { PriceGuideResponse } from '../../schemas/api/price-guide';
import type { VehicleHistoryResponse } from '../../schemas/api/vehicle-history';
import { api } from './client';

/** Lots change their sales only when the statistics gain a day: a lot page keeps what it read. */
const KEPT_MS = 10 * 60_000;

/** GET /{car-auction,stock,bikes}/price-guide?id=. */
export const priceGuideQuery = (apiPageType: string, lotId: string) =>
  queryOptions({
    queryKey: ['price-guide', apiPageType, lotId] as const,
    queryFn: ({ signal }) => api.get<PriceGuideResponse>(`/${apiPageType}/price-guide`, { query: { id: lotId }, signal }),
    retry: false,
    staleTime: KEPT_MS,
  });

/** GET /{pageType}/history?id=. */
export const vehicleHistoryQuery = (apiPageType: string, lotId: string) =>
  queryOptions({
    queryKey: ['vehicle-history', apiPageType, lotId] as const,
    queryFn: ({ signal }) => api.get<VehicleHistoryResponse>(`/${apiPageType}/history`, { query: { id: lotId }, signal }),
    retry: false,
    staleTime: KEPT_MS,
  });
