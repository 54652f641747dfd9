// A view's columns with their cell components resolved, once per schema and settings: an unknown cell
// kind fails here, when the page opens, with the schema fragment, not silently while rows render.
import type { CellKind, ColumnDef, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { visibleColumns, type PageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { VIEW_OF_MODE, type ViewMode } from '../../../shared/page-types/view-modes';
import { keyedMemo } from '../keyed-memo';
import { cellRegistry } from './cell-registry';
import type { CellComponent } from './cells/cell-props';

export interface CompiledCell {
  kind: CellKind;
  fields: readonly string[];
  Component: CellComponent;
}

export interface CompiledColumn {
  def: ColumnDef;
  cells: readonly CompiledCell[];
}

export function compileColumns(columns: readonly ColumnDef[]): CompiledColumn[] {
  return columns.map((def) => ({
    def,
    cells: def.cells.map((cell) => ({
      kind: cell.kind,
      fields: cell.fields,
      Component: cellRegistry.get(cell.kind, cell),
    })),
  }));
}

const compiled = keyedMemo<PageTypeSchema, CompiledColumn[]>();

/** The visible columns of a view mode, compiled; the same array for the same schema, mode and column settings (order, headings). */
export function viewColumnsOf(schema: PageTypeSchema, mode: ViewMode, settings?: PageTypeSettings): CompiledColumn[] {
  const key = `${mode}:${JSON.stringify([settings?.columns?.[VIEW_OF_MODE[mode]] ?? null, settings?.labels ?? null])}`;
  return compiled(schema, key, () => compileColumns(visibleColumns(schema, mode, settings)));
}
