// What a failed save, rename or delete tells the user: the limit in the page's words, a 422's field
// messages the account rules know (in the page's language), else the generic text: the API words the
// rest in English.
import type { IntlShape } from 'react-intl';
import { isApiError } from '../../api/client';
import { MAX_SAVED_SEARCHES } from '../../api/saved-searches';
import { messageOfServerText } from '../../forms/field-messages';

/** The save call's refusal at the limit (docs/api.md "Saved searches"): a search saved in another tab. */
const LIMIT_CODE = 'MaxSearchesLimit';

export function mutationErrorText(error: unknown, intl: IntlShape): string {
  if (isApiError(error, 422) && error.body) {
    if (error.messageCode === LIMIT_CODE)
      return intl.formatMessage({ id: 'Messages.SaveSearch.MaxSearchesLimit' }, { max: MAX_SAVED_SEARCHES });
    const { message } = error.body;
    const known = (typeof message === 'string' ? [message] : Object.values(message)).map(messageOfServerText);
    if (known.length > 0 && known.every((text) => typeof text !== 'string')) {
      return known.map((text) => intl.formatMessage({ id: text.id }, text.values)).join(' ');
    }
  }
  return intl.formatMessage({ id: 'errors.generic' });
}
