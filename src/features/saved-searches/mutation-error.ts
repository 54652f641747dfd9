// What a failed save, rename or delete tells the user: the API's 422 messages, else the generic text.
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/client';

export function mutationErrorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error, 422) && error.body) {
    const { message } = error.body;
    const texts = typeof message === 'string' ? [message] : Object.values(message);
    if (texts.length > 0) return texts.join(' ');
  }
  return intl.formatMessage({ id: 'errors.generic' });
}
