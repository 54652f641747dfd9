// What a page shows when its data could not be loaded: the message, announced, and a retry.
import { Button } from '@fluentui/react-button';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

export function LoadError({ message, onRetry }: { message: MessageId; onRetry(): void }) {
  const intl = useIntl();
  return (
    <div role="alert">
      <p>{intl.formatMessage({ id: message })}</p>
      <Button onClick={onRetry}>{intl.formatMessage({ id: 'common.reload' })}</Button>
    </div>
  );
}
