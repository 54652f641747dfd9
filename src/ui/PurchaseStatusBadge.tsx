import { Badge, type BadgeProps } from '@fluentui/react-badge';
import { useIntl } from 'react-intl';
import { purchaseStatusColor, purchaseStatusMessageId, type PurchaseStatus } from './purchase-status';

/** A purchase's translated status on one line: a Fluent badge has a fixed height, so wrapped words spilled out of it. */
export function PurchaseStatusBadge({ status, size }: { status: PurchaseStatus; size?: BadgeProps['size'] }) {
  const intl = useIntl();
  return (
    <Badge appearance="tint" color={purchaseStatusColor(status)} size={size} style={{ whiteSpace: 'nowrap' }}>
      {intl.formatMessage({ id: purchaseStatusMessageId(status) })}
    </Badge>
  );
}
