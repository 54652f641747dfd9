// A table page's list call failed: the message, announced, with Reload. Loaded when it first fails (Fluent's
// message bar, with its motion and link, is ~9 kB gzip a visit that works does not need).
import { Button } from '@fluentui/react-button';
import { MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-message-bar';
import { useIntl } from 'react-intl';

export interface ListErrorBarProps {
  /** what failed, in the user's words */
  message: string;
  onReload(): void;
}

export default function ListErrorBar({ message, onReload }: ListErrorBarProps) {
  const intl = useIntl();
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions>
        <Button size="small" onClick={onReload}>
          {intl.formatMessage({ id: 'common.reload' })}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
