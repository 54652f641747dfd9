// The default view: one table row per record (lots of a listing, rows of a table page), columns from
// the schema (TanStack Table v8), a header click sorting by the column's sort field on the server.
// Rows are virtualized in the body. A table page may let rows be picked: a checkbox column first.
import { Button } from '@fluentui/react-button';
import { Checkbox, checkboxClassNames } from '@fluentui/react-checkbox';
import { ArrowSort16Regular, ArrowSortDown16Regular, ArrowSortUp16Regular } from '@fluentui/react-icons';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef as TableColumnDef, type Row } from '@tanstack/react-table';
import { memo, useEffect, useRef, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { ListingLot } from '../../api/listing';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import type { Sort } from '../../../shared/list/sort';
import type { CompiledColumn } from './compiled-columns';
import { useLotVisited } from './LotLink';
import { lotTableColumns } from './table-columns';
import { FIRST_SCREEN_LOTS, OnFirstScreen } from './first-screen';
import { useSettledColumns } from './settled-columns';
import { useWindowRows } from './use-window-rows';

const Scroller = styled.div`
  overflow-x: auto;
  border: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('fontSizeBase200')};
  line-height: ${token('lineHeightBase200')};
  /* src/engine/views/settled-columns.ts */
  &[data-settled] {
    table-layout: fixed;
  }
`;

// A label of two words may take two lines ('Auction / status'), and cells keep 4 px a side: on one line
// with 8 px a side the bid manager was wider than a 1440 px screen with the sidebar open.
const CELL_PADDING = css`
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalXS')};
`;

const HeaderCell = styled.th<{ $width?: number }>`
  ${CELL_PADDING}
  text-align: left;
  vertical-align: bottom;
  font-weight: ${token('fontWeightSemibold')};
  color: ${token('colorNeutralForeground2')};
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  ${({ $width }) =>
    $width !== undefined &&
    css`
      width: ${$width}px;
    `}
`;

const BodyRow = styled.tr<{ $visited: boolean; $selected: boolean }>`
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke3')};
  background: ${({ $visited, $selected }) =>
    $selected ? token('colorNeutralBackground1Selected') : $visited ? token('colorBrandBackground2') : 'transparent'};
  &:hover {
    background: ${token('colorNeutralBackground1Hover')};
  }
`;

const BodyCell = styled.td<{ $width?: number }>`
  ${CELL_PADDING}
  vertical-align: top;
  /* texts (equipment, grades) may wrap; amounts and times stay whole */
  & [data-cell='money'],
  & [data-cell='myBid'],
  & [data-cell='mileage'],
  & [data-cell='number'],
  & [data-cell='dateTime'] {
    white-space: nowrap;
  }
  ${({ $width }) =>
    $width !== undefined &&
    css`
      width: ${$width}px;
    `}
`;

/** Table rows are about this tall with a photo; the virtualizer measures the real ones. */
const ROW_ESTIMATE = 140;

interface SortProps {
  sort: Sort | null;
  sortDisabled: boolean;
  /** without it the headers do not sort */
  onSort?: (field: string) => void;
}

const ariaSort = (sort: Sort | null, field: string | undefined) =>
  field !== undefined && sort?.field === field ? (sort.order === 'ASC' ? 'ascending' : 'descending') : undefined;

/** What a header shows of a schema column. */
interface HeaderColumn {
  def: { id: string; label: string; width?: number; sortField?: string };
}

/** A view's TanStack column definitions and, by column id, the schema columns they came from. */
export interface RecordTableColumns<R> {
  defs: TableColumnDef<R>[];
  byId: ReadonlyMap<string, HeaderColumn>;
}

/** No button minimum width or side padding: Fluent's 64 px minimum made a year or group column 80–100 px
 * wide and the bid tables wider than the screen. Where a column is short of room its sort icon goes under
 * the label rather than widening it (in Russian the labels plus icons made the bid manager 1206 px in 1150). */
const SortButton = styled(Button)`
  && {
    min-width: 0;
    padding-left: 0;
    padding-right: 0;
    text-align: start;
    flex-wrap: wrap;
    justify-content: flex-start;
  }
`;

function ColumnHeader({ column, sort, sortDisabled, onSort }: { column: HeaderColumn } & SortProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: column.def.label as MessageId });
  const field = column.def.sortField;
  if (field === undefined || onSort === undefined) return <>{label}</>;
  const order = ariaSort(sort, field);
  const icon =
    order === 'ascending' ? <ArrowSortUp16Regular /> : order === 'descending' ? <ArrowSortDown16Regular /> : <ArrowSort16Regular />;
  return (
    <SortButton
      appearance="transparent"
      size="small"
      icon={icon}
      iconPosition="after"
      disabled={sortDisabled}
      onClick={() => onSort(field)}
    >
      {label}
    </SortButton>
  );
}

