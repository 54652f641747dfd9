// The state of a record list (purchases, payments): its filters and page in the URL, so reload, Back
// and Forward restore them, and its page size as a stored preference, like the listings'. Any change
// of a filter or the page size goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import type { ListState } from '../list-params';
import { listingPreferences, readStoredPageSize, setStoredPageSize } from '../listing/listing-preferences';

export interface RecordParams<K extends string> {
  /** the non-empty filters, by URL parameter */
  filters: Partial<Record<K, string>>;
  page: number;
  pageSize: number;
}

export interface RecordParamsControl<K extends string> {
  params: RecordParams<K>;
  /** sets filters (an empty string clears one) and goes back to page 1 */
  setFilters(changes: Partial<Record<K, string>>): void;
  setPage(page: number): void;
  setPageSize(size: number): void;
  /** the params as the engine's Pagination takes them */
  listState: ListState;
  onListStateChange(next: ListState): void;
}

const PAGE = 'page';

/** Reads the URL: known filters only, a page from 1. */
export function parseRecordParams<K extends string>(search: string, keys: readonly K[], pageSize: number): RecordParams<K> {
  const query = new URLSearchParams(search);
  const filters: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value) filters[key] = value;
  }
  const page = Number(query.get(PAGE));
  return { filters, page: Number.isInteger(page) && page > 1 ? page : 1, pageSize };
}

/** Writes the URL: filters in the given key order, page 1 left out. */
export function recordSearch<K extends string>(params: RecordParams<K>, keys: readonly K[]): string {
  const query = new URLSearchParams();
  for (const key of keys) {
    const value = params.filters[key];
    if (value) query.set(key, value);
  }
  if (params.page > 1) query.set(PAGE, String(params.page));
  return query.toString();
}

export function useRecordParams<K extends string>(listId: string, keys: readonly K[], pageSizes: readonly number[]): RecordParamsControl<K> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const picked = useSnapshot(listingPreferences).pageSizes[listId] ?? readStoredPageSize(listId);
  const pageSize = picked !== undefined && pageSizes.includes(picked) ? picked : (pageSizes[0] ?? 20);
  const params = useMemo(() => parseRecordParams(search, keys, pageSize), [search, keys, pageSize]);

  const go = useCallback(
    (next: RecordParams<K>) => {
      const query = recordSearch(next, keys);
      if (query !== recordSearch(params, keys)) navigate(query ? `${path}?${query}` : path);
    },
    [keys, params, path, navigate],
  );

  return useMemo(() => {
    const setPage = (page: number) => go({ ...params, page });
    return {
      params,
      setFilters: (changes) => go({ ...params, filters: { ...params.filters, ...changes }, page: 1 }),
      setPage,
      setPageSize: (size) => {
        setStoredPageSize(listId, size);
        go({ ...params, pageSize: size, page: 1 });
      },
      listState: { filters: {}, sort: null, page: params.page, pageSize: params.pageSize, extra: [] },
      onListStateChange: (next) => setPage(next.page),
    };
  }, [params, go, listId]);
}
