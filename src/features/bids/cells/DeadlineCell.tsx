// The bid's live deadlines in a bid table (issue 19 item 4): bids on the lot close in …, and an open
// bid may be cancelled for …, counted down in Japan time with the lot page's countdown; nothing for a
// row without them (archived, stock, a final auction status).
import styled from 'styled-components';
import { Countdown } from '../../../ui/Countdown';
import { token } from '../../../ui/theme';
import { useTimeLeft } from '../../../ui/use-time-left';
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
  const biddingLeft = useTimeLeft(bid.biddingDeadline);
  const cancelLeft = useTimeLeft(bid.cancelDeadline);
  if (!bid.biddingDeadline && !bid.cancelDeadline) return null;
  return (
    <Stack>
      {bid.biddingDeadline && biddingLeft !== null && <Countdown kind="bidding" until={bid.biddingDeadline} left={biddingLeft} compact />}
      {bid.cancelDeadline && cancelLeft !== null && <Countdown kind="cancel" until={bid.cancelDeadline} left={cancelLeft} compact />}
    </Stack>
  );
}
