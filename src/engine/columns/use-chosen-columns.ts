// The columns a desktop list shows as the user arranged them (issue #20), within the company's: a
// listing view's settings with the view's columns replaced by the user's, and a table page with its
// columns so; and what the column chooser needs. Derived once per page and arrangement, so what is
// compiled per columns is compiled once.
import { useMemo } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { listingColumnsPage, shownColumns } from '../../../shared/list/column-choice';
import { visibleColumns, type PageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { VIEW_OF_MODE, type ViewMode } from '../../../shared/page-types/view-modes';
import { useColumnChoice } from '../../api/list-columns';
import { keyedMemo } from '../keyed-memo';
import type { ColumnChooserProps } from './ColumnChooser';

interface ChosenColumns<T> {
  /** what the list is drawn with */
  chosen: T;
  chooser: ColumnChooserProps;
}

export function useListingColumns(schema: PageTypeSchema, mode: ViewMode, settings: PageTypeSettings): ChosenColumns<PageTypeSettings> {
  const view = VIEW_OF_MODE[mode];
  const page = listingColumnsPage(schema.id, view);
  const choice = useColumnChoice(page);
  return useMemo(() => {
    const allowed = visibleColumns(schema, mode, settings);
    const columns = { ...settings.columns, [view]: shownColumns(allowed, choice).map((column) => column.id) };
    return { chosen: { ...settings, columns }, chooser: { page, allowed, choice } };
  }, [schema, mode, view, settings, page, choice]);
}

const chosenTables = keyedMemo<TablePageSchema, TablePageSchema>();

export function useTableColumns(page: TablePageSchema): ChosenColumns<TablePageSchema> {
  const choice = useColumnChoice(page.id);
  return useMemo(
    () => ({
      chosen: choice ? chosenTables(page, JSON.stringify(choice), () => ({ ...page, columns: shownColumns(page.columns, choice) })) : page,
      chooser: { page: page.id, allowed: page.columns, choice },
    }),
    [page, choice],
  );
}
