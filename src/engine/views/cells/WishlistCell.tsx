// The lot's corner actions: the wishlist slot (whatever the page plugs in, the favorites button, given
// the lot's groups) and the compare toggle, on listings and favorites alike.
import type { WishList } from '../../../../schemas/api/listing';
import { CompareToggle } from '../../../ui/CompareToggle';
import { useLotList } from '../lot-list-context';
import { lotField } from '../lot';
import type { CellProps } from './cell-props';

export function WishlistCell({ lot, fields }: CellProps) {
  const { schema, wishlist: Wishlist } = useLotList();
  const value = fields[0] ? lotField(lot, fields[0]) : undefined;
  const wishList: WishList = Array.isArray(value) ? (value as WishList) : [];
  return (
    <>
      {Wishlist && <Wishlist lotId={lot.id} pageType={schema.apiPageType} wishList={wishList} />}
      <CompareToggle type={schema.apiPageType} lotId={lot.id} />
    </>
  );
}
