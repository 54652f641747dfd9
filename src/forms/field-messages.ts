// Field errors as people read them: the account rules' codes (schemas/rules/account-fields.ts), the
// ajv keywords of the form schemas and the English texts of a 422, all as seed 000 §5 message ids.
import type { RJSFValidationError } from '@rjsf/utils';
import { accountFieldErrorOf, type AccountFieldError, type FieldError } from '../../schemas/rules/account-fields';
import type { MessageId } from '../i18n/messages';

const MESSAGE_IDS: Record<AccountFieldError, MessageId> = {
  Required: 'errors.required',
  Invalid: 'errors.invalidField',
  Terms: 'errors.terms',
  Email: 'errors.invalidEmail',
  Phone: 'errors.invalidPhone',
  MinLength: 'errors.minLength',
  MaxLength: 'errors.maxLength',
  PasswordMatch: 'errors.passwordMatch',
  IncompleteName: 'errors.incompleteName',
  IncompletePhone: 'errors.incompletePhone',
  EmailTaken: 'errors.emailTaken',
  WrongPassword: 'errors.wrongPassword',
  ControlCharacters: 'errors.controlCharacters',
};

export interface FieldMessage {
  id: MessageId;
  values?: Record<string, number>;
}

export function messageOf(error: FieldError): FieldMessage {
  return error.length === undefined ? { id: MESSAGE_IDS[error.code] } : { id: MESSAGE_IDS[error.code], values: { length: error.length } };
}

const limitOf = (error: RJSFValidationError): number => Number((error.params as { limit?: unknown } | undefined)?.limit ?? 0);

/**
 * An ajv error of a form schema as an account rule error. The length messages say "more than" and
 * "less than", so a minimum of 6 reads "more than 5" (as the reference API words it).
 */
export function fieldErrorOfAjv(error: RJSFValidationError): FieldError {
  switch (error.name) {
    case 'required':
      return { code: 'Required' };
    case 'format':
      return { code: (error.params as { format?: string } | undefined)?.format === 'email' ? 'Email' : 'Invalid' };
    case 'minLength':
      return { code: 'MinLength', length: limitOf(error) - 1 };
    case 'maxLength':
      return { code: 'MaxLength', length: limitOf(error) + 1 };
    // the one `const` of the forms is the terms box, which must be ticked
    case 'const':
      return { code: 'Terms' };
    default:
      return { code: 'Invalid' };
  }
}

/** A 422's text for a field: a known rule's message, else the server's own words. */
export function messageOfServerText(text: string): FieldMessage | string {
  const known = accountFieldErrorOf(text);
  return known ? messageOf(known) : text;
}
