// Seed 000 §8: a 403's message is shown as the text of `Error.{message}`; a message without a text
// of ours falls back to the generic one.
import type { IntlShape } from 'react-intl';
import { ACCOUNT_ERROR_CODES } from '../../../schemas/api/accounts';
import { isApiError } from '../../api/client';
import type { MessageId } from '../../i18n/messages';

export function errorText(intl: IntlShape, message: string | undefined): string {
  const id = `Error.${message ?? ''}` as MessageId;
  return message && intl.messages[id] !== undefined ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'errors.generic' });
}

/** A 429 from the account mails' rate limit (sign-up, recovery). */
export const isMailLimit = (error: unknown): boolean => isApiError(error, 429);

/** Its banner: the spec names no text for it, so it has an `Error.{messageCode}` text of ours. */
export const MAIL_LIMIT_MESSAGE = { id: `Error.${ACCOUNT_ERROR_CODES.tooManyMails}` } as const satisfies { id: MessageId };
