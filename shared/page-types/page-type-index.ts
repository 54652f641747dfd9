// What the router, the menu and the server need of each page type without its schema: its id and
// routes. The browser loads a schema only for the page type it shows (src/engine/page-type-schema.ts);
// tests/shared/page-type-index.test.ts holds this list to the schema files.
export interface PageTypeEntry {
  id: string;
  apiPageType: string;
  route: string;
  detailRoute: string;
  shareRoute?: string;
}

const entry = (id: string, route: string): PageTypeEntry => ({
  id,
  apiPageType: id,
  route,
  detailRoute: `${route}/:id`,
  shareRoute: `${route}/share/:id`,
});

export const pageTypeIndex: readonly PageTypeEntry[] = [
  entry('car-auction', '/car-auctions'),
  entry('stats', '/car-statistics'),
  entry('bikes', '/bike-auctions'),
  entry('bike-stats', '/bike-statistics'),
  entry('stock', '/oneprice'),
  entry('machinery', '/machinery'),
];

/** The page type one of whose routes (listing, detail or share) is `path`, a route-table pattern. */
export const pageTypeOfRoute = (path: string): PageTypeEntry | undefined =>
  pageTypeIndex.find((p) => p.route === path || p.detailRoute === path || p.shareRoute === path);