const noHighlight = (): boolean => false;
const rowIdOf = (row: { id: string }): string => row.id;

// The checkbox column takes 24 px: the box with 4 px around it, the cell without padding (Fluent's
// 8 px around the box made the bid manager wider than a 1440 px screen with the sidebar open, in Russian).
const PICK_BOX = css`
  && {
    padding-inline: 0;
    width: 24px;
  }
  & .${checkboxClassNames.indicator} {
    margin: ${token('spacingVerticalXS')} ${token('spacingHorizontalXS')};
  }
  & .${checkboxClassNames.input} {
    width: 24px;
  }
`;

const PickHeaderCell = styled(HeaderCell)`
  ${PICK_BOX}
`;

const PickCell = styled(BodyCell)`
  ${PICK_BOX}
`;

/** Rows that can be picked: the checkbox column of a table page (src/engine/table/use-row-selection.ts). */
export interface RecordSelection<R> {
  selected: ReadonlySet<string>;
  /** the header box: the whole page picked, some of it, or none */
  page: boolean | 'mixed';
  /** the accessible name of a row's box */
  rowLabel(record: R): string;
  /** the accessible name of the header box */
  allLabel: string;
  /** `range`: a shift-click, from the row clicked last; stable, so rows keep their memo */
  onToggle(id: string, range: boolean): void;
  onToggleAll(): void;
}

interface RecordRowProps<R> {
  row: Row<R>;
  index: number;
  measure: (element: Element | null) => void;
  /** a hook: whether the row stands out (a lot the user opened) */
  useHighlight: (record: R) => boolean;
  /** a picking table's row: its box's name, whether it is checked, what a click does */
  pickLabel?: string;
  selected?: boolean;
  onToggle?: (id: string, range: boolean) => void;
}

const RecordRow = memo(function RecordRow<R>({
  row,
  index,
  measure,
  useHighlight,
  pickLabel,
  selected = false,
  onToggle,
}: RecordRowProps<R>) {
  const visited = useHighlight(row.original);
  return (
    <BodyRow ref={measure} data-index={index} aria-rowindex={index + 2} $visited={visited} $selected={selected}>
      {onToggle && (
        <PickCell>
          <Checkbox checked={selected} aria-label={pickLabel} onClick={(event) => onToggle(row.id, event.shiftKey)} />
        </PickCell>
      )}
      <OnFirstScreen value={index < FIRST_SCREEN_LOTS}>
        {row.getVisibleCells().map((cell) => (
          <BodyCell key={cell.id} $width={cell.column.columnDef.size}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </BodyCell>
        ))}
      </OnFirstScreen>
    </BodyRow>
  );
}) as <R>(props: RecordRowProps<R>) => ReactElement;

interface TableBodyProps<R> {
  rows: Row<R>[];
  columnCount: number;
  useHighlight: (record: R) => boolean;
  selection: RecordSelection<R> | undefined;
  /** after other rows are drawn: whether they fit the settled columns */
  checkFit: () => void;
}

