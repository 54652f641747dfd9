// What the router, the menu and the server need of each page type without its schema: its id,
// routes and the permission that shows it. The browser loads a schema only for the page type it shows (src/engine/page-type-schema.ts);
// tests/shared/page-type-index.test.ts holds this list to the schema files.
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';

export interface PageTypeEntry {
  id: string;
  apiPageType: string;
  route: string;
  detailRoute: string;
  shareRoute?: string;
  permission: PageTypeSchema['permission'];
}

const entry = (id: string, route: string, permission: PageTypeEntry['permission']): PageTypeEntry => ({
  id,
  apiPageType: id,
  route,
  detailRoute: `${route}/:id`,
  shareRoute: `${route}/share/:id`,
  permission,
});

export const pageTypeIndex: readonly PageTypeEntry[] = [
  entry('car-auction', '/car-auctions', 'carAuctionsView'),
  entry('stats', '/car-statistics', 'salesStatisticsView'),
  entry('bikes', '/bike-auctions', 'bikeView'),
  entry('bike-stats', '/bike-statistics', 'bikeView'),
  entry('stock', '/oneprice', 'onepriceView'),
  entry('machinery', '/machinery', 'machineryView'),
];

/** The page type one of whose routes (listing, detail or share) is `path`, a route-table pattern. */
export const pageTypeOfRoute = (path: string): PageTypeEntry | undefined =>
  pageTypeIndex.find((p) => p.route === path || p.detailRoute === path || p.shareRoute === path);

/** The lot page of a lot of this page type: /car-auctions/123. */
export const lotPageHref = (type: PageTypeEntry, lotId: string): string => type.detailRoute.replace(':id', encodeURIComponent(lotId));
