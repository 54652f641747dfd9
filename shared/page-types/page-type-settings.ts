// What a company config may change about a page type: whether it is enabled, its default view, page
// sizes, the visible columns of each view in order, their headings and the filters it does not offer
// (config/company-schema.ts `pageTypes`).
import type { CompanyConfig } from '../../config/company-schema';
import { brandLabelIds, relabelled } from './brand-labels';
import type { ColumnDef, PageTypeSchema, ViewName } from '../../schemas/meta/page-type.schema';
import { VIEW_OF_MODE, VIEW_MODES, viewColumns, type ViewMode } from './view-modes';

export interface PageTypeSettings {
  enabled: boolean;
  defaultView?: ViewMode;
  pageSizes?: readonly number[];
  /** column ids per view, in display order; a view left out shows the schema's columns */
  columns?: Partial<Record<ViewName, readonly string[]>>;
  /** the message ids of the brand's column headings, by column id (shared/page-types/brand-labels.ts) */
  labels?: Readonly<Record<string, string>>;
  /** filter ids the listing does not offer */
  hiddenFilters?: readonly string[];
}

/** The config names views as the schemas do (table, column, card); the list state uses view modes. */
export const modeOfView = (view: ViewName): ViewMode => VIEW_MODES.find((mode) => VIEW_OF_MODE[mode] === view)!;

/** The company's settings of one page type; a page type the config leaves out is enabled with its defaults. */
export function pageTypeSettings(config: Pick<CompanyConfig, 'pageTypes'>, pageTypeId: string): PageTypeSettings {
  const own = config.pageTypes?.[pageTypeId];
  return {
    enabled: own?.enabled ?? true,
    defaultView: own?.defaultView && modeOfView(own.defaultView),
    pageSizes: own?.pageSizes,
    columns: own?.columns,
    labels: brandLabelIds('pageType', pageTypeId, own?.columnLabels),
    hiddenFilters: own?.hiddenFilters,
  };
}

/** The API page types (a lot's `lotType`) of the page types the company keeps, among `schemas`. */
export function enabledPageTypes(
  config: Pick<CompanyConfig, 'pageTypes'>,
  schemas: readonly Pick<PageTypeSchema, 'id' | 'apiPageType'>[],
): string[] {
  return schemas.filter((schema) => pageTypeSettings(config, schema.id).enabled).map((schema) => schema.apiPageType);
}

/** The columns a view shows: the configured ids in their order, else the schema's own list; with the brand's headings. */
export function visibleColumns(schema: PageTypeSchema, mode: ViewMode, settings?: PageTypeSettings): ColumnDef[] {
  return relabelled(chosenColumns(viewColumns(schema, mode), settings?.columns?.[VIEW_OF_MODE[mode]]), (c) => c.id, settings?.labels);
}

/** The columns `order` names, in its order; all of them without one. */
export function chosenColumns<C extends { id: string }>(columns: C[], order: readonly string[] | undefined): C[] {
  if (!order) return columns;
  const byId = new Map(columns.map((c) => [c.id, c]));
  return order.flatMap((id) => byId.get(id) ?? []);
}
