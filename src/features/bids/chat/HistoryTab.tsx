// The Bidding history tab (managers only): the bid log, newest last; entries by clients (role 1064)
// and VIP clients (981) are highlighted, the rest are the company's own changes.
import { Text } from '@fluentui/react-text';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ROLE_ID } from '../../../../schemas/api/roles';
import { bidLogsQuery } from '../../../api/bid-management';
import { token } from '../../../ui/theme';
import { bidStatusMessageId } from '../../../ui/bid-status';
import { logEventMessageId } from './log-events';
import { EntryList, TabContent } from './TabContent';

const HIGHLIGHTED_USER_TYPES: ReadonlySet<number> = new Set([ROLE_ID.client, ROLE_ID.vip]);

const Entry = styled.li<{ $highlighted: boolean }>`
  display: grid;
  gap: ${token('spacingVerticalXXS')};
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-left: ${token('strokeWidthThickest')} solid
    ${({ $highlighted }) => ($highlighted ? token('colorPaletteMarigoldBorderActive') : token('colorNeutralStroke2'))};
  background: ${({ $highlighted }) => ($highlighted ? token('colorPaletteMarigoldBackground1') : token('colorNeutralBackground1'))};
`;

const Small = styled.span`
  font-size: ${token('fontSizeBase200')};
  color: ${token('colorNeutralForeground3')};
`;

export function HistoryTab({ bidId }: { bidId: number }) {
  const intl = useIntl();
  const logs = useQuery(bidLogsQuery(bidId));
  const entries = logs.data ?? [];
  return (
    <TabContent query={logs} errorMessage="bidChat.historyError" emptyMessage="BidLogs.Empty" isEmpty={entries.length === 0}>
      <EntryList aria-label={intl.formatMessage({ id: 'bidChat.history' })}>
        {entries.map((entry, index) => {
          const status = bidStatusMessageId(entry.status, 'manager');
          return (
            <Entry key={`${entry.date}-${index}`} $highlighted={HIGHLIGHTED_USER_TYPES.has(entry.userType)}>
              <Text weight="semibold">{intl.formatMessage({ id: logEventMessageId(entry.event) })}</Text>
              <span>
                {entry.userName}
                {status && ` · ${intl.formatMessage({ id: status })}`}
              </span>
              <Small>
                <time dateTime={entry.date}>{intl.formatDate(entry.date, { dateStyle: 'short', timeStyle: 'short' })}</time>
              </Small>
            </Entry>
          );
        })}
      </EntryList>
    </TabContent>
  );
}
