import type { ComponentType } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListState } from '../../../shared/list/list-params';
import type { WishlistSlotProps } from '../views/lot-list-context';

/** The page's own controls next to the title (saved searches); the phone layout asks for its short form. */
interface ListingToolbarProps {
  schema: PageTypeSchema;
  state: ListState;
  mobile?: boolean;
}

export interface ListingViewProps {
  schema: PageTypeSchema;
  /** the page's title, shown with the total */
  title?: string;
  toolbar?: ComponentType<ListingToolbarProps>;
  wishlist?: ComponentType<WishlistSlotProps>;
}
