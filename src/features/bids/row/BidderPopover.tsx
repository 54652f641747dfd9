// The card of a bid's bidder (BidderCard), loaded when a viewer first opens one.
import { Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { Money } from '../../../engine/views/values';
import type { MessageId } from '../../../i18n/messages';
import { NO_VALUE } from '../../../engine/views/format';
import { FactList } from '../../../ui/FactList';
import { useCountryList } from '../../../api/site';

type Bidder = NonNullable<BidRow['user']>;

/** Role labels of seed 000 §6, by role id. */
const ROLE_MESSAGE_IDS: Readonly<Record<number, MessageId>> = {
  979: 'bidRow.bidder.role.979',
  980: 'bidRow.bidder.role.980',
  981: 'bidRow.bidder.role.981',
  982: 'bidRow.bidder.role.982',
  991: 'bidRow.bidder.role.991',
  1064: 'bidRow.bidder.role.1064',
  1065: 'bidRow.bidder.role.1065',
  1092: 'bidRow.bidder.role.1092',
};

const Details = styled.div`
  max-width: 360px;
`;

/** Long notes stop after four lines; the whole note is in the tooltip. */
const Notes = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
  white-space: pre-line;
`;

function BidderDetails({ bidder }: { bidder: Bidder }) {
  const intl = useIntl();
  const date = (value: string | null | undefined) => (value ? intl.formatDate(value, { dateStyle: 'medium' }) : NO_VALUE);
  const roleId = ROLE_MESSAGE_IDS[bidder.roleId];
  // the row names the country in English: the list names it in the interface language
  const countries = useCountryList();
  const country = countries.data?.find((option) => option.value === bidder.countryId)?.label ?? bidder.country;
  const rows: Array<[MessageId, ReactNode]> = [
    ['bidRow.bidder.id', bidder.clientId],
    ['bidRow.bidder.name', bidder.name],
    ['bidRow.bidder.dealer', bidder.carDealer || NO_VALUE],
    ['bidRow.bidder.company', bidder.company || NO_VALUE],
    ['bidRow.bidder.country', country || NO_VALUE],
    ['bidRow.bidder.registered', date(bidder.createdAt)],
    ['bidRow.bidder.lastLogin', date(bidder.lastLogin)],
    ['bidRow.bidder.type', roleId ? intl.formatMessage({ id: roleId }) : bidder.roleId],
    ['bidRow.bidder.balance', <Money value={bidder.balance} />],
    ['bidRow.bidder.creditLimit', <Money value={bidder.creditLimit} />],
    ['bidRow.bidder.notes', <Notes title={bidder.note}>{bidder.note || NO_VALUE}</Notes>],
  ];
  return (
    <Details>
      <FactList rows={rows.map(([labelId, value]) => ({ key: labelId, label: intl.formatMessage({ id: labelId }), value }))} />
    </Details>
  );
}

export default function BidderPopover({ bidder, trigger }: { bidder: Bidder; trigger: ReactElement }) {
  const intl = useIntl();
  return (
    <Popover withArrow positioning="below-start" defaultOpen>
      <PopoverTrigger disableButtonEnhancement>{trigger}</PopoverTrigger>
      <PopoverSurface aria-label={intl.formatMessage({ id: 'bidRow.bidder.title' }, { name: bidder.name })}>
        <BidderDetails bidder={bidder} />
      </PopoverSurface>
    </Popover>
  );
}
