// Cell kinds of the bid tables (schemas/meta/table-page.schema.ts BID_CELL_KINDS) → components that
// show a bid row: the engine's value cells for lot values, the bid cells, and the row controls of
// src/features/bids/row. An unknown kind throws with its schema fragment when the page opens.
import { createElement, type ComponentType } from 'react';
import type { BidRow } from '../../../schemas/api/bids';
import type { BidCellKind } from '../../../schemas/meta/table-page.schema';
import { createRegistry } from '../../engine/registry';
import { AuctionStatusCell, ConditionCell } from '../../engine/views/cells/badge-cells';
import type { ValueCellProps } from '../../engine/views/cells/cell-props';
import { DateTimeCell, EquipmentCell, MileageCell, MoneyCell, NumberCell, TextCell } from '../../engine/views/cells/value-cells';
import { BidAmountCell, BidGroupCell, BidStatusCell, ChatCell, LotLinkCell } from './cells/BidCells';
import { AutoBidSwitch } from './row/AutoBidSwitch';
import { BidderCard } from './row/BidderCard';
import { BidEditButton } from './row/BidEditButton';
import { BidPhotoDownload } from './row/BidPhotoDownload';
import { SoldPriceEditor } from './row/SoldPriceEditor';
import { StatusControl } from './row/StatusControl';
import type { BidTableVariant } from './variants';

export interface BidCellComponentProps {
  bid: BidRow;
  variant: BidTableVariant;
  fields: readonly string[];
}
export type BidCellComponent = ComponentType<BidCellComponentProps>;

/** An engine value cell reading the row's fields. */
const valueCell =
  (Cell: ComponentType<ValueCellProps>): BidCellComponent =>
  ({ bid, fields }) =>
    createElement(Cell, { lot: bid, fields });

const components: Record<BidCellKind, BidCellComponent> = {
  text: valueCell(TextCell),
  number: valueCell(NumberCell),
  dateTime: valueCell(DateTimeCell),
  money: valueCell(MoneyCell),
  mileage: valueCell(MileageCell),
  condition: valueCell(ConditionCell),
  auctionStatus: valueCell(AuctionStatusCell),
  equipment: valueCell(EquipmentCell),
  lotLink: LotLinkCell,
  bidAmount: BidAmountCell,
  bidStatus: BidStatusCell,
  bidGroup: BidGroupCell,
  chat: ChatCell,
  bidder: BidderCard,
  statusControl: StatusControl,
  soldPrice: SoldPriceEditor,
  autoBid: AutoBidSwitch,
  bidEdit: BidEditButton,
  photoDownload: BidPhotoDownload,
};

export const bidCellRegistry = createRegistry<BidCellKind, BidCellComponent>('bid table cell');
for (const [kind, component] of Object.entries(components) as [BidCellKind, BidCellComponent][]) {
  bidCellRegistry.register(kind, component);
}
