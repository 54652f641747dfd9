// The credit a bid may use, shown before the bidder confirms (issue 19 item 4): balance + credit limit −
// open bids (bidAllow), with what their own open bid on the lot holds. A manager sees the chosen
// client's (GET /user/user-info, with the client's open bid on the lot); nothing shows until one is
// chosen, nor when the backend does not say.
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidInfo } from '../../../schemas/api/bid-info';
import { clientBalanceQuery } from '../../api/bidding';
import { useProfile } from '../../api/session';
import { formatAmount } from '../../ui/amount';
import { token } from '../../ui/theme';
import { clientCreditFor, creditFor } from './credit';

const Line = styled.p`
  margin: 0;
  color: ${token('colorNeutralForeground2')};
`;

interface CreditAvailableProps {
  bidInfo: BidInfo;
  /** a manager bidding for a client: the client's credit */
  forClient: boolean;
  clientId: number | null;
  /** the lot, whose open bid of the client's a raise frees */
  lot: { carId: string; lotType: string };
}

export function CreditAvailable({ bidInfo, forClient, clientId, lot }: CreditAvailableProps) {
  const intl = useIntl();
  const own = useProfile()?.balanceInfo;
  const client = useQuery({ ...clientBalanceQuery(clientId ?? 0, lot), enabled: forClient && clientId !== null }).data;
  const credit = forClient ? (clientId === null || !client ? undefined : clientCreditFor(client)) : own && creditFor(own, bidInfo);
  if (credit === undefined) return null;
  return (
    <Line>
      {intl.formatMessage(
        { id: forClient ? 'bidding.credit.availableClient' : 'bidding.credit.available' },
        { amount: intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(credit) }) },
      )}
    </Line>
  );
}
