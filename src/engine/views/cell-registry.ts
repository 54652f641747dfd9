// Cell kinds of the page-type schemas → the components that show them. Every CELL_KINDS kind is
// registered; asking for any other kind throws with the schema fragment that named it.
import type { CellKind } from '../../../schemas/meta/page-type.schema';
import { createRegistry } from '../registry';
import type { CellComponent } from './cells/cell-props';
import { OfferedBeforeCell } from './cells/OfferedBeforeCell';
import { PhotoCell } from './cells/PhotoCell';
import { RECORD_VALUE_CELLS } from './cells/record-value-cells';
import { MyBidCell } from './cells/value-cells';
import { WishlistCell } from './cells/WishlistCell';

const components: Record<CellKind, CellComponent> = {
  photo: PhotoCell,
  wishlist: WishlistCell,
  ...RECORD_VALUE_CELLS,
  myBid: MyBidCell,
  offeredBefore: OfferedBeforeCell,
};

export const cellRegistry = createRegistry<CellKind, CellComponent>('cell component');
for (const [kind, component] of Object.entries(components) as [CellKind, CellComponent][]) {
  cellRegistry.register(kind, component);
}
