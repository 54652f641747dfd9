// Phone cards of a table page that lay a row out their own way: some columns' cells stand alone (a
// photo, a status, a link), others are listed as labelled facts.
import { Fragment, type ReactNode } from 'react';
import type { CompiledRecordColumn } from './record-columns';

export interface CardColumns<R> {
  /** The cells of column `id` for a row, side by side; undefined when the page has no such column. */
  cells(id: string, row: R): ReactNode[] | undefined;
  /** The columns of these ids that the page has, in this order. */
  facts(ids: readonly string[]): CompiledRecordColumn<R>[];
}

export function cardColumns<R>(columns: readonly CompiledRecordColumn<R>[]): CardColumns<R> {
  const byId = new Map(columns.map((column) => [column.def.id, column]));
  return {
    cells: (id, row) => byId.get(id)?.cells.map((cell, index) => <Fragment key={index}>{cell.render(row)}</Fragment>),
    facts: (ids) => ids.flatMap((id) => byId.get(id) ?? []),
  };
}

/** Whether any field the column's cells read has a value in the row (records read their own fields). */
export function columnHasValue<R extends object>(column: CompiledRecordColumn<R>, row: R): boolean {
  return column.def.cells.some((cell) => cell.fields.some((field) => ((row as Record<string, unknown>)[field] ?? '') !== ''));
}
