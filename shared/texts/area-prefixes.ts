// Which message ids each text area (text-areas.ts beside this file) holds, by id prefix: what the build
// splits locales/<locale>.json by (build/message-areas.ts). Apart from the browser's code, which needs
// only each page's areas.
import { pageTypeIndex } from '../page-types/page-type-index';
import { APP_AREAS, CORE_AREA, pageTypeArea } from './text-areas';

/** Area → the id prefixes it takes; the longest prefix an id starts with decides, and an id none matches fails the build. */
const AREA_PREFIXES: Readonly<
  Record<typeof CORE_AREA | (typeof APP_AREAS)[number], readonly string[]> & Record<string, readonly string[]>
> = {
  // what the login page, the not-found page and the session-expired dialog show
  [CORE_AREA]: ['auth.', 'common.', 'Error.', 'errors.', 'pages.', 'shell.language', 'shell.sessionExpired.', 'shell.theme.'],
  // the signed-in shell (menus, chat, toasts) and values shown on many pages
  main: [
    'auctionStatus.',
    'BidLogs.',
    'bidChat.',
    'bidStatus.',
    'compare.',
    'countdown.',
    'downloads.',
    'Errors.',
    'info.',
    'listing.lot.',
    'listing.mileage',
    'listing.money',
    'lotDetail.gallery.',
    'Message.',
    'notifications.',
    'purchaseStatus.',
    'shell.',
  ],
  // the list engine (filters, columns, export, paging, tabs) and the listing pages' saved searches and wishlists
  list: [
    'bidTable.filters.',
    'bidTable.tab.',
    'columns.',
    'export.',
    'favorites.',
    'Fields.',
    'Filter.',
    'filters.',
    'listCheck.',
    'listing.',
    'Messages.',
    'savedSearches.',
    'table.',
  ],
  // a lot's page, its share page and the comparison
  lot: ['bidding.', 'lotDetail.', 'MonthOfProduction.', 'priceGuide.', 'share.', 'vehicleHistory.'],
  bids: ['bidBulk.', 'bidRow.', 'bidTable.', 'pageType.bid-tables.'],
  purchases: ['payments.', 'pageType.payments.', 'pageType.purchases.', 'purchases.'],
  dashboard: ['dashboard.'],
  // sign-up, the e-mail links' pages, profile, password and balance (the account forms)
  account: ['account.', 'alerts.', 'forms.'],
  ...Object.fromEntries(pageTypeIndex.map((type) => [pageTypeArea(type.id), [`pageType.${type.id}.`]])),
};

const PREFIX_AREAS = new Map(
  Object.entries(AREA_PREFIXES).flatMap(([area, prefixes]) => prefixes.map((prefix) => [prefix, area] as const)),
);
const PREFIXES_LONGEST_FIRST = [...PREFIX_AREAS.keys()].sort((a, b) => b.length - a.length);

/** The area of a message id; undefined when no prefix takes it. */
export function textAreaOf(id: string): string | undefined {
  const prefix = PREFIXES_LONGEST_FIRST.find((p) => id.startsWith(p));
  return prefix === undefined ? undefined : PREFIX_AREAS.get(prefix);
}
