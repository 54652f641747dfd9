// Cells any table page's row family shares: the engine's value cells (the lot kinds that read only the
// record) and the day, each adapted to the family's cell props.
import { createElement, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import type { ValueCellProps } from '../views/cells/cell-props';
import { RECORD_VALUE_CELLS, type RecordCellKind } from '../views/cells/record-value-cells';
import { formatDay } from '../views/day';

/** The cell props of the purchases and payments tables: the row and the fields the schema names. */
export interface RecordCellProps<R> {
  row: R;
  fields: readonly string[];
}

/** The value cells for a family whose props `read` turns into the record and its fields. */
export function recordValueCells<P extends object>(read: (props: P) => ValueCellProps): Record<RecordCellKind, ComponentType<P>> {
  const adapt = (Cell: ComponentType<ValueCellProps>): ComponentType<P> =>
    function ValueCell(props: P) {
      return createElement(Cell, read(props));
    };
  return Object.fromEntries(Object.entries(RECORD_VALUE_CELLS).map(([kind, Cell]) => [kind, adapt(Cell)])) as Record<
    RecordCellKind,
    ComponentType<P>
  >;
}

/** The value of the cell's field at `index` (cells read their fields by position). */
export const fieldValue = <R extends object>({ row, fields }: RecordCellProps<R>, index: number): unknown =>
  (row as Record<string, unknown>)[fields[index] ?? ''];

/** A row's own fields, as the value cells read a lot. */
export const readRow = <R extends object>({ row, fields }: RecordCellProps<R>): ValueCellProps => ({ lot: row, fields });

/** A date without its time (YYYY-MM-DD): purchase dates, ETD, ETA. */
export function DayCell<R extends object>(props: RecordCellProps<R>) {
  const intl = useIntl();
  const value = fieldValue(props, 0);
  return <>{formatDay(intl, typeof value === 'string' ? value : null)}</>;
}
