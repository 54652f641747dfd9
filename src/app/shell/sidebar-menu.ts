// The sidebar menus of seed 000 §2, as data: which items each role sees and in what order.
import {
  Archive20Regular,
  Board20Regular,
  Cart20Regular,
  DataHistogram20Regular,
  DataTrending20Regular,
  Gavel20Regular,
  Payment20Regular,
  Person20Regular,
  Star20Regular,
  Tag20Regular,
  VehicleCar20Regular,
  VehicleCarProfileLtr20Regular,
  VehicleMotorcycle20Regular,
  VehicleTruckProfile20Regular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { portalRole, type PortalRole } from '../../../schemas/api/roles';
import type { PermissionName, Permissions, Profile } from '../../../schemas/api/session';
import type { MessageId } from '../../i18n/messages';

/** Badges show this many at most, then "999+" (seed 000 §9). */
const BADGE_CAP = 999;

export interface MenuItem {
  label: MessageId;
  href: string;
  icon: FluentIcon;
  /** shows the menu counters' bid count */
  bidCountBadge?: boolean;
}

interface ListingMenuItem extends MenuItem {
  permission?: PermissionName;
  /** false keeps an item defined but out of the menu */
  shown?: false;
}

const dashboard: MenuItem = { label: 'shell.menu.dashboard', href: '/dashboard', icon: Board20Regular };
const archiveBids: MenuItem = { label: 'shell.menu.archiveBids', href: '/archive-bids', icon: Archive20Regular };
const purchased: MenuItem = { label: 'shell.menu.purchased', href: '/purchases', icon: Cart20Regular };
const payments: MenuItem = { label: 'shell.menu.payments', href: '/payments', icon: Payment20Regular };
const profile: MenuItem = { label: 'shell.menu.profile', href: '/profile', icon: Person20Regular };

const MAIN_MENUS: Record<PortalRole, readonly MenuItem[]> = {
  client: [dashboard, { label: 'shell.menu.myBids', href: '/bids', icon: Gavel20Regular }, archiveBids, purchased, payments, profile],
  manager: [dashboard, { label: 'shell.menu.bidManager', href: '/bid-manager', icon: Gavel20Regular, bidCountBadge: true }, profile],
  dealer: [
    dashboard,
    { label: 'shell.menu.myBids', href: '/dealer-bids', icon: Gavel20Regular, bidCountBadge: true },
    archiveBids,
    purchased,
    payments,
    profile,
  ],
};

const LISTING_MENU: readonly ListingMenuItem[] = [
  { label: 'shell.menu.favorites', href: '/favorites/A', icon: Star20Regular },
  { label: 'shell.menu.carListing', href: '/car-auctions', icon: VehicleCar20Regular, permission: 'carAuctionsView' },
  {
    label: 'shell.menu.salesStatistics',
    href: '/car-statistics',
    icon: DataTrending20Regular,
    permission: 'salesStatisticsView',
  },
  { label: 'shell.menu.bikeListing', href: '/bike-auctions', icon: VehicleMotorcycle20Regular, permission: 'bikeView' },
  { label: 'shell.menu.bikeStatistics', href: '/bike-statistics', icon: DataHistogram20Regular, permission: 'bikeView' },
  { label: 'shell.menu.fixedPrice', href: '/oneprice', icon: Tag20Regular, permission: 'onepriceView' },
  {
    label: 'shell.menu.machineryListing',
    href: '/machinery',
    icon: VehicleTruckProfile20Regular,
    permission: 'machineryView',
  },
  // Seed 000 §2 defines a Stock Cars link that the product never shows: fixed-price stock is reached
  // through Fixed Price. It stays defined so the menu matches the specification's list.
  {
    label: 'shell.menu.stockCars',
    href: '/oneprice',
    icon: VehicleCarProfileLtr20Regular,
    permission: 'onepriceView',
    shown: false,
  },
];

/** The listing group appears only with at least one of these. */
const LISTING_GROUP_FLAGS = ['carAuctionsView', 'bikeView', 'onepriceView', 'salesStatisticsView'] as const;

export function mainMenuFor(user: Pick<Profile, 'roleId' | 'userType'>): readonly MenuItem[] {
  return MAIN_MENUS[portalRole(user)];
}

/** The listing group the permissions allow, without the listings at `hiddenPaths` (disabled page types). */
export function listingMenuFor(permissions: Permissions, hiddenPaths: ReadonlySet<string> = new Set()): MenuItem[] {
  if (!LISTING_GROUP_FLAGS.some((flag) => permissions[flag])) return [];
  return LISTING_MENU.filter(
    (item) => item.shown !== false && (!item.permission || permissions[item.permission]) && !hiddenPaths.has(item.href),
  );
}

export function formatBadge(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** An item is current anywhere in its first path segment (/favorites/B, /payments/7); "/" is the car listing. */
export function isCurrentItem(item: MenuItem, path: string): boolean {
  const current = path === '/' ? '/car-auctions' : path;
  const section = `/${item.href.split('/')[1]}`;
  return current === section || current.startsWith(`${section}/`);
}
