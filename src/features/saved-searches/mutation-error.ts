// What a failed save, rename or delete tells the user: the limit in the page's words, the API's 422
// messages, else the generic text.
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/client';
import { MAX_SAVED_SEARCHES } from '../../api/saved-searches';

/** The save call's refusal at the limit (docs/api.md "Saved searches"): a search saved in another tab. */
const LIMIT_CODE = 'MaxSearchesLimit';

export function mutationErrorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error, 422) && error.body) {
    if (error.messageCode === LIMIT_CODE)
      return intl.formatMessage({ id: 'Messages.SaveSearch.MaxSearchesLimit' }, { max: MAX_SAVED_SEARCHES });
    const { message } = error.body;
    const texts = typeof message === 'string' ? [message] : Object.values(message);
    if (texts.length > 0) return texts.join(' ');
  }
  return intl.formatMessage({ id: 'errors.generic' });
}
