// Route-table page id → its lazily loaded module (one per page family under src/features/<area>/).
// Each entry stays in the literal form `'page': () => import('…')`: the build's size report reads it.
import type { ComponentType } from 'react';
import type { PageProps } from '../ui/page-props';

type PageModule = () => Promise<{ default: ComponentType<PageProps> }>;

export const pages: Record<string, PageModule> = {
  'car-auctions': () => import('./pages/ListingRoute'),
  'car-statistics': () => import('./pages/ListingRoute'),
  'bike-auctions': () => import('./pages/ListingRoute'),
  'bike-statistics': () => import('./pages/ListingRoute'),
  oneprice: () => import('./pages/ListingRoute'),
  machinery: () => import('./pages/ListingRoute'),
  'car-auctions-detail': () => import('../features/lot-detail/LotDetailPage'),
  'car-statistics-detail': () => import('../features/lot-detail/LotDetailPage'),
  'bike-auctions-detail': () => import('../features/lot-detail/LotDetailPage'),
  'bike-statistics-detail': () => import('../features/lot-detail/LotDetailPage'),
  'oneprice-detail': () => import('../features/lot-detail/LotDetailPage'),
  'machinery-detail': () => import('../features/lot-detail/LotDetailPage'),
  'car-auctions-share': () => import('../features/share/SharePage'),
  'car-statistics-share': () => import('../features/share/SharePage'),
  'bike-auctions-share': () => import('../features/share/SharePage'),
  'bike-statistics-share': () => import('../features/share/SharePage'),
  'oneprice-share': () => import('../features/share/SharePage'),
  'machinery-share': () => import('../features/share/SharePage'),
  login: () => import('../features/auth/LoginPage'),
  'sign-up': () => import('../features/auth/SignUpPage'),
  'verify-email': () => import('../features/auth/VerifyEmailPage'),
  'forgot-password': () => import('../features/auth/ForgotPasswordPage'),
  'reset-password': () => import('../features/auth/ResetPasswordPage'),
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
};
