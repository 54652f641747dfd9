// The price guide inside the bid form and its confirm dialog (issue #19 item 1): the comparable sales
// as a small strip with the start price and the amount marked, and where the amount stands among them
// ("Your bid is above 80 % of comparable sales"). The form's guide also tells the lot page's guide what
// is being typed.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidInfo } from '../../../schemas/api/bid-info';
import { setTypedBid, typedBidKey } from '../../stores/typed-bids';
import { formatAmount } from '../../ui/amount';
import { PlaceText } from '../../ui/price-guide/PlaceText';
import { lotMarks } from '../../ui/price-guide/marks';
import { PriceStrip } from '../../ui/price-guide/PriceStrip';
import { usePriceGuide } from '../../ui/price-guide/use-price-guide';
import { token } from '../../ui/theme';

const Box = styled.section`
  display: grid;
  gap: ${token('spacingVerticalXS')};
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorNeutralBackground2')};
  min-width: 0;
`;

const Muted = styled.span`
  color: ${token('colorNeutralForeground3')};
  font-size: ${token('fontSizeBase200')};
`;

interface BidGuideProps {
  apiPageType: string;
  lotId: string;
  bidInfo: BidInfo;
  /** the amount typed (a fixed-price lot: its price) */
  amount: number | null;
  /** the form's guide publishes the typed amount; the confirm dialog's only shows it */
  variant: 'form' | 'confirm';
}

export function BidGuide({ apiPageType, lotId, bidInfo, amount, variant }: BidGuideProps) {
  const intl = useIntl();
  const { query } = usePriceGuide(apiPageType, lotId);
  const key = typedBidKey(apiPageType, lotId);
  useEffect(() => {
    if (variant !== 'form') return undefined;
    setTypedBid(key, amount);
    return () => setTypedBid(key, null);
  }, [variant, key, amount]);

  const guide = query.data;
  if (!guide?.prices || guide.count === 0) return null;
  const median = intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(guide.prices.median) });
  return (
    <Box aria-label={intl.formatMessage({ id: 'priceGuide.briefRegion' })}>
      <Muted>{intl.formatMessage({ id: 'priceGuide.brief' }, { count: guide.count, median })}</Muted>
      <PriceStrip prices={guide.soldPrices} summary={guide.prices} marks={lotMarks(bidInfo, amount)} compact />
      <PlaceText prices={guide.soldPrices} amount={amount} subject={bidInfo.fixedPrice !== null ? 'price' : 'bid'} />
    </Box>
  );
}
