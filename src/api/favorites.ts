// Favorites (seed 001 §4, §7; docs/api.md "Favorites"): a lot sits in at most one group of a user, so
// adding it to another group moves it there. A change shows at once in every cached list that holds
// the lot (the page type's listings and the favorites pages) and is rolled back if the call fails.
import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FAVORITE_GROUPS, type FavoriteListResponse, type PageInfo, type WishList, type WishlistLot } from '../../schemas/api/listing';
import { api } from './client';
import { patchListingLot } from './listing';

export type FavoriteGroup = (typeof FAVORITE_GROUPS)[number];

export const isFavoriteGroup = (value: string | undefined): value is FavoriteGroup =>
  (FAVORITE_GROUPS as readonly string[]).includes(value ?? '');

/** The group a lot is in, if any. */
export const activeGroupOf = (wishList: WishList): FavoriteGroup | undefined =>
  wishList.find((entry) => entry.value && isFavoriteGroup(entry.group))?.group as FavoriteGroup | undefined;

/** Every group, with the lot in `group` only (or in none). */
const wishListIn = (group: FavoriteGroup | undefined): WishList =>
  FAVORITE_GROUPS.map((letter) => ({ group: letter, value: letter === group }));

export interface FavoritesPage {
  lots: WishlistLot[];
  pageInfo: PageInfo;
}

/** The one place favorites query keys are made. */
const favoritesKeys = {
  all: ['favorites'] as const,
  page: (group: FavoriteGroup, page: number, pageSize: number) => [...favoritesKeys.all, group, page, pageSize] as const,
};

/** GET /favorite/list: one page of a group, newest first, lots of every page type in the car shape. */
export const favoritesPageQuery = (group: FavoriteGroup, page: number, pageSize: number) =>
  queryOptions({
    queryKey: favoritesKeys.page(group, page, pageSize),
    queryFn: async ({ signal }): Promise<FavoritesPage> => {
      const query = { group, pageSize, page: page > 1 ? page : undefined };
      const { carsList, pageInfo } = await api.get<FavoriteListResponse>('/favorite/list', { query, signal });
      return { lots: carsList, pageInfo };
    },
    placeholderData: keepPreviousData,
  });

const addFavorite = (group: FavoriteGroup, carId: string, type: string) =>
  api.post<unknown>('/favorite/add', { body: { group, carId, type } });

const removeFavorite = (group: FavoriteGroup, carId: string) => api.delete<unknown>('/favorite/delete', { query: { group, carId } });

/** Sets a lot's wishList in every cached listing of its page type and every cached favorites page. */
function showWishList(queryClient: QueryClient, pageType: string, lotId: string, wishList: WishList): void {
  patchListingLot(queryClient, pageType, lotId, (lot) => ({ ...lot, wishList }));
  queryClient.setQueriesData<FavoritesPage>(
    { queryKey: favoritesKeys.all },
    (cached) =>
      cached && {
        ...cached,
        lots: cached.lots.map((lot) => (lot.id === lotId ? { ...lot, wishList } : lot)),
      },
  );
}

export interface FavoriteChange {
  /** the group the lot is in now */
  from: FavoriteGroup | undefined;
  /** the group it goes to; undefined removes it from favorites */
  to: FavoriteGroup | undefined;
}

/** Moves one lot between favorites groups (or out of them), optimistically. */
export function useFavoriteChange(lotId: string, pageType: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ from, to }: FavoriteChange) =>
      to ? addFavorite(to, lotId, pageType) : from ? removeFavorite(from, lotId) : Promise.resolve(),
    onMutate: ({ to }) => showWishList(queryClient, pageType, lotId, wishListIn(to)),
    onError: (_error, { from }) => showWishList(queryClient, pageType, lotId, wishListIn(from)),
    // the favorites pages gain or lose the lot: they are read again
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoritesKeys.all }),
  });
}
