// A user's own arrangement of a list's columns (issue #20): which of the columns the company allows
// they see, in which order. It is kept per user and page (GET/PUT /user/list-columns): a page is a
// listing page type's view (`car-auction.table`) or a table page (`bid-manager`). The company's
// columns stay the ceiling: a chosen column the company no longer allows is left out, and one it
// allows that the choice does not name yet shows at the end.
import type { ViewName } from '../../schemas/meta/page-type.schema';

export interface ColumnChoiceEntry {
  readonly id: string;
  readonly visible: boolean;
}

/** The stored choice: every column the user arranged, in their order; null for the brand's default. */
export type ColumnChoice = readonly ColumnChoiceEntry[] | null;

/** The page of a listing view: the page type's id and the view's name, `car-auction.table`. */
export const listingColumnsPage = (pageTypeId: string, view: ViewName): string => `${pageTypeId}.${view}`;

export interface ArrangedColumn<C> {
  readonly column: C;
  readonly visible: boolean;
}

/** The allowed columns in the user's order with whether each shows; the company's order and all shown without a choice. */
export function arrangeColumns<C extends { id: string }>(allowed: readonly C[], choice: ColumnChoice): ArrangedColumn<C>[] {
  if (!choice) return allowed.map((column) => ({ column, visible: true }));
  const byId = new Map(allowed.map((column) => [column.id, column]));
  const chosen = choice.flatMap((entry) => {
    const column = byId.get(entry.id);
    return column ? [{ column, visible: entry.visible }] : [];
  });
  const named = new Set(choice.map((entry) => entry.id));
  return [...chosen, ...allowed.filter((column) => !named.has(column.id)).map((column) => ({ column, visible: true }))];
}

/**
 * The columns a list shows: the visible ones of the arrangement. A choice that hides every allowed
 * column (the company took away the ones it showed) falls back to the company's columns.
 */
export function shownColumns<C extends { id: string }>(allowed: readonly C[], choice: ColumnChoice): C[] {
  const shown = arrangeColumns(allowed, choice).flatMap((entry) => (entry.visible ? [entry.column] : []));
  return shown.length > 0 ? shown : [...allowed];
}
