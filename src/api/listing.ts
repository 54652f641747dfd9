// GET /{pageType}/listing (seed 001 §7): one page of lots for the desktop pages, or the pages loaded
// one after another for the endless mobile list. Both keep the response as { lots, pageInfo }, so
// the views and the favorites' optimistic updates never care which list key the page type uses.
import { infiniteQueryOptions, keepPreviousData, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';
import type { BikeLot, CarLot, MechLot, PageInfo } from '../../schemas/api/listing';
import { listingPath } from '../../shared/list/calls';
import { listingQuery, setPage, type ListState } from '../../shared/list/list-params';
import { api } from './client';

export type ListingLot = CarLot | BikeLot | MechLot;

export interface ListingPage {
  lots: ListingLot[];
  pageInfo: PageInfo;
}

/** The one place listing query keys are made; invalidate or patch through these, never by hand. */
export const listingKeys = {
  all: ['listing'] as const,
  pageType: (apiPageType: string) => [...listingKeys.all, apiPageType] as const,
  page: (schema: PageTypeSchema, state: ListState) =>
    [...listingKeys.pageType(schema.apiPageType), 'page', listingQuery(state, schema).toString()] as const,
  /** the endless list ignores the page of the URL: it always starts at 1 */
  endless: (schema: PageTypeSchema, state: ListState) =>
    [...listingKeys.pageType(schema.apiPageType), 'endless', listingQuery(setPage(state, 1), schema).toString()] as const,
};

async function fetchListing(schema: PageTypeSchema, state: ListState, signal: AbortSignal): Promise<ListingPage> {
  const query = Object.fromEntries(listingQuery(state, schema));
  const response = await api.get<Record<string, unknown>>(listingPath(schema), { query, signal });
  const lots = response[schema.listKey];
  if (!Array.isArray(lots)) throw new TypeError(`The listing answered no '${schema.listKey}' list`);
  return { lots: lots as ListingLot[], pageInfo: response.pageInfo as PageInfo };
}

/** One page of the desktop list; the previous page stays on screen while the next one loads. */
export const listingPageQuery = (schema: PageTypeSchema, state: ListState) =>
  queryOptions({
    queryKey: listingKeys.page(schema, state),
    queryFn: ({ signal }) => fetchListing(schema, state, signal),
    placeholderData: keepPreviousData,
  });

/** The page after `last`, while the total says there are more (or, with an unknown total, while pages come full). */
function nextListingPage(last: ListingPage): number | undefined {
  const { page, pageSize, totalSearchResults } = last.pageInfo;
  const more = totalSearchResults < 0 ? last.lots.length >= pageSize : page * pageSize < totalSearchResults;
  return more ? page + 1 : undefined;
}

/**
 * The endless mobile list: pages accumulate as they arrive. Dropped as soon as nobody shows it, so a
 * list left behind (another query, sort or page) starts again from page 1 instead of refetching every page.
 */
export const listingEndlessQuery = (schema: PageTypeSchema, state: ListState) =>
  infiniteQueryOptions({
    queryKey: listingKeys.endless(schema, state),
    queryFn: ({ pageParam, signal }) => fetchListing(schema, setPage(state, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: nextListingPage,
    gcTime: 0,
  });

type CachedListing = ListingPage | InfiniteData<ListingPage, number>;

const patchPage = (page: ListingPage, lotId: string, patch: (lot: ListingLot) => ListingLot): ListingPage => ({
  ...page,
  lots: page.lots.map((lot) => (lot.id === lotId ? patch(lot) : lot)),
});

/**
 * Changes one lot in every cached list of a page type (desktop pages and endless lists alike), e.g. its
 * wishList after a favorites change. Calling it again with the old values rolls the change back.
 */
export function patchListingLot(
  queryClient: QueryClient,
  apiPageType: string,
  lotId: string,
  patch: (lot: ListingLot) => ListingLot,
): void {
  queryClient.setQueriesData<CachedListing>({ queryKey: listingKeys.pageType(apiPageType) }, (cached) => {
    if (!cached) return cached;
    if ('pages' in cached) return { ...cached, pages: cached.pages.map((p) => patchPage(p, lotId, patch)) };
    return patchPage(cached, lotId, patch);
  });
}
