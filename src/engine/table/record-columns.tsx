// A table page's schema columns → cells resolved through the registry of its row family (bids,
// purchases, payments), and the TanStack Table (v8) column definitions of the record table, once per
// schema (an unknown cell kind fails when the page opens, with the schema fragment).
import { createElement, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import type { TableColumnDef, TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { token } from '../../ui/theme';
import { createRegistry, type Registry } from '../registry';
import type { RecordTableColumns } from '../views/TableView';

/** The cells of one kind of row: their registry, and the props a cell gets for a row and its fields. */
export interface RowFamily<R, P extends object> {
  registry: Pick<Registry<string, ComponentType<P>>, 'get'>;
  props(row: R, fields: readonly string[]): P;
}

/** A row family's registry from its components by cell kind. */
export function registryOf<K extends string, C>(what: string, components: Record<K, C>): Registry<K, C> {
  const registry = createRegistry<K, C>(what);
  for (const [kind, component] of Object.entries(components) as [K, C][]) registry.register(kind, component);
  return registry;
}

export interface CompiledRecordCell<R> {
  kind: string;
  render(row: R): ReactNode;
}

export interface CompiledRecordColumn<R> {
  def: TableColumnDef;
  cells: readonly CompiledRecordCell<R>[];
}

export interface CompiledTable<R> {
  columns: readonly CompiledRecordColumn<R>[];
  table: RecordTableColumns<R>;
}

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXXS')};
`;

/** A column's cells for one row, top to bottom. */
export function RecordCellStack<R>({ cells, row }: { cells: readonly CompiledRecordCell<R>[]; row: R }) {
  return (
    <Stack>
      {cells.map(({ kind, render }, index) => (
        <span key={index} data-cell={kind}>
          {render(row)}
        </span>
      ))}
    </Stack>
  );
}

// a page's columns are compiled once; each page has one row family
const compiled = new WeakMap<TablePageSchema, CompiledTable<unknown>>();

export function compileTable<R, P extends object>(page: TablePageSchema, family: RowFamily<R, P>): CompiledTable<R> {
  const known = compiled.get(page) as CompiledTable<R> | undefined;
  if (known) return known;
  const columns: CompiledRecordColumn<R>[] = page.columns.map((def) => ({
    def,
    cells: def.cells.map((cell) => {
      const Component = family.registry.get(cell.kind, cell);
      return { kind: cell.kind, render: (row: R) => createElement(Component, family.props(row, cell.fields)) };
    }),
  }));
  const table: RecordTableColumns<R> = {
    defs: columns.map((column) => ({
      id: column.def.id,
      header: column.def.label,
      size: column.def.width,
      // sorting is the server's: the header asks the list state for it
      enableSorting: false,
      cell: ({ row }) => <RecordCellStack cells={column.cells} row={row.original} />,
    })),
    byId: new Map(columns.map((column) => [column.def.id, column])),
  };
  const result = { columns, table };
  compiled.set(page, result as unknown as CompiledTable<unknown>);
  return result;
}
