// A user's arrangement of a list page's columns (issue #20, GET/PUT/DELETE /user/list-columns): kept on
// the server, so it follows the user to another browser. A save or reset puts the answer in the cache
// at once, so the list shows the new columns without waiting for a refetch.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListColumnsResponse } from '../../schemas/api/list-columns';
import type { SuccessResponse } from '../../schemas/api/session';
import type { ColumnChoice, ColumnChoiceEntry } from '../../shared/list/column-choice';
import { api } from './client';

const listColumnsQuery = (page: string) =>
  queryOptions({
    queryKey: ['list-columns', page] as const,
    queryFn: () => api.get<ListColumnsResponse>('/user/list-columns', { query: { page } }),
    staleTime: Infinity,
  });

/** The user's arrangement of a page; null (the brand's columns) until it is known or when it cannot be read. */
export function useColumnChoice(page: string): ColumnChoice {
  return useQuery(listColumnsQuery(page)).data?.columns ?? null;
}

/** Saves an arrangement (columns) or, with null, goes back to the brand's columns. */
export function useSaveColumnChoice(page: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: readonly ColumnChoiceEntry[] | null) =>
      columns
        ? api.put<SuccessResponse>('/user/list-columns', { body: { page, columns } })
        : api.delete<SuccessResponse>('/user/list-columns', { query: { page } }),
    onSuccess: (_answer, columns) => queryClient.setQueryData(listColumnsQuery(page).queryKey, { page, columns: columns && [...columns] }),
  });
}
