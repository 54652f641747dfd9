// Seed 000 §5 "Chat": Enter sends and Shift+Enter starts a new line (on a touch layout Enter is a new
// line, the button sends); text with nothing visible is not sent and the button stays disabled.
import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Send20Regular } from '@fluentui/react-icons';
import { Textarea } from '@fluentui/react-textarea';
import { useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CHAT_MESSAGE_MAX_LENGTH } from '../../../../schemas/api/bid-chat';
import { isBlank } from '../../../../schemas/rules/plain-text';
import { token } from '../../../ui/theme';
import { useMediaQuery } from '../../../ui/use-media-query';

/** Phones and tablets without a mouse: their keyboards have no easy Shift+Enter. */
const TOUCH_QUERY = '(pointer: coarse)';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${token('spacingHorizontalS')};
  > :first-child {
    flex: 1;
  }
`;

export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const intl = useIntl();
  const touch = useMediaQuery(TOUCH_QUERY);
  const [text, setText] = useState('');
  const empty = isBlank(text);

  const send = (): void => {
    if (empty) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>): void => {
    if (event.key !== 'Enter' || event.shiftKey || touch || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Row>
      <Field label={intl.formatMessage({ id: 'bidChat.input' })}>
        <Textarea
          value={text}
          onChange={(_, data) => setText(data.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: touch ? 'bidChat.placeholderTouch' : 'bidChat.placeholder' })}
          resize="vertical"
        />
      </Field>
      <Button appearance="primary" icon={<Send20Regular />} disabled={empty} onClick={send}>
        {intl.formatMessage({ id: 'bidChat.send' })}
      </Button>
    </Row>
  );
}
