// What every cell of a lot list may need besides the lot: its page type, and the wishlist slot the
// page plugs in (the favorites feature's button; the engine does not know it).
import { createContext, useContext, type ComponentType } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { WishList } from '../../../schemas/api/listing';

export interface WishlistSlotProps {
  lotId: string;
  /** the page type's API name, as the favorites calls take it */
  pageType: string;
  wishList: WishList;
}

export interface LotListContextValue {
  schema: PageTypeSchema;
  wishlist?: ComponentType<WishlistSlotProps>;
}

export const LotListContext = createContext<LotListContextValue | null>(null);

export function useLotList(): LotListContextValue {
  const value = useContext(LotListContext);
  if (!value) throw new Error('A lot cell was rendered outside a lot list');
  return value;
}
