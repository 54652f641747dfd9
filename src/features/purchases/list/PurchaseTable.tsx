// The purchases as the engine's record table (tablets and up): the columns of purchase-columns.ts as
// TanStack column definitions, made once; the headers of the fields the API sorts by sort on the server.
import { useIntl } from 'react-intl';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import type { Sort } from '../../../engine/sort';
import { RecordTable, type RecordTableColumns } from '../../../engine/views/TableView';
import { PURCHASE_COLUMNS } from './purchase-columns';
import { PurchaseCell } from './PurchaseCell';

const TABLE_COLUMNS: RecordTableColumns<PurchaseRow> = {
  defs: PURCHASE_COLUMNS.map((column) => ({
    id: column.id,
    header: column.label,
    // sorting is the server's: the header asks the list state for it
    enableSorting: false,
    cell: ({ row }) => <PurchaseCell row={row.original} column={column} />,
  })),
  byId: new Map(PURCHASE_COLUMNS.map((column) => [column.id, { def: { id: column.id, label: column.label, sortField: column.sort } }])),
};

const purchaseId = (row: PurchaseRow): string => row.id;

export function PurchaseTable({ rows, sort, busy, onSort }: { rows: PurchaseRow[]; sort: Sort; busy: boolean; onSort(field: string): void }) {
  const intl = useIntl();
  return (
    <RecordTable
      columns={TABLE_COLUMNS}
      rows={rows}
      rowId={purchaseId}
      label={intl.formatMessage({ id: 'purchases.list.table' })}
      busy={busy}
      sort={sort}
      sortDisabled={busy}
      onSort={onSort}
    />
  );
}
