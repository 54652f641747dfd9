import type { ComponentType } from 'react';
import type { ListingLot } from '../../../api/listing';

/** A cell shows the lot fields its schema entry names, in that order. */
export interface CellProps {
  lot: ListingLot;
  fields: readonly string[];
}

export type CellComponent = ComponentType<CellProps>;
