// Who placed a bid (seed 000 §2, §3 "Bidder user"): managers and dealers open a card with the
// bidder's details when the bidder is someone else; clients see 'company manager' instead and
// cannot open anything. A viewer's own bid shows no bidder. The card (BidderPopover) loads on first open.
import { Button } from '@fluentui/react-button';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import type { BidRow } from '../../../../schemas/api/bids';
import type { BidTableVariant } from '../../../api/bid-table-variants';
import { PopupOnDemand } from '../../../ui/PopupOnDemand';
import { useBidRow } from './use-bid-row';

const loadBidderPopover = () => import('./BidderPopover');
const BidderPopover = lazy(loadBidderPopover);

export function BidderCard({ bid, variant }: { bid: BidRow; variant: BidTableVariant }) {
  const intl = useIntl();
  const { role } = useBidRow(bid);
  if (role === 'client' || (variant === 'bids' && role !== 'manager')) {
    return <span>{intl.formatMessage({ id: 'bidRow.bidder.companyManager' })}</span>;
  }
  const bidder = bid.user;
  if (!bidder) return null;
  return (
    <PopupOnDemand
      preload={loadBidderPopover}
      popup="popover"
      trigger={
        <Button appearance="transparent" size="small" aria-label={intl.formatMessage({ id: 'bidRow.bidder.open' }, { name: bidder.name })}>
          {bidder.name}
        </Button>
      }
      render={(trigger) => <BidderPopover bidder={bidder} trigger={trigger} />}
    />
  );
}
