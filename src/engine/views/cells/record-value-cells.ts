// The value cells of the lot kinds that read only the record (RECORD_CELL_KINDS): listings and every
// table page's row family show them alike.
import type { ReactNode } from 'react';
import type { RECORD_CELL_KINDS } from '../../../../schemas/meta/page-type.schema';
import { AuctionStatusCell, ConditionCell } from './badge-cells';
import type { ValueCellProps } from './cell-props';
import { DateTimeCell, EquipmentCell, MileageCell, MoneyCell, NumberCell, TextCell } from './value-cells';

export type RecordCellKind = (typeof RECORD_CELL_KINDS)[number];

/** Function components: a listing's cell props (a lot) are value cell props too. */
export const RECORD_VALUE_CELLS: Readonly<Record<RecordCellKind, (props: ValueCellProps) => ReactNode>> = {
  text: TextCell,
  number: NumberCell,
  dateTime: DateTimeCell,
  money: MoneyCell,
  mileage: MileageCell,
  condition: ConditionCell,
  auctionStatus: AuctionStatusCell,
  equipment: EquipmentCell,
};
