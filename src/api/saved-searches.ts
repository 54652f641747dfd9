// Saved searches of a page type (seed 001 §4, §7): the list with its counter, and save, rename and
// delete. Every mutation refreshes the list and the menu counters (which count searches per page type).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DeleteSearchBody,
  SavedSearchListResponse,
  SaveSearchBody,
  UpdateSearchBody,
} from '../../schemas/api/listing';
import { api } from './client';
import { menuCountersQuery } from './site';

/** Seed 001 §9: at most 10 saved searches per page type; above that a warning shows. */
export const MAX_SAVED_SEARCHES = 10;

export const savedSearchesQuery = (type: string) =>
  queryOptions({
    queryKey: ['saved-searches', type] as const,
    queryFn: () => api.get<SavedSearchListResponse>('/user/my-search', { query: { type } }),
  });

const saveSearch = (body: SaveSearchBody) => api.post<null>('/user/save-search', { body });
const updateSearch = (body: UpdateSearchBody) => api.post<unknown>('/user/update-search', { body });
const deleteSearch = (body: DeleteSearchBody) => api.post<unknown>('/user/delete-search', { body });

/** A mutation of one page type's saved searches that refreshes what counts them once it succeeds. */
function useSavedSearchMutation<Body>(type: string, mutationFn: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedSearchesQuery(type).queryKey }),
        queryClient.invalidateQueries({ queryKey: menuCountersQuery().queryKey }),
      ]),
  });
}

export const useSaveSearch = (type: string) => useSavedSearchMutation(type, saveSearch);
export const useUpdateSearch = (type: string) => useSavedSearchMutation(type, updateSearch);
export const useDeleteSearch = (type: string) => useSavedSearchMutation(type, deleteSearch);
