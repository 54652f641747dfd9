// Seed 000 §8: a 403's message is shown as the text of `Error.{message}`; a message without a text
// of ours falls back to the generic one.
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../i18n/messages';

export function errorText(intl: IntlShape, message: string | undefined): string {
  const id = `Error.${message ?? ''}` as MessageId;
  return message && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'errors.generic' });
}
