// The wishlist slot: whatever the page plugs in (the favorites button), given the lot's groups.
import type { WishList } from '../../../../schemas/api/listing';
import { useLotList } from '../lot-list-context';
import { lotField } from '../lot';
import type { CellProps } from './cell-props';

export function WishlistCell({ lot, fields }: CellProps) {
  const { schema, wishlist: Wishlist } = useLotList();
  if (!Wishlist) return null;
  const value = fields[0] ? lotField(lot, fields[0]) : undefined;
  const wishList: WishList = Array.isArray(value) ? (value as WishList) : [];
  return <Wishlist lotId={lot.id} pageType={schema.apiPageType} wishList={wishList} />;
}
