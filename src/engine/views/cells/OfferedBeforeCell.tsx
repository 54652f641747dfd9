// "Offered 2 times before" (issue #19 item 3): the same vehicle was at earlier auctions. The listing
// row's cell and the lot page's badge; nothing for a vehicle offered for the first time.
import { Badge } from '@fluentui/react-badge';
import { useIntl } from 'react-intl';
import { isNumber, lotField } from '../lot';
import type { ValueCellProps } from './cell-props';

export function OfferedBeforeBadge({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" shape="rounded" color="informative" style={{ height: 'auto', minHeight: '20px' }}>
      {intl.formatMessage({ id: 'listing.lot.offeredBefore' }, { count })}
    </Badge>
  );
}

export function OfferedBeforeCell({ lot, fields }: ValueCellProps) {
  const count = fields[0] ? lotField(lot, fields[0]) : undefined;
  return isNumber(count) && count > 0 ? <OfferedBeforeBadge count={count} /> : null;
}