function rowPick<R>(selection: RecordSelection<R> | undefined, row: Row<R>): Partial<RecordRowProps<R>> {
  if (!selection) return {};
  return { pickLabel: selection.rowLabel(row.original), selected: selection.selected.has(row.id), onToggle: selection.onToggle };
}

function TableBody<R>({ rows, columnCount, useHighlight, selection, checkFit }: TableBodyProps<R>) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const { items, before, after, measure } = useWindowRows(ref, rows, ROW_ESTIMATE, rowIdOf);
  const first = items[0]?.index;
  const last = items.at(-1)?.index;
  useEffect(checkFit, [checkFit, rows, first, last]);
  return (
    <tbody ref={ref}>
      {before > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
        </tr>
      )}
      {items.map((item) => (
        <RecordRow
          key={item.key}
          row={rows[item.index]!}
          index={item.index}
          measure={measure}
          useHighlight={useHighlight}
          {...rowPick(selection, rows[item.index]!)}
        />
      ))}
      {after > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}

export interface RecordTableProps<R> extends SortProps {
  columns: RecordTableColumns<R>;
  rows: R[];
  rowId: (record: R) => string;
  /** the accessible name of the table */
  label: string;
  busy: boolean;
  useHighlight?: (record: R) => boolean;
  selection?: RecordSelection<R>;
}

/** Any records in the table view: a table page's rows with its own column definitions. */
export function RecordTable<R>({
  columns,
  rows: records,
  rowId,
  label,
  busy,
  useHighlight = noHighlight,
  selection,
  ...sortProps
}: RecordTableProps<R>) {
  const { defs, byId } = columns;
  const table = useReactTable({
    data: records,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualSorting: true,
  });
  const rows = table.getRowModel().rows;
  const tableRef = useRef<HTMLTableElement>(null);
  const settleKey = [
    selection ? 'pick' : '',
    ...table.getVisibleLeafColumns().map((column) => column.id),
    ...rows.map((row) => row.id),
  ].join('\n');
  const { widths, checkFit } = useSettledColumns(tableRef, settleKey);
  return (
    <Scroller>
      <Table ref={tableRef} aria-label={label} aria-rowcount={rows.length + 1} aria-busy={busy} data-settled={widths ? '' : undefined}>
        {widths && (
          <colgroup>
            {widths.map((width, index) => (
              <col key={index} style={{ width }} />
            ))}
          </colgroup>
        )}
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
              {selection && (
                <PickHeaderCell scope="col">
                  <Checkbox checked={selection.page} aria-label={selection.allLabel} onChange={selection.onToggleAll} />
                </PickHeaderCell>
              )}
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)!;
                return (
                  <HeaderCell
                    key={header.id}
                    scope="col"
                    $width={column.def.width}
                    aria-sort={ariaSort(sortProps.sort, column.def.sortField)}
                  >
                    <ColumnHeader column={column} {...sortProps} />
                  </HeaderCell>
                );
              })}
            </tr>
          ))}
        </thead>
        <TableBody
          rows={rows}
          columnCount={defs.length + (selection ? 1 : 0)}
          useHighlight={useHighlight}
          selection={selection}
          checkFit={checkFit}
        />
      </Table>
    </Scroller>
  );
}

const lotId = (lot: ListingLot): string => lot.id;
const useVisitedLot = (lot: ListingLot): boolean => useLotVisited(lot.id);

export interface TableViewProps extends SortProps {
  columns: readonly CompiledColumn[];
  lots: ListingLot[];
  /** the accessible name of the table */
  label: string;
  busy: boolean;
}

/** Listing lots in the table view; opened lots stand out. */
export function TableView({ columns, lots, ...props }: TableViewProps) {
  return <RecordTable columns={lotTableColumns(columns)} rows={lots} rowId={lotId} useHighlight={useVisitedLot} {...props} />;
}
