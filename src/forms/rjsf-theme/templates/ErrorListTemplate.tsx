// Above the form after a failed submit with a required field left empty: one summary line (seed 000
// §5 'Please fill in all required fields'); each message itself stands under its field. A server's or
// a format error on a filled field has only its field's message.
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { ErrorListProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { formContextOf } from '../../form-context';

export function ErrorListTemplate({ registry }: ErrorListProps) {
  const intl = useIntl();
  const { submitAttempted, requiredMissing } = formContextOf(registry);
  if (!submitAttempted || !requiredMissing) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{intl.formatMessage({ id: 'errors.fillRequired' })}</MessageBarBody>
    </MessageBar>
  );
}
