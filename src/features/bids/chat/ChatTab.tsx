// The Chat tab: the messages (loading, error with retry, empty) above the composer.
import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { token } from '../../../ui/theme';
import { ChatComposer } from './ChatComposer';
import { ChatMessages } from './ChatMessages';
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

const State = styled.div`
  display: grid;
  place-items: center;
  gap: ${token('spacingVerticalS')};
  padding: ${token('spacingVerticalXXL')} 0;
  color: ${token('colorNeutralForeground3')};
`;

export function ChatTab({ bidId }: { bidId: number }) {
  const intl = useIntl();
  const { chat, send } = useBidChat(bidId);
  const messages = chat.data?.chat ?? [];
  return (
    <Layout>
      <Scroll role="log" aria-live="polite" aria-busy={chat.isPending}>
        {chat.isPending ? (
          <State>
            <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />
          </State>
        ) : chat.isError ? (
          <State role="alert">
            <Text>{intl.formatMessage({ id: 'bidChat.loadError' })}</Text>
            <Button onClick={() => void chat.refetch()}>{intl.formatMessage({ id: 'common.reload' })}</Button>
          </State>
        ) : messages.length === 0 ? (
          <State>
            <Text>{intl.formatMessage({ id: 'bidChat.empty' })}</Text>
          </State>
        ) : (
          <ChatMessages messages={messages} />
        )}
      </Scroll>
      {chat.isSuccess && <ChatComposer onSend={send} />}
    </Layout>
  );
}
