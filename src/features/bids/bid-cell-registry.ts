// Cell kinds of the bid tables (schemas/meta/table-page.schema.ts BID_CELL_KINDS) → components that
// show a bid row: the engine's value cells for lot values, the bid cells, and the row controls of
// src/features/bids/row. An unknown kind throws with its schema fragment when the page opens.
import type { ComponentType } from 'react';
import type { BidRow } from '../../../schemas/api/bids';
import type { BidCellKind } from '../../../schemas/meta/table-page.schema';
import { recordValueCells } from '../../engine/table/record-cells';
import { registryOf } from '../../engine/table/record-columns';
import { BidAmountCell, BidGroupCell, BidStatusCell, ChatCell, LotLinkCell } from './cells/BidCells';
import { DeadlineCell } from './cells/DeadlineCell';
import { AutoBidSwitch } from './row/AutoBidSwitch';
import { BidderCard } from './row/BidderCard';
import { BidEditButton } from './row/BidEditButton';
import { BidPhotoDownload } from './row/BidPhotoDownload';
import { SoldPriceEditor } from './row/SoldPriceEditor';
import { StatusControl } from './row/StatusControl';
import type { BidTableVariant } from '../../api/bid-table-variants';

export interface BidCellComponentProps {
  bid: BidRow;
  variant: BidTableVariant;
  fields: readonly string[];
}
export type BidCellComponent = ComponentType<BidCellComponentProps>;

const components: Record<BidCellKind, BidCellComponent> = {
  ...recordValueCells<BidCellComponentProps>(({ bid, fields }) => ({ lot: bid, fields })),
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
  deadlines: DeadlineCell,
};

export const bidCellRegistry = registryOf('bid table cell', components);
