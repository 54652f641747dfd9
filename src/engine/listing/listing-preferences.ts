// Listing choices kept in this browser: the view mode for every listing (key `listing-view`, seed 001 §2)
// and the page size of each page type (seed 001 §9: 20 by default, persisted).
import { proxy } from 'valtio';
import { mirrorToCookie } from '../../stores/cookie-mirror';
import { readStored, writeStored } from '../../stores/local-storage';
import { parseViewMode, VIEW_MODE_STORAGE_KEY, type ViewMode } from '../../../shared/page-types/view-modes';
import { pageSizeCookie, parsePageSize } from '../../../shared/list/page-size-cookie';

const pageSizeStorageKey = (pageType: string): string => `page-size:${pageType}`;

interface ListingPreferences {
  /** null until the user picks one: the company's default view applies */
  viewMode: ViewMode | null;
  /** by page type id, picked in this page (before a pick, the stored one applies) */
  pageSizes: Record<string, number>;
}

const readViewMode = (): ViewMode | null => {
  const stored = readStored(VIEW_MODE_STORAGE_KEY);
  return stored === null ? null : parseViewMode(stored);
};

export const listingPreferences = proxy<ListingPreferences>({ viewMode: readViewMode(), pageSizes: {} });

export function setViewMode(mode: ViewMode): void {
  listingPreferences.viewMode = mode;
  writeStored(VIEW_MODE_STORAGE_KEY, mode);
}

/** A page type's page size as stored, when the user picked one (the store holds the picks of this page). */
export function readStoredPageSize(pageType: string): number | undefined {
  return parsePageSize(readStored(pageSizeStorageKey(pageType)));
}

/** Tells the server the stored page size (or that none is), for the early listing call. */
export function mirrorPageSize(pageType: string): void {
  mirrorToCookie(pageSizeCookie(pageType), readStoredPageSize(pageType));
}

export function setStoredPageSize(pageType: string, pageSize: number): void {
  listingPreferences.pageSizes[pageType] = pageSize;
  writeStored(pageSizeStorageKey(pageType), String(pageSize));
  mirrorPageSize(pageType);
}

/** Takes the stored values again (a fresh page in tests, another tab). */
export function syncListingPreferencesFromStorage(): void {
  listingPreferences.viewMode = readViewMode();
  listingPreferences.pageSizes = {};
}
