// The chat of the bid chosen in a bid table (seed 000 §2): a side panel at the right on desktop, a
// full-screen drawer on phones, with a Chat tab and, for managers, a Bidding history tab. Closing
// clears the selection. Under the title, the lot (and for managers the bidder) the chat is about, from
// the bid table the chat was opened from.
import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Tab, TabList } from '@fluentui/react-tabs';
import { Text } from '@fluentui/react-text';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { bidListKeys } from '../../../api/bid-keys';
import { bidChat, closeChat } from '../../../stores/bid-chat';
import { PHONE_QUERY } from '../../../ui/breakpoints';
import { token } from '../../../ui/theme';
import { useMediaQuery } from '../../../ui/use-media-query';
import { findCachedBidRow } from '../../../api/chat/bid-row-cache';
import { useChatViewer } from '../../../api/chat/chat-viewer';
import { ChatTab } from './ChatTab';
import { HistoryTab } from './HistoryTab';

type PanelTab = 'chat' | 'history';

const Body = styled(DrawerBody)`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
  padding-bottom: ${token('spacingVerticalL')};
`;

/** What the chat is about: lot, car, auction and, for a manager, the bidder. */
function ChatSubject({ bidId }: { bidId: number }) {
  const intl = useIntl();
  // a chat opened from a toast may come before its bid table page has loaded: render again when it has
  useIsFetching({ queryKey: bidListKeys.all });
  const row = findCachedBidRow(useQueryClient(), bidId);
  if (!row) return null;
  const car = [row.maker, row.model, row.year].filter(Boolean).join(' ');
  return (
    <Text size={200} block>
      {intl.formatMessage({ id: 'bidChat.subject' }, { lotNo: row.lotNo, car, auction: row.auctionName })}
      {row.user && ` · ${row.user.name}`}
    </Text>
  );
}

const TabContent = styled.div`
  flex: 1;
  min-height: 0;
`;

export function BidChatPanel() {
  const intl = useIntl();
  const { bidId } = useSnapshot(bidChat);
  const phone = useMediaQuery(PHONE_QUERY);
  const manager = useChatViewer()?.role === 'manager';
  const [tab, setTab] = useState<PanelTab>('chat');
  useEffect(() => setTab('chat'), [bidId]);

  return (
    <OverlayDrawer
      open={bidId !== null}
      position="end"
      size={phone ? 'full' : 'medium'}
      modalType={phone ? 'modal' : 'non-modal'}
      onOpenChange={(_, data) => {
        if (!data.open) closeChat();
      }}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              icon={<Dismiss24Regular />}
              aria-label={intl.formatMessage({ id: 'bidChat.close' })}
              onClick={closeChat}
            />
          }
        >
          {intl.formatMessage({ id: 'bidChat.title' })}
        </DrawerHeaderTitle>
        {bidId !== null && <ChatSubject bidId={bidId} />}
      </DrawerHeader>
      {bidId !== null && (
        <Body>
          {manager && (
            <TabList selectedValue={tab} onTabSelect={(_, data) => setTab(data.value as PanelTab)}>
              <Tab value="chat">{intl.formatMessage({ id: 'bidChat.tabChat' })}</Tab>
              <Tab value="history">{intl.formatMessage({ id: 'bidChat.history' })}</Tab>
            </TabList>
          )}
          <TabContent>{manager && tab === 'history' ? <HistoryTab bidId={bidId} /> : <ChatTab bidId={bidId} />}</TabContent>
        </Body>
      )}
    </OverlayDrawer>
  );
}
