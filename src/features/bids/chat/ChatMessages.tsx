// The messages of a chat, oldest first, own ones on the right; a refused one is shown failed and
// disabled, with a button to send it again.
import { Button } from '@fluentui/react-button';
import { ErrorCircle16Regular } from '@fluentui/react-icons';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ChatMessage } from '../../../../schemas/api/bid-chat';
import { token } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { EntryList } from './TabContent';

const Bubble = styled.li<{ $own: boolean; $failed: boolean }>`
  align-self: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusLarge')};
  background: ${({ $own }) => ($own ? token('colorBrandBackground2') : token('colorNeutralBackground3'))};
  color: ${({ $failed }) => ($failed ? token('colorNeutralForegroundDisabled') : token('colorNeutralForeground1'))};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.div<{ $failed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalXS')};
  margin-top: ${token('spacingVerticalXXS')};
  font-size: ${token('fontSizeBase100')};
  color: ${({ $failed }) => ($failed ? token('colorPaletteRedForeground1') : token('colorNeutralForeground3'))};
`;

interface ChatMessagesProps {
  messages: readonly ChatMessage[];
  onSendAgain: (message: ChatMessage) => void;
}

/** The start of a message, to name it by. */
const EXCERPT_LENGTH = 40;
const excerpt = (text: string): string => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

export function ChatMessages({ messages, onSendAgain }: ChatMessagesProps) {
  const intl = useIntl();
  const end = useRef<HTMLDivElement>(null);
  // a block body: Chromium's scrollIntoView returns a promise, which React would take for a cleanup
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <>
      <EntryList aria-label={intl.formatMessage({ id: 'bidChat.messages' })}>
        {messages.map((message) => {
          const failed = message.isErrorOnSend === true;
          return (
            <Bubble key={message.id} $own={message.isOwn} $failed={failed} aria-disabled={failed || undefined}>
              <VisuallyHidden>{intl.formatMessage({ id: message.isOwn ? 'bidChat.fromYou' : 'bidChat.fromOther' })}</VisuallyHidden>
              {message.text}
              <Meta $failed={failed}>
                {failed ? (
                  <>
                    <ErrorCircle16Regular aria-hidden />
                    {intl.formatMessage({ id: 'bidChat.failed' })}
                    <Button
                      size="small"
                      appearance="transparent"
                      // named by its message (its start): a chat may hold several not sent
                      aria-label={intl.formatMessage({ id: 'bidChat.sendAgainNamed' }, { text: excerpt(message.text) })}
                      onClick={() => onSendAgain(message)}
                    >
                      {intl.formatMessage({ id: 'bidChat.sendAgain' })}
                    </Button>
                  </>
                ) : (
                  <time dateTime={message.time}>{intl.formatDate(message.time, { dateStyle: 'short', timeStyle: 'short' })}</time>
                )}
              </Meta>
            </Bubble>
          );
        })}
      </EntryList>
      <div ref={end} />
    </>
  );
}
