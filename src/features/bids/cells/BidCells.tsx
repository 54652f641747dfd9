// Cells of the bid tables that are not row controls (seed 000 §2, §4, §9): the lot link, the bid
// amount, the status label per role, the bid group ('--' when missing) and the chat button with the
// last message and an unread marker.
import { Button } from '@fluentui/react-button';
import { Chat16Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../../schemas/api/bids';
import { portalRole } from '../../../../schemas/api/roles';
import { useProfile } from '../../../api/session';
import { Money } from '../../../engine/views/values';
import { openChat } from '../../../stores/bid-chat';
import { RESTORE_FOCUS_TARGET } from '../../../ui/restore-focus';
import { token } from '../../../ui/theme';
import { bidStatusMessageId } from '../../../ui/bid-status';
import { useBidLotHref } from './lot-route';

export interface BidCellProps {
  bid: BidRow;
}

const LotAnchor = styled.a`
  font-weight: ${token('fontWeightSemibold')};
  color: ${token('colorBrandForegroundLink')};
`;

export function LotLinkCell({ bid }: BidCellProps) {
  const intl = useIntl();
  const href = useBidLotHref()(bid.lotType, bid.id, bid.archived);
  if (!href) return <>{bid.lotNo}</>;
  return (
    <LotAnchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={intl.formatMessage({ id: 'bidTable.lot.open' }, { lotNo: bid.lotNo, title: `${bid.maker} ${bid.model}` })}
    >
      {bid.lotNo}
    </LotAnchor>
  );
}

export function BidAmountCell({ bid }: BidCellProps) {
  return <Money value={bid.bidAmount} />;
}

/** The status name for the viewer: clients and dealers read status 1 as 'Under review'. */
export function BidStatusCell({ bid }: BidCellProps) {
  const intl = useIntl();
  const profile = useProfile();
  const id = bidStatusMessageId(bid.bidStatus, profile ? portalRole(profile.detail) : undefined);
  return <>{id ? intl.formatMessage({ id }) : '—'}</>;
}

const NO_GROUP = '--';

export function BidGroupCell({ bid }: BidCellProps) {
  return <>{bid.bidGroup ?? NO_GROUP}</>;
}

const Chat = styled.span`
  display: flex;
  align-items: flex-start;
  gap: ${token('spacingHorizontalXS')};
  min-width: 0;
`;

const LastMessage = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${token('colorNeutralForeground2')};
`;

const Unread = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  margin-top: 6px;
  border-radius: ${token('borderRadiusCircular')};
  background: ${token('colorPaletteRedBackground3')};
`;

/** Opens the bid's chat (the chat panel reads the store); an unread message from the other side shows a dot. */
export function ChatCell({ bid }: BidCellProps) {
  const intl = useIntl();
  const unread = !bid.isRead;
  return (
    <Chat>
      <Button
        size="small"
        appearance="subtle"
        icon={<Chat16Regular />}
        aria-label={intl.formatMessage({ id: unread ? 'bidTable.chat.openUnread' : 'bidTable.chat.open' }, { lotNo: bid.lotNo })}
        onClick={() => openChat(bid.bidId)}
        {...RESTORE_FOCUS_TARGET}
      />
      {unread && <Unread data-testid="chat-unread" />}
      {bid.message && <LastMessage>{bid.message}</LastMessage>}
    </Chat>
  );
}
