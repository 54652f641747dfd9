// What a company config may change about a page type: whether it is enabled, its default view, page
// sizes, and the visible columns of each view in order (config/company-schema.ts `pageTypes`).
import type { CompanyConfig } from '../../config/company-schema';
import type { ColumnDef, PageTypeSchema, ViewName } from '../../schemas/meta/page-type.schema';
import { VIEW_OF_MODE, VIEW_MODES, viewColumns, type ViewMode } from './view-modes';

export interface PageTypeSettings {
  enabled: boolean;
  defaultView?: ViewMode;
  pageSizes?: readonly number[];
  /** column ids per view, in display order; a view left out shows the schema's columns */
  columns?: Partial<Record<ViewName, readonly string[]>>;
}

/** The config names views as the schemas do (table, column, card); the list state uses view modes. */
const modeOfView = (view: ViewName): ViewMode => VIEW_MODES.find((mode) => VIEW_OF_MODE[mode] === view)!;

/** The company's settings of one page type; a page type the config leaves out is enabled with its defaults. */
export function pageTypeSettings(config: Pick<CompanyConfig, 'pageTypes'>, pageTypeId: string): PageTypeSettings {
  const own = config.pageTypes?.[pageTypeId];
  return {
    enabled: own?.enabled ?? true,
    defaultView: own?.defaultView && modeOfView(own.defaultView),
    pageSizes: own?.pageSizes,
    columns: own?.columns,
  };
}

/** The API page types (a lot's `lotType`) of the page types the company keeps, among `schemas`. */
export function enabledPageTypes(config: Pick<CompanyConfig, 'pageTypes'>, schemas: readonly PageTypeSchema[]): string[] {
  return schemas.filter((schema) => pageTypeSettings(config, schema.id).enabled).map((schema) => schema.apiPageType);
}

/** The columns a view shows: the configured ids in their order, else the schema's own list. */
export function visibleColumns(schema: PageTypeSchema, mode: ViewMode, settings?: PageTypeSettings): ColumnDef[] {
  const columns = viewColumns(schema, mode);
  const order = settings?.columns?.[VIEW_OF_MODE[mode]];
  if (!order) return columns;
  const byId = new Map(columns.map((c) => [c.id, c]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
