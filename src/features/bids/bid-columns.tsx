// A bid table's schema columns → TanStack Table (v8) column definitions with their cells resolved, once
// per schema and variant (an unknown cell kind fails when the page opens, with the schema fragment).
import type { BidRow } from '../../../schemas/api/bids';
import type { TableColumnDef, TablePageSchema } from '../../../schemas/meta/table-page.schema';
import type { RecordTableColumns } from '../../engine/views/TableView';
import { bidCellRegistry, type BidCellComponent } from './bid-cell-registry';
import { BidCellStack } from './BidCellStack';
import type { BidTableVariant } from './variants';

export interface CompiledBidColumn {
  def: TableColumnDef;
  cells: ReadonlyArray<{ kind: string; fields: readonly string[]; Component: BidCellComponent }>;
}

const compiled = new WeakMap<TablePageSchema, CompiledBidColumn[]>();

export function bidColumnsOf(page: TablePageSchema): CompiledBidColumn[] {
  let columns = compiled.get(page);
  if (!columns) {
    columns = page.columns.map((def) => ({
      def,
      cells: def.cells.map((cell) => ({ kind: cell.kind, fields: cell.fields, Component: bidCellRegistry.get(cell.kind, cell) })),
    }));
    compiled.set(page, columns);
  }
  return columns;
}

const tables = new WeakMap<TablePageSchema, RecordTableColumns<BidRow>>();

export function bidTableColumns(page: TablePageSchema, variant: BidTableVariant): RecordTableColumns<BidRow> {
  let table = tables.get(page);
  if (!table) {
    const columns = bidColumnsOf(page);
    table = {
      defs: columns.map((column) => ({
        id: column.def.id,
        header: column.def.label,
        size: column.def.width,
        // sorting is the server's: the header asks the list state for it
        enableSorting: false,
        cell: ({ row }) => <BidCellStack cells={column.cells} bid={row.original} variant={variant} />,
      })),
      byId: new Map(columns.map((column) => [column.def.id, column])),
    };
    tables.set(page, table);
  }
  return table;
}
