// Lots this near the top of a list are on the first screen: their photos load at once and first in
// line (the largest paint of a listing is one of them), the others when scrolled near.
import { createContext } from 'react';
import type { ColumnDef } from '../../../schemas/meta/page-type.schema';
import { lotField } from './lot';

export const FIRST_SCREEN_LOTS = 4;

export const OnFirstScreen = createContext(false);

/** The photo a photo cell shows of a lot: the first of the images its first field lists. */
export function lotPhoto(lot: object, imagesField: string | undefined): string | undefined {
  const images = imagesField ? lotField(lot, imagesField) : undefined;
  return Array.isArray(images) && typeof images[0] === 'string' ? images[0] : undefined;
}

/** The photos the first screen's lots show in a view of `columns` (its first photo cell's), in order. */
export function firstScreenPhotos(columns: readonly ColumnDef[], lots: readonly object[]): string[] {
  const cell = columns.flatMap((column) => column.cells).find((c) => c.kind === 'photo');
  if (!cell) return [];
  return lots.slice(0, FIRST_SCREEN_LOTS).flatMap((lot) => lotPhoto(lot, cell.fields[0]) ?? []);
}
