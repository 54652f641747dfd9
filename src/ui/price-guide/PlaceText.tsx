// Where an amount stands among the comparable sales, in words: "Your bid is above 80 % of comparable
// sales" (issue #19 item 1). Announced politely as the amount changes.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { placeAmong } from '../../../shared/price-guide/sold-prices';
import { token } from '../theme';

const Line = styled.p`
  margin: 0;
  font-weight: ${token('fontWeightSemibold')};
`;

interface PlaceTextProps {
  /** sold prices, ascending */
  prices: readonly number[];
  amount: number | null;
  /** a typed bid, or the lot's fixed price */
  subject: 'bid' | 'price';
}

export function PlaceText({ prices, amount, subject }: PlaceTextProps) {
  const intl = useIntl();
  const place = amount !== null && amount > 0 ? placeAmong(prices, amount) : null;
  return (
    <Line aria-live="polite">
      {place &&
        intl.formatMessage({ id: `priceGuide.place.${place.kind}` }, { subject, percent: place.kind === 'above' ? place.percent : 0 })}
    </Line>
  );
}
