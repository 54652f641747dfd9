// A listing API at the fetch boundary: GET /{pageType}/listing pages through the given lots as the
// real one does (pageSize, page), and the filter calls answer empty lists.
import type { ApiCall, ApiRoutes, MockReply } from '../../fetch-mock';

interface ListingOptions {
  /** totalSearchResults to answer; the number of lots by default, -1 for unknown */
  total?: number;
  listKey?: string;
}

export function listingReply(lots: readonly object[], { total, listKey = 'carsList' }: ListingOptions = {}) {
  return (call: ApiCall): MockReply => {
    const pageSize = Number(call.query.get('pageSize'));
    const page = Number(call.query.get('page') ?? '1');
    return {
      body: {
        [listKey]: lots.slice((page - 1) * pageSize, page * pageSize),
        pageInfo: { page, pageSize, totalSearchResults: total ?? lots.length, totalResults: lots.length },
      },
    };
  };
}

/** What the filters of a page type ask for, answered with nothing to choose from. */
export const emptyFilterCalls = (apiPageType: string): ApiRoutes => ({
  [`GET /${apiPageType}/filters`]: {
    body: { select: {}, range: {}, totals: { totalSearchResults: 0, totalResults: 0 } },
  },
  [`GET /${apiPageType}/maker`]: { body: [] },
  [`GET /${apiPageType}/makers`]: { body: [] },
  'GET /site/auction-list': { body: {} },
  'GET /site/week-days': { body: { success: true, dayList: [] } },
});

/** The listing calls made so far, as their query strings. */
export const listingQueries = (calls: ApiCall[], apiPageType = 'car-auction') =>
  calls.filter((c) => c.path === `/${apiPageType}/listing`).map((c) => c.query);
