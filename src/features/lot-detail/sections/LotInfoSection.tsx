// The lot info header (seed 001 §3 lotInfo): lot number, auction, Japan date and time, condition and status
// badges, and "offered N times before" for a vehicle at earlier auctions (issue #19).
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { auctionStatusBadge } from '../../../engine/auction-status';
import { conditionColor } from '../../../engine/condition';
import { ColoredBadge } from '../../../engine/views/cells/badge-cells';
import { OfferedBeforeBadge } from '../../../engine/views/cells/OfferedBeforeCell';
import { auctionTime, japanDateTime, japanTimeText, NO_VALUE } from '../../../engine/views/format';
import type { MessageId } from '../../../i18n/messages';
import { token } from '../../../ui/theme';
import type { SectionProps } from '../../../engine/detail/section-props';
import { FactList } from '../../../ui/FactList';
import { SectionCard } from '../../../ui/SectionCard';

const Badges = styled.div`
  display: flex;
  gap: ${token('spacingHorizontalS')};
  flex-wrap: wrap;
`;

export function LotInfoSection({ lot }: SectionProps) {
  const intl = useIntl();
  const time = auctionTime(lot.auctionDate);
  const status = auctionStatusBadge(lot.status);
  const condition = lot.condition.trim();
  return (
    <SectionCard title={intl.formatMessage({ id: 'lotDetail.lotInfo.title' }, { lotNumber: lot.lotNumber })}>
      <FactList
        rows={[
          { key: 'lotNumber', label: intl.formatMessage({ id: 'lotDetail.lotInfo.lotNumber' }), value: lot.lotNumber || NO_VALUE },
          { key: 'auction', label: intl.formatMessage({ id: 'lotDetail.lotInfo.auction' }), value: lot.auctionName || NO_VALUE },
          {
            key: 'date',
            label: intl.formatMessage({ id: 'lotDetail.lotInfo.date' }),
            value: time ? <time dateTime={japanDateTime(time)}>{japanTimeText(time)}</time> : lot.auctionDate || NO_VALUE,
          },
        ]}
      />
      <Badges>
        {condition && (
          <ColoredBadge color={conditionColor(condition)} text={intl.formatMessage({ id: 'lotDetail.lotInfo.condition' }, { condition })} />
        )}
        {status && <ColoredBadge color={status.color} text={intl.formatMessage({ id: status.labelKey as MessageId })} />}
        {lot.offeredBefore !== undefined && lot.offeredBefore > 0 && <OfferedBeforeBadge count={lot.offeredBefore} />}
      </Badges>
    </SectionCard>
  );
}
