// Autobid (seed 000 §4): a switch for managers only, saved 400 ms after the last toggle. Its column's
// header names it; the switch's own name adds the lot.
import { Switch } from '@fluentui/react-switch';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { BidRow } from '../../../../schemas/api/bids';
import type { BidTableVariant } from '../../../api/bid-table-variants';
import { toggleAutoBid } from './bid-edit-actions';
import { useBidRow } from './use-bid-row';

export function AutoBidSwitch({ bid, variant }: { bid: BidRow; variant: BidTableVariant }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { edit, role } = useBidRow(bid);
  if (role !== 'manager' || variant === 'archive-bids' || bid.archived) return null;
  return (
    <Switch
      checked={edit.autoBid}
      aria-label={intl.formatMessage({ id: 'bidRow.autoBidOf' }, { lotNo: bid.lotNo })}
      onChange={(_event, data) => toggleAutoBid(bid, data.checked, queryClient)}
    />
  );
}
