// The Chat tab: the messages (loading, error with retry, empty) above the composer.
import styled from 'styled-components';
import { token } from '../../../ui/theme';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
import { TabContent } from './TabContent';
import { useBidChat } from './use-bid-chat';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
  height: 100%;
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
`;

export function ChatTab({ bidId }: { bidId: number }) {
  const { chat, send, sendAgain } = useBidChat(bidId);
  const messages = chat.data?.chat ?? [];
  return (
    <Layout>
      <Scroll role="log" aria-live="polite" aria-busy={chat.isPending}>
        <TabContent query={chat} errorMessage="bidChat.loadError" emptyMessage="bidChat.empty" isEmpty={messages.length === 0}>
          <ChatMessages messages={messages} onSendAgain={sendAgain} />
        </TabContent>
      </Scroll>
      {chat.isSuccess && <ChatComposer onSend={send} />}
    </Layout>
  );
}
