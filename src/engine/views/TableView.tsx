// The default view: one table row per lot, columns from the schema (TanStack Table v8), a header
// click sorting by the column's sort field on the server. Rows are virtualized in the body.
import { Button } from '@fluentui/react-button';
import { ArrowSort16Regular, ArrowSortDown16Regular, ArrowSortUp16Regular } from '@fluentui/react-icons';
import { flexRender, getCoreRowModel, useReactTable, type Row } from '@tanstack/react-table';
import { memo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { ListingLot } from '../../api/listing';
import type { MessageId } from '../../i18n/messages';
import { token } from '../../ui/theme';
import type { Sort } from '../sort';
import type { CompiledColumn } from './compiled-columns';
import { useLotVisited } from './LotLink';
import { lotTableColumns } from './table-columns';
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
`;

const HeaderCell = styled.th<{ $width?: number }>`
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalS')};
  text-align: left;
  vertical-align: bottom;
  font-weight: ${token('fontWeightSemibold')};
  color: ${token('colorNeutralForeground2')};
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')};
  white-space: nowrap;
  ${({ $width }) => $width !== undefined && css`width: ${$width}px;`}
`;

const BodyRow = styled.tr<{ $visited: boolean }>`
  border-bottom: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke3')};
  background: ${({ $visited }) => ($visited ? token('colorBrandBackground2') : 'transparent')};
  &:hover {
    background: ${token('colorNeutralBackground1Hover')};
  }
`;

const BodyCell = styled.td<{ $width?: number }>`
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalS')};
  vertical-align: top;
  /* texts (equipment, grades) may wrap; amounts and times stay whole */
  & [data-cell='money'],
  & [data-cell='myBid'],
  & [data-cell='mileage'],
  & [data-cell='number'],
  & [data-cell='dateTime'] {
    white-space: nowrap;
  }
  ${({ $width }) => $width !== undefined && css`width: ${$width}px;`}
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

function ColumnHeader({ column, sort, sortDisabled, onSort }: { column: CompiledColumn } & SortProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: column.def.label as MessageId });
  const field = column.def.sortField;
  if (field === undefined || onSort === undefined) return <>{label}</>;
  const order = ariaSort(sort, field);
  const icon =
    order === 'ascending' ? <ArrowSortUp16Regular /> : order === 'descending' ? <ArrowSortDown16Regular /> : <ArrowSort16Regular />;
  return (
    <Button appearance="transparent" size="small" icon={icon} iconPosition="after" disabled={sortDisabled} onClick={() => onSort(field)}>
      {label}
    </Button>
  );
}

const LotRow = memo(function LotRow({
  row,
  index,
  measure,
}: {
  row: Row<ListingLot>;
  index: number;
  measure: (element: Element | null) => void;
}) {
  const visited = useLotVisited(row.original.id);
  return (
    <BodyRow ref={measure} data-index={index} aria-rowindex={index + 2} $visited={visited}>
      {row.getVisibleCells().map((cell) => (
        <BodyCell key={cell.id} $width={cell.column.columnDef.size}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </BodyCell>
      ))}
    </BodyRow>
  );
});

function TableBody({ rows, columnCount }: { rows: Row<ListingLot>[]; columnCount: number }) {
  const ref = useRef<HTMLTableSectionElement>(null);
  const { items, before, after, measure } = useWindowRows(ref, rows.length, ROW_ESTIMATE, (i) => rows[i]!.id);
  return (
    <tbody ref={ref}>
      {before > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: before, padding: 0 }} />
        </tr>
      )}
      {items.map((item) => (
        <LotRow key={item.key} row={rows[item.index]!} index={item.index} measure={measure} />
      ))}
      {after > 0 && (
        <tr aria-hidden="true">
          <td colSpan={columnCount} style={{ height: after, padding: 0 }} />
        </tr>
      )}
    </tbody>
  );
}

export interface TableViewProps extends SortProps {
  columns: readonly CompiledColumn[];
  lots: ListingLot[];
  /** the accessible name of the table */
  label: string;
  busy: boolean;
}

export function TableView({ columns, lots, label, busy, ...sortProps }: TableViewProps) {
  const { defs, byId } = lotTableColumns(columns);
  const table = useReactTable({
    data: lots,
    columns: defs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (lot) => lot.id,
    manualSorting: true,
  });
  const rows = table.getRowModel().rows;
  return (
    <Scroller>
      <Table aria-label={label} aria-rowcount={rows.length + 1} aria-busy={busy}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id} aria-rowindex={1}>
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
        <TableBody rows={rows} columnCount={defs.length} />
      </Table>
    </Scroller>
  );
}
