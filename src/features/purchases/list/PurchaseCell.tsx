// One value of a purchase row, drawn by its column's cell kind.
import { Badge } from '@fluentui/react-badge';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { PurchaseRow } from '../../../../schemas/api/purchases';
import { formatDay } from '../../../engine/views/day';
import { NO_VALUE } from '../../../engine/views/format';
import { Money } from '../../../engine/views/values';
import { purchaseStatusColor, purchaseStatusMessageId } from '../../../ui/purchase-status';
import type { PurchaseColumn } from './purchase-columns';

export const purchaseTitle = (row: PurchaseRow) => `${row.maker} ${row.model} ${row.year}`;

export function PurchaseCell({ row, column }: { row: PurchaseRow; column: PurchaseColumn }) {
  const intl = useIntl();
  const value = row[column.id];
  switch (column.cell) {
    case 'image': {
      const [first] = row.images;
      return first ? <img src={first} alt="" width={96} height={72} loading="lazy" /> : <>{NO_VALUE}</>;
    }
    case 'link':
      return (
        <Link href={`/purchases/${row.id}`} aria-label={intl.formatMessage({ id: 'purchases.list.open' }, { sku: row.sku, title: purchaseTitle(row) })}>
          {String(value)}
        </Link>
      );
    case 'day':
      return <>{formatDay(intl, typeof value === 'string' ? value : null)}</>;
    case 'money':
      return <Money value={value} />;
    case 'status':
      return (
        <Badge appearance="tint" color={purchaseStatusColor(row.status)}>
          {intl.formatMessage({ id: purchaseStatusMessageId(row.status) })}
        </Badge>
      );
    case 'text':
      return <>{value === null || value === '' ? NO_VALUE : String(value)}</>;
  }
}
