// The columns a table page shows for the company (shared/page-types/table-settings.ts), found by the
// list call they show: the CSV export of that call may name them, and is named after the page.
import { loadTablePages } from '../../../schemas/meta/load-table-pages';
import type { TableColumnDef, TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { tableColumns, tablePageSettings } from '../../../shared/page-types/table-settings';
import type { ColumnConfig } from './list-export';

let byListPath: ReadonlyMap<string, TablePageSchema> | undefined;

export function tableOfList(listPath: string, config: ColumnConfig): { name: string; columns: TableColumnDef[] } {
  byListPath ??= new Map(loadTablePages().map((page) => [page.calls.list, page]));
  const page = byListPath.get(listPath);
  if (!page) throw new Error(`No table page shows the list ${listPath}`);
  return { name: page.id, columns: tableColumns(page, tablePageSettings(config, page.id)) };
}
