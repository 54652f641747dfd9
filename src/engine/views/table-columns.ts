// Schema columns → TanStack Table (v8) column definitions, built once per compiled column set and
// kept outside render, as TanStack's examples do.
import { createElement } from 'react';
import type { ListingLot } from '../../api/listing';
import { CellStack } from './CellStack';
import type { CompiledColumn } from './compiled-columns';
import type { RecordTableColumns } from './TableView';

export type LotTableColumns = RecordTableColumns<ListingLot>;

function build(columns: readonly CompiledColumn[]): LotTableColumns {
  return {
    defs: columns.map((column) => ({
      id: column.def.id,
      header: column.def.label,
      size: column.def.width,
      // sorting is the server's: the header asks the list state for it
      enableSorting: false,
      cell: ({ row }) => createElement(CellStack, { cells: column.cells, lot: row.original }),
    })),
    byId: new Map(columns.map((c) => [c.def.id, c])),
  };
}

const cache = new WeakMap<readonly CompiledColumn[], LotTableColumns>();

export function lotTableColumns(columns: readonly CompiledColumn[]): LotTableColumns {
  let built = cache.get(columns);
  if (!built) {
    built = build(columns);
    cache.set(columns, built);
  }
  return built;
}
