// The purchases as a table (tablets and up): every column of purchase-columns.ts, sortable headers
// for the fields the API sorts by; the SKU opens the purchase.
import { Button } from '@fluentui/react-button';
import { ArrowSortDown16Regular, ArrowSortUp16Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import { token } from '../../../ui/theme';
import { PURCHASE_COLUMNS, type PurchaseSortField } from './purchase-columns';
import { PurchaseCell } from './PurchaseCell';

export interface PurchaseSort {
  field: PurchaseSortField;
  order: 'ASC' | 'DESC';
}

const Scroller = styled.div`
  overflow-x: auto;
  border-radius: ${token('borderRadiusLarge')};
  background: ${token('colorNeutralBackground1')};
  box-shadow: ${token('shadow2')};
`;

const Table = styled.table<{ $busy: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  th,
  td {
    padding: ${token('spacingVerticalS')} ${token('spacingHorizontalS')};
    text-align: left;
    border-bottom: 1px solid ${token('colorNeutralStroke2')};
    white-space: nowrap;
  }
  th {
    color: ${token('colorNeutralForeground3')};
    font-weight: ${token('fontWeightSemibold')};
  }
  img {
    display: block;
    border-radius: ${token('borderRadiusMedium')};
    object-fit: cover;
  }
  a {
    color: ${token('colorBrandForegroundLink')};
  }
`;

const ariaSort = (sort: PurchaseSort, field: PurchaseSortField | undefined) =>
  field === undefined ? undefined : sort.field === field ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none';

export function PurchaseTable({ rows, sort, busy, onSort }: { rows: readonly PurchaseRow[]; sort: PurchaseSort; busy: boolean; onSort(field: PurchaseSortField): void }) {
  const intl = useIntl();
  return (
    <Scroller>
      <Table $busy={busy} aria-busy={busy} aria-label={intl.formatMessage({ id: 'purchases.list.table' })}>
        <thead>
          <tr>
            {PURCHASE_COLUMNS.map((column) => {
              const label = intl.formatMessage({ id: column.label });
              return (
                <th key={column.id} scope="col" aria-sort={ariaSort(sort, column.sort)}>
                  {column.sort ? (
                    <Button
                      appearance="transparent"
                      size="small"
                      icon={sort.field === column.sort ? sort.order === 'ASC' ? <ArrowSortUp16Regular /> : <ArrowSortDown16Regular /> : undefined}
                      iconPosition="after"
                      onClick={() => column.sort && onSort(column.sort)}
                    >
                      {label}
                    </Button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {PURCHASE_COLUMNS.map((column) => (
                <td key={column.id}>
                  <PurchaseCell row={row} column={column} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
