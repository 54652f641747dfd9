// The one route table of seed 000 §2 and seed 001 §2. The client router builds its routes from it
// and the server answers every pattern here with index.html (deep links, reloads); nothing else does.

type RouteAccess =
  /** login, sign-up and the other auth pages: logged-in users are sent away */
  | 'guest'
  /** share pages: anyone */
  | 'public'
  /** needs a session */
  | 'protected';

type Layout = 'main' | 'profile' | 'share' | 'auth';

type PermissionFlag =
  | 'carAuctionsView'
  | 'salesStatisticsView'
  | 'dealerBidAccess'
  | 'shareCar'
  | 'onepriceView'
  | 'biddingAllowed'
  | 'adjustmentPriceShow'
  | 'exportTypeOptional'
  | 'exportTypeShow'
  | 'bidDeadlineCheck'
  | 'creditLimitCheck'
  | 'dailyBidLimitCheck'
  | 'ussLimitCheck'
  | 'auctionTranslationUse'
  | 'downloadPhotos'
  | 'downloadInvoice'
  | 'managerBidForClient'
  | 'bidsTodayDefault'
  | 'bikeView'
  | 'machineryView'
  | 'bidChangeConfirmation'
  | 'bidManagementEnabled'
  | 'lastHourBidWarning'
  | 'bidManageStatus'
  | 'bidManageBidPrice'
  | 'bidManageSoldPrice';

export interface RouteDef {
  /** wouter pattern */
  path: string;
  /** page id: the key of the page's lazy component and of its title message `pages.<page>.title` */
  page: string;
  layout: Layout;
  access: RouteAccess;
  /** without it the user is sent back (listing pages fall back to /profile) */
  permission?: PermissionFlag;
}

const listing = (path: string, page: string, permission: PermissionFlag): RouteDef[] => [
  { path, page, layout: 'main', access: 'protected', permission },
  { path: `${path}/share/:id`, page: `${page}-share`, layout: 'share', access: 'public' },
  { path: `${path}/:id`, page: `${page}-detail`, layout: 'main', access: 'protected', permission },
];

export const routeTable: readonly RouteDef[] = [
  { path: '/', page: 'car-auctions', layout: 'main', access: 'protected', permission: 'carAuctionsView' },
  ...listing('/car-auctions', 'car-auctions', 'carAuctionsView'),
  ...listing('/car-statistics', 'car-statistics', 'salesStatisticsView'),
  ...listing('/bike-auctions', 'bike-auctions', 'bikeView'),
  ...listing('/bike-statistics', 'bike-statistics', 'bikeView'),
  ...listing('/oneprice', 'oneprice', 'onepriceView'),
  ...listing('/machinery', 'machinery', 'machineryView'),
  { path: '/auth/login', page: 'login', layout: 'auth', access: 'guest' },
  { path: '/auth/sign-up', page: 'sign-up', layout: 'auth', access: 'guest' },
  { path: '/verify-email', page: 'verify-email', layout: 'auth', access: 'guest' },
  { path: '/auth/forgot-password', page: 'forgot-password', layout: 'auth', access: 'guest' },
  { path: '/auth/change-password', page: 'reset-password', layout: 'auth', access: 'guest' },
  // the unsubscribe link of a saved-search digest mail: works signed in or not
  { path: '/unsubscribe-alerts', page: 'unsubscribe-alerts', layout: 'auth', access: 'public' },
  { path: '/bid-manager', page: 'bid-manager', layout: 'main', access: 'protected' },
  { path: '/bids', page: 'bids', layout: 'main', access: 'protected' },
  { path: '/dealer-bids', page: 'dealer-bids', layout: 'main', access: 'protected' },
  { path: '/archive-bids', page: 'archive-bids', layout: 'main', access: 'protected' },
  { path: '/purchases', page: 'purchases', layout: 'main', access: 'protected' },
  { path: '/purchases/:id', page: 'purchase-detail', layout: 'main', access: 'protected' },
  { path: '/payments', page: 'payments', layout: 'main', access: 'protected' },
  { path: '/payments/:id', page: 'purchase-detail', layout: 'main', access: 'protected' },
  { path: '/profile', page: 'profile', layout: 'profile', access: 'protected' },
  { path: '/change-password', page: 'change-password', layout: 'profile', access: 'protected' },
  { path: '/balance', page: 'balance', layout: 'profile', access: 'protected' },
  { path: '/dashboard', page: 'dashboard', layout: 'main', access: 'protected' },
  { path: '/about', page: 'about', layout: 'main', access: 'protected' },
  { path: '/how-to-buy', page: 'how-to-buy', layout: 'main', access: 'protected' },
  { path: '/make-an-order', page: 'make-an-order', layout: 'main', access: 'protected' },
  { path: '/go-net', page: 'go-net', layout: 'main', access: 'protected' },
  { path: '/favorites/:group', page: 'favorites', layout: 'main', access: 'protected' },
  { path: '/compare', page: 'compare', layout: 'main', access: 'protected' },
];

/** The page a user lands on after login when no page was saved. */
export const DEFAULT_AFTER_LOGIN = '/car-auctions';
export const LOGIN_PATH = '/auth/login';

/** Matches a path against a wouter-style pattern (":name" segments). */
function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = path.split('/').filter(Boolean);
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** The ":name" segments of a path that `pattern` matches, by name. */
export function routeParams(pattern: string, path: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  return Object.fromEntries(names.flatMap((name, i) => (name.startsWith(':') ? [[name.slice(1), segments[i] ?? '']] : [])));
}

export function findRoute(path: string): RouteDef | undefined {
  return routeTable.find((r) => matchesPattern(r.path, path));
}
