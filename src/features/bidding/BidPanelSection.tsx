// The bid panel section: the bidding feature's panel for the lot, with the caller's bid state. A lot
// without a caller (share pages) has no panel.
import { useIntl } from 'react-intl';
import { BidPanel } from './BidPanel';
import type { SectionProps } from '../../engine/detail/section-props';

export function BidPanelSection({ schema, lot }: SectionProps) {
  const intl = useIntl();
  if (!lot.bidInfo) return null;
  const lotLabel = intl.formatMessage({ id: 'lotDetail.bidLotLabel' }, { title: lot.title, lotNumber: lot.lotNumber });
  return <BidPanel schema={schema} lotId={lot.id} lotLabel={lotLabel} auctionName={lot.auctionName} bidInfo={lot.bidInfo} />;
}
