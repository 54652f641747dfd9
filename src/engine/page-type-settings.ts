// What a company config may change about a page type (the White-label issue fills the config side):
// whether it is enabled, its default view, page sizes, and the visible columns of each view in order.
import type { ColumnDef, PageTypeSchema, ViewName } from '../../schemas/meta/page-type.schema';
import { VIEW_OF_MODE, viewColumns, type ViewMode } from './view-modes';

export interface PageTypeSettings {
  enabled: boolean;
  defaultView?: ViewMode;
  pageSizes?: readonly number[];
  /** column ids per view, in display order; a view left out shows the schema's columns */
  columns?: Partial<Record<ViewName, readonly string[]>>;
}

/** The columns a view shows: the configured ids in their order, else the schema's own list. */
export function visibleColumns(schema: PageTypeSchema, mode: ViewMode, settings?: PageTypeSettings): ColumnDef[] {
  const columns = viewColumns(schema, mode);
  const order = settings?.columns?.[VIEW_OF_MODE[mode]];
  if (!order) return columns;
  const byId = new Map(columns.map((c) => [c.id, c]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
