// A table page as the company configures it (config/company-schema.ts `tables`): the columns it shows,
// in order, with the brand's headings (which sort fields of the same name take too).
import { useMemo } from 'react';
import type { CompanyConfig } from '../../../config/company-schema';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { brandLabelIds, relabelled } from '../../../shared/page-types/brand-labels';
import { chosenColumns } from '../../../shared/page-types/page-type-settings';
import { useCompanyConfig } from '../../ui/company-config';
import { keyedMemo } from '../keyed-memo';

const configured = keyedMemo<TablePageSchema, TablePageSchema>();

/** The page with the company's columns and headings; the same object for the same settings (its columns are compiled once). */
function withTableSettings(page: TablePageSchema, config: Pick<CompanyConfig, 'tables'>): TablePageSchema {
  const own = config.tables?.[page.id];
  const labels = brandLabelIds('table', page.id, own?.columnLabels);
  if (!own?.columns && !labels) return page;
  return configured(page, JSON.stringify([own?.columns ?? null, labels ?? null]), () => ({
    ...page,
    columns: relabelled(chosenColumns(page.columns, own?.columns), (column) => column.id, labels),
    sort: relabelled(page.sort, (entry) => entry.field, labels),
  }));
}

export function useTableSettings(page: TablePageSchema): TablePageSchema {
  const config = useCompanyConfig();
  return useMemo(() => withTableSettings(page, config), [page, config]);
}
