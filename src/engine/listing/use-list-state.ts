// The list state of a listing page, kept in the URL (seed 001 §4, §5): filters, sort and page travel
// as query parameters with their exact names (page 1 omitted), so reload, Back and Forward restore
// them; every change is a new history entry. The page size is a stored preference, not a parameter.
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { parseListParams, toSearchParams, type ListState, type ListSchema } from '../../../shared/list/list-params';
import { listingPreferences, readStoredPageSize, setStoredPageSize } from './listing-preferences';

export function useListState(schema: ListSchema): [ListState, (next: ListState) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const picked = useSnapshot(listingPreferences).pageSizes[schema.id];
  const pageSize = picked ?? readStoredPageSize(schema.id);
  const state = useMemo(() => parseListParams(search, schema, { pageSize }), [search, schema, pageSize]);

  const setState = useCallback(
    (next: ListState) => {
      if (next.pageSize !== state.pageSize) setStoredPageSize(schema.id, next.pageSize);
      const query = toSearchParams(next, schema).toString();
      if (query !== toSearchParams(state, schema).toString()) navigate(query ? `${path}?${query}` : path);
    },
    [state, schema, path, navigate],
  );
  return [state, setState];
}
