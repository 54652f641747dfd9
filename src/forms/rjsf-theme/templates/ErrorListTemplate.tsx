// Above the form after a failed submit: one summary line (seed 000 §5 'Please fill in all required
// fields'); each message itself stands under its field.
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import type { ErrorListProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { formContextOf } from '../../form-context';

export function ErrorListTemplate({ errors, registry }: ErrorListProps) {
  const intl = useIntl();
  if (!formContextOf(registry).submitAttempted || errors.length === 0) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{intl.formatMessage({ id: 'errors.fillRequired' })}</MessageBarBody>
    </MessageBar>
  );
}
