import type { ComponentType } from 'react';
import type { ListingLot } from '../../../api/listing';

/** A cell shows the lot fields its schema entry names, in that order. */
export interface CellProps {
  lot: ListingLot;
  fields: readonly string[];
}

export type CellComponent = ComponentType<CellProps>;

/** A cell that reads only its fields: it shows any record (lots, table-page rows). */
export interface ValueCellProps {
  lot: object;
  fields: readonly string[];
}
