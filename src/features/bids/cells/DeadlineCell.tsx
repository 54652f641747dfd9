// The bid's live deadlines in a bid table (issue 19 item 4): bids on the lot close in …, and an open
// bid may be cancelled for …, counted down in Japan time with the lot page's countdown; nothing for a
// row without them (archived, stock, a final auction status).
import styled from 'styled-components';
import { Countdown } from '../../../ui/Countdown';
import { token } from '../../../ui/theme';
import type { BidCellProps } from './BidCells';

/** The lot column is as wide as its widest line on phone cards: the countdowns wrap instead of widening it. */
const Stack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalXXS')};
  max-width: 10rem;
  font-size: ${token('fontSizeBase200')};
`;

export function DeadlineCell({ bid }: BidCellProps) {
  if (!bid.biddingDeadline && !bid.cancelDeadline) return null;
  return (
    <Stack>
      {bid.biddingDeadline && <Countdown kind="bidding" until={bid.biddingDeadline} compact />}
      {bid.cancelDeadline && <Countdown kind="cancel" until={bid.cancelDeadline} compact />}
    </Stack>
  );
}
