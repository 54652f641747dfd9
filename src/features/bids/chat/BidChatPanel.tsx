// The chat of the bid chosen in a bid table (seed 000 §2): a side panel at the right on desktop, a
// full-screen drawer on phones, with a Chat tab and, for managers, a Bidding history tab. Closing
// clears the selection.
import { Button } from '@fluentui/react-button';
import { DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-drawer';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { Tab, TabList } from '@fluentui/react-tabs';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { bidChat, closeChat } from '../../../stores/bid-chat';
import { PHONE_QUERY } from '../../../ui/breakpoints';
import { token } from '../../../ui/theme';
import { useMediaQuery } from '../../../ui/use-media-query';
import { useChatViewer } from './chat-viewer';
import { ChatTab } from './ChatTab';
import { HistoryTab } from './HistoryTab';

type PanelTab = 'chat' | 'history';

const Body = styled(DrawerBody)`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
  padding-bottom: ${token('spacingVerticalL')};
`;

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
            <Button appearance="subtle" icon={<Dismiss24Regular />} aria-label={intl.formatMessage({ id: 'bidChat.close' })} onClick={closeChat} />
          }
        >
          {intl.formatMessage({ id: 'bidChat.title' })}
        </DrawerHeaderTitle>
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
