// Cell kinds of the page-type schemas → the components that show them. Every CELL_KINDS kind is
// registered; asking for any other kind throws with the schema fragment that named it.
import type { CellKind } from '../../../schemas/meta/page-type.schema';
import { createRegistry } from '../registry';
import { AuctionStatusCell, ConditionCell } from './cells/badge-cells';
import type { CellComponent } from './cells/cell-props';
import { PhotoCell } from './cells/PhotoCell';
import {
  DateTimeCell,
  EquipmentCell,
  MileageCell,
  MoneyCell,
  MyBidCell,
  NumberCell,
  TextCell,
} from './cells/value-cells';
import { WishlistCell } from './cells/WishlistCell';

const components: Record<CellKind, CellComponent> = {
  photo: PhotoCell,
  wishlist: WishlistCell,
  text: TextCell,
  number: NumberCell,
  dateTime: DateTimeCell,
  money: MoneyCell,
  mileage: MileageCell,
  condition: ConditionCell,
  auctionStatus: AuctionStatusCell,
  myBid: MyBidCell,
  equipment: EquipmentCell,
};

export const cellRegistry = createRegistry<CellKind, CellComponent>('cell component');
for (const [kind, component] of Object.entries(components) as [CellKind, CellComponent][]) {
  cellRegistry.register(kind, component);
}
