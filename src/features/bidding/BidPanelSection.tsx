// The bid panel section: the bidding feature's panel for the lot, with the caller's bid state. A lot
// without a caller (share pages) has no panel. On phones the panel sits in a sheet opened on demand,
// so its code loads then; wider screens show it at once and ask for it as the page's code runs.
import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { WIDER_THAN_PHONE_QUERY } from '../../ui/breakpoints';
import { lazyFor } from '../../ui/lazy-for';
import type { SectionProps } from '../../engine/detail/section-props';
import { loadBidForm } from './bid-form-loader';

const BidPanel = lazyFor(WIDER_THAN_PHONE_QUERY, () => import('./BidPanel').then((m) => m.BidPanel));

export function BidPanelSection({ schema, lot }: SectionProps) {
  const intl = useIntl();
  const takesBids = lot.bidInfo?.acceptBid === true;
  // the form's code comes beside the panel's, not after it
  useEffect(() => {
    if (takesBids) void loadBidForm().catch(() => undefined);
  }, [takesBids]);
  if (!lot.bidInfo) return null;
  const lotLabel = intl.formatMessage({ id: 'lotDetail.bidLotLabel' }, { title: lot.title, lotNumber: lot.lotNumber });
  return (
    <Suspense fallback={null}>
      <BidPanel schema={schema} lotId={lot.id} lotLabel={lotLabel} auctionName={lot.auctionName} bidInfo={lot.bidInfo} />
    </Suspense>
  );
}
