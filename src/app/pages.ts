// Route-table page id → its lazily loaded module (one per page family under src/features/<area>/).
// Each entry stays in the literal form `'page': () => import('…')`: the build's size report reads it.
import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../ui/lazy-component';
import type { PageProps, PageStart } from '../ui/page-props';

type PageModule = { default: ComponentType<PageProps>; prefetch?: (start: PageStart) => void };

export const pages: Record<string, () => Promise<PageModule>> = {
  'car-auctions': () => import('./pages/ListingRoute'),
  'car-statistics': () => import('./pages/ListingRoute'),
  'bike-auctions': () => import('./pages/ListingRoute'),
  'bike-statistics': () => import('./pages/ListingRoute'),
  oneprice: () => import('./pages/ListingRoute'),
  machinery: () => import('./pages/ListingRoute'),
  'car-auctions-detail': () => import('./pages/LotDetailRoute'),
  'car-statistics-detail': () => import('./pages/LotDetailRoute'),
  'bike-auctions-detail': () => import('./pages/LotDetailRoute'),
  'bike-statistics-detail': () => import('./pages/LotDetailRoute'),
  'oneprice-detail': () => import('./pages/LotDetailRoute'),
  'machinery-detail': () => import('./pages/LotDetailRoute'),
  'car-auctions-share': () => import('./pages/SharedLotRoute'),
  'car-statistics-share': () => import('./pages/SharedLotRoute'),
  'bike-auctions-share': () => import('./pages/SharedLotRoute'),
  'bike-statistics-share': () => import('./pages/SharedLotRoute'),
  'oneprice-share': () => import('./pages/SharedLotRoute'),
  'machinery-share': () => import('./pages/SharedLotRoute'),
  login: () => import('../features/auth/LoginPage'),
  'sign-up': () => import('../features/auth/SignUpPage'),
  'verify-email': () => import('../features/auth/VerifyEmailPage'),
  'forgot-password': () => import('../features/auth/ForgotPasswordPage'),
  'reset-password': () => import('../features/auth/ResetPasswordPage'),
  'unsubscribe-alerts': () => import('../features/saved-searches/UnsubscribeAlertsPage'),
  'bid-manager': () => import('../features/bids/BidListPage'),
  bids: () => import('../features/bids/BidListPage'),
  'dealer-bids': () => import('../features/bids/BidListPage'),
  'archive-bids': () => import('../features/bids/BidListPage'),
  purchases: () => import('../features/purchases/PurchasesPage'),
  'purchase-detail': () => import('../features/purchases/PurchasesPage'),
  payments: () => import('../features/payments/PaymentsPage'),
  profile: () => import('../features/profile/ProfilePage'),
  'change-password': () => import('../features/profile/ChangePasswordPage'),
  balance: () => import('../features/profile/balance/BalancePage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  about: () => import('../features/branding/InfoPage'),
  'how-to-buy': () => import('../features/branding/InfoPage'),
  'make-an-order': () => import('../features/branding/InfoPage'),
  'go-net': () => import('../features/branding/InfoPage'),
  favorites: () => import('../features/favorites/FavoritesPage'),
  compare: () => import('./pages/CompareRoute'),
};

/** The pages' components; start-up (src/app/start-page.ts) preloads the first page's. */
export const pageComponents: Record<string, LazyComponent<PageProps, PageModule>> = Object.fromEntries(
  Object.entries(pages).map(([page, load]) => [page, lazyComponent(load)]),
);
