// Interface texts load by area: locales/<locale>.json is split by message id (build/message-areas.ts)
// and a page loads only the areas its code uses, so a first visit downloads its own page's texts, not
// the whole app's. The core is in the entry (the login page, page titles, errors, the session-expired dialog). The router waits
// for a page's areas (src/app/router.tsx); the portal preloads them with index.html for the visitor's
// language (build/page-preloads.ts). Which ids an area holds is in area-prefixes.ts beside this file;
// tests/server/app/message-areas.test.ts checks that every id each page's modules use is in the core
// or in that page's areas.
import { pageTypeIndex, pageTypeOfRoute, type PageTypeEntry } from '../page-types/page-type-index';
import { routeTable, type RouteDef } from '../routes/route-table';

export const CORE_AREA = 'core';

/** A listing page type's field and sort labels (`pageType.<id>.…`): its listing, lot and share pages. */
export const pageTypeArea = (typeId: string): string => `type-${typeId}`;

/** The areas besides the core that are not a page type's. */
export const APP_AREAS = ['main', 'list', 'lot', 'bids', 'purchases', 'dashboard', 'account'] as const;

const ALL_TYPES = pageTypeIndex.map((type) => pageTypeArea(type.id));

// one array for every call: a component asking for these in an effect sees them unchanged
const SIGNED_IN_SHELL_AREAS: readonly string[] = ['main'];

/** The areas a shell's own parts use (the signed-in shell's menus, chat and toasts): its pages load them too. */
export function layoutTextAreas(layout: RouteDef['layout']): readonly string[] {
  return layout === 'main' || layout === 'profile' ? SIGNED_IN_SHELL_AREAS : [];
}

/** Page id (or a page type's kind of page) → its own areas besides its shell's; a page type's pages add that type's. */
const PAGE_AREAS: Readonly<Record<string, readonly string[]>> = {
  listing: ['list'],
  detail: ['lot'],
  // no signed-in shell, but the values it shares with the lot page
  share: ['main', 'lot'],
  'bid-manager': ['list', 'bids'],
  bids: ['list', 'bids'],
  'dealer-bids': ['list', 'bids'],
  'archive-bids': ['list', 'bids'],
  purchases: ['list', 'purchases'],
  'purchase-detail': ['list', 'purchases'],
  // its add-funds dialog is the balance page's
  payments: ['list', 'purchases', 'account'],
  // its credit card shows the balance page's labels
  dashboard: ['dashboard', 'account'],
  'sign-up': ['account'],
  'verify-email': ['account'],
  'forgot-password': ['account'],
  'reset-password': ['account'],
  'unsubscribe-alerts': ['account'],
  profile: ['account'],
  'change-password': ['account'],
  balance: ['account'],
  favorites: ['list', ...ALL_TYPES],
  compare: ['lot', ...ALL_TYPES],
};

/** The areas besides the core that the page (a route-table page id) needs before it renders, its shell's first. */
export function pageTextAreas(page: string): readonly string[] {
  const routes = routeTable.filter((route) => route.page === page);
  if (!routes.length) throw new Error(`'${page}' is no page of the route table`);
  const shell = layoutTextAreas(routes[0]!.layout);
  for (const route of routes) {
    const type = pageTypeOfRoute(route.path);
    if (type) return [...new Set([...shell, ...PAGE_AREAS[typePageKind(route, type)]!, pageTypeArea(type.id)])];
  }
  return [...new Set([...shell, ...(PAGE_AREAS[page] ?? [])])];
}

/** Which of a page type's pages the route is: its listing, a lot's page or a lot's share page. */
function typePageKind(route: RouteDef, type: PageTypeEntry): 'listing' | 'detail' | 'share' {
  if (route.path === type.route) return 'listing';
  return route.path === type.shareRoute ? 'share' : 'detail';
}

/** Every area, the core first: the build writes one file per area and language. */
export function textAreas(): string[] {
  return [CORE_AREA, ...APP_AREAS, ...ALL_TYPES];
}
