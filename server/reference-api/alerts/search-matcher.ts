// Which alerting saved searches new lots match. A search is read as the listing page reads its stored
// params (shared list state, then the listing query), and matched by the listing's own SQL conditions
// (lot-conditions.ts) narrowed to the lots that arrived, so an alert finds exactly what opening the
// search would list. Runs when lots arrive, once per alerting search of their page type.
import { ROLE_ID } from '../../../schemas/api/roles';
import { listingQuery, parseListParams } from '../../../shared/list/list-params';
import { can, createBidderReader } from '../bids/bidders';
import type { Db } from '../db/open';
import type { Prepare } from '../db/statement-cache';
import type { PageTypeAccess } from '../http/page-type-access';
import { parseListingRequest, type ListingRequest } from '../listing/listing-request';
import { lotClauses, whereOf } from '../listing/lot-conditions';
import type { ListingPageType } from '../listing/page-types';
import type { PageType } from '../reference/page-types';

/** Lots that arrived in one page type, as a condition on lots. */
export interface LotArrival {
  readonly pageType: PageType;
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** Lots added by id. */
export const arrivedLots = (pageType: PageType, ids: readonly number[]): LotArrival => ({
  pageType,
  sql: 'id IN (SELECT value FROM json_each(?))',
  params: [JSON.stringify(ids)],
});

/** A whole auction week that came into the schedule: its lots from that Monday on. */
export const arrivedFrom = (pageType: PageType, monday: string): LotArrival => ({ pageType, sql: 'auction_date >= ?', params: [monday] });

/** Lots a digest lists per search; the count says how many more matched. */
export const LISTED_LOTS = 20;

export interface SearchMatch {
  readonly searchId: number;
  readonly userId: number;
  readonly title: string;
  readonly params: string;
  readonly pageType: ListingPageType;
  /** every matching lot */
  readonly count: number;
  /** the first LISTED_LOTS of them in the listing's default order */
  readonly lotIds: readonly number[];
}

interface AlertingSearch {
  id: number;
  userId: number;
  title: string;
  params: string;
}

/** The listing request of stored params; undefined when the page type no longer reads them (a filter gone from its schema). */
function requestOf(pageType: ListingPageType, params: string): ListingRequest | undefined {
  const query = listingQuery(parseListParams(params, pageType.schema), pageType.schema);
  try {
    return parseListingRequest(pageType, Object.fromEntries(query));
  } catch {
    return undefined;
  }
}

export function createSearchMatcher(db: Db, prepare: Prepare, pageTypes: PageTypeAccess): (arrival: LotArrival) => SearchMatch[] {
  const alerting = db.prepare('SELECT id, user_id AS userId, title, params FROM saved_searches WHERE type = ? AND alert = 1 ORDER BY id');
  const readUser = createBidderReader(db);

  // Its owner may still view the page type, and is not disabled.
  const mayAlert = (userId: number, pageType: ListingPageType): boolean => {
    const user = readUser(userId);
    return user !== undefined && user.roleId !== ROLE_ID.disabled && can(user, pageType.schema.permission);
  };

  return (arrival) => {
    const pageType = pageTypes.enabled.find((candidate) => candidate.id === arrival.pageType);
    if (!pageType) return [];
    return (alerting.all(pageType.id) as AlertingSearch[]).flatMap((search) => {
      const request = mayAlert(search.userId, pageType) ? requestOf(pageType, search.params) : undefined;
      if (!request) return [];
      const where = whereOf(pageType, lotClauses(request));
      const rows = prepare(
        `SELECT id, COUNT(*) OVER () FROM lots WHERE ${where.sql} AND ${arrival.sql} ORDER BY auction_date, lot_no, id LIMIT ${LISTED_LOTS}`,
      )
        .raw()
        .all(...where.params, ...arrival.params) as Array<[number, number]>;
      if (rows.length === 0) return [];
      return [
        {
          searchId: search.id,
          userId: search.userId,
          title: search.title,
          params: search.params,
          pageType,
          count: rows[0]![1],
          lotIds: rows.map(([id]) => id),
        },
      ];
    });
  };
}
