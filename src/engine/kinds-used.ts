// The kinds the page-type schemas use, by registry: a contract test checks each registry knows them all.
import type { CellKind, ColumnKind, FilterKind, PageTypeSchema, SectionKind } from '../../schemas/meta/page-type.schema';

export interface KindsUsed {
  filter: Set<FilterKind>;
  column: Set<ColumnKind>;
  cell: Set<CellKind>;
  section: Set<SectionKind>;
}

export function kindsUsed(schemas: readonly PageTypeSchema[]): KindsUsed {
  const used: KindsUsed = { filter: new Set(), column: new Set(), cell: new Set(), section: new Set() };
  for (const schema of schemas) {
    schema.filters.forEach((f) => used.filter.add(f.kind));
    schema.detail.sections.forEach((s) => used.section.add(s.kind));
    for (const view of Object.values(schema.views)) {
      view?.columns.forEach((c) => {
        used.column.add(c.kind);
        c.cells.forEach((cell) => used.cell.add(cell.kind));
      });
    }
  }
  return used;
}
