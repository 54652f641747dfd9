// The listing view modes (seed 001 §2): default (table rows), column and card, stored locally under
// `listing-view`. Columns and cards are laid out in rows of a width-dependent count.
import type { ColumnDef, PageTypeSchema, ViewName } from '../../schemas/meta/page-type.schema';

export const VIEW_MODE_STORAGE_KEY = 'listing-view';
export const VIEW_MODES = ['default', 'column', 'card'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const DEFAULT_VIEW_MODE: ViewMode = 'default';

/** A phone lists the tiles of this mode's view, one per row, whatever mode was chosen on a wider screen. */
export const PHONE_VIEW_MODE: ViewMode = 'card';

export const VIEW_OF_MODE: Record<ViewMode, ViewName> = { default: 'table', column: 'column', card: 'card' };

/** Lots per row, narrowest screens first. */
export const LOTS_PER_ROW = { column: [2, 3, 4, 5, 7], card: [3, 5, 7] } as const;

export const parseViewMode = (stored: string | null): ViewMode => VIEW_MODES.find((m) => m === stored) ?? DEFAULT_VIEW_MODE;

/** The columns of a mode's view; a page type without that view (bid tables) shows its table. */
export function viewColumns(schema: PageTypeSchema, mode: ViewMode): ColumnDef[] {
  return (schema.views[VIEW_OF_MODE[mode]] ?? schema.views.table).columns;
}

export function chunkRows<T>(items: readonly T[], perRow: number): T[][] {
  if (!Number.isInteger(perRow) || perRow < 1) {
    throw new RangeError(`Lots per row must be a whole number from 1, not ${perRow}`);
  }
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += perRow) rows.push(items.slice(i, i + perRow));
  return rows;
}
