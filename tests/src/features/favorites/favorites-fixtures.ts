// Favorites as the v1 API answers them, typed by the API schemas.
import { FAVORITE_GROUPS, type PageInfo, type WishList, type WishlistLot } from '../../../../schemas/api/listing';
import { carLot } from '../../engine/lots';

/** A lot's wishList: every group, true for the one it is in. */
export const inGroup = (group: (typeof FAVORITE_GROUPS)[number] | undefined): WishList =>
  FAVORITE_GROUPS.map((letter) => ({ group: letter, value: letter === group }));

const DETAIL_ROUTES: Record<string, string> = {
  'car-auction': '/car-auctions',
  bikes: '/bike-auctions',
  machinery: '/machinery',
};

/** A lot of the favorites page: any page type, in the car shape. */
export function wishlistLot(n: number, lotType: string, overrides: Partial<WishlistLot> = {}): WishlistLot {
  const lot = carLot(n);
  return {
    ...lot,
    link: `${DETAIL_ROUTES[lotType]}/${lot.id}`,
    lotType,
    myBid: false,
    bidStatusId: null,
    jasId: null,
    ...overrides,
  };
}

export const favoritesPageInfo = (overrides: Partial<PageInfo> = {}): PageInfo => ({
  page: 1,
  pageSize: 20,
  totalSearchResults: 0,
  totalResults: 0,
  ...overrides,
});
