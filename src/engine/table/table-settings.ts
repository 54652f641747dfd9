// A table page as the company configures it (shared/page-types/table-settings.ts): the columns it
// shows, in order, with the brand's headings (which sort fields of the same name take too).
import { useMemo } from 'react';
import type { CompanyConfig } from '../../../config/company-schema';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { relabelled } from '../../../shared/page-types/brand-labels';
import { tableColumns, tablePageSettings } from '../../../shared/page-types/table-settings';
import { useCompanyConfig } from '../../ui/company-config';
import { keyedMemo } from '../keyed-memo';

const configured = keyedMemo<TablePageSchema, TablePageSchema>();

/** The page with the company's columns and headings; the same object for the same settings (its columns are compiled once). */
function withTableSettings(page: TablePageSchema, config: Pick<CompanyConfig, 'tables'>): TablePageSchema {
  const settings = tablePageSettings(config, page.id);
  if (!settings.columns && !settings.labels) return page;
  return configured(page, JSON.stringify([settings.columns ?? null, settings.labels ?? null]), () => ({
    ...page,
    columns: tableColumns(page, settings),
    sort: relabelled(page.sort, (entry) => entry.field, settings.labels),
  }));
}

export function useTableSettings(page: TablePageSchema): TablePageSchema {
  const config = useCompanyConfig();
  return useMemo(() => withTableSettings(page, config), [page, config]);
}
