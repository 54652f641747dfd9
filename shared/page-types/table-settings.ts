// What a company config may change about a table page (config/company-schema.ts `tables`): the
// columns it shows, in order, and their headings. The portal's table pages and the API's CSV export
// read the same columns.
import type { CompanyConfig } from '../../config/company-schema';
import type { TableColumnDef, TablePageSchema } from '../../schemas/meta/table-page.schema';
import { brandLabelIds, relabelled } from './brand-labels';
import { chosenColumns } from './page-type-settings';

export interface TablePageSettings {
  /** column ids in display order; none: the schema's columns */
  columns?: readonly string[];
  /** the message ids of the brand's column headings, by column id */
  labels?: Readonly<Record<string, string>>;
}

export function tablePageSettings(config: Pick<CompanyConfig, 'tables'>, pageId: string): TablePageSettings {
  const own = config.tables?.[pageId];
  return { columns: own?.columns, labels: brandLabelIds('table', pageId, own?.columnLabels) };
}

/** The columns the company shows, with its headings. */
export const tableColumns = (page: TablePageSchema, settings: TablePageSettings): TableColumnDef[] =>
  relabelled(chosenColumns(page.columns, settings.columns), (column) => column.id, settings.labels);
