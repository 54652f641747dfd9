// Login validation of seed 000 §5: e-mail required and valid; password required, at least 6.
import type { MessageId } from '../../i18n/messages';

/** Seed 000 §9. */
export const PASSWORD_MIN_LENGTH = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export interface FieldError {
  id: MessageId;
  values?: Record<string, number>;
}

export type LoginErrors = Partial<Record<keyof LoginValues, FieldError>>;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = { id: 'errors.required' };
  else if (!EMAIL.test(email.trim())) errors.email = { id: 'errors.invalidEmail' };
  if (!password) errors.password = { id: 'errors.required' };
  // the specification's text says "more than {length}" while the rule accepts exactly 6
  else if (password.length < PASSWORD_MIN_LENGTH) {
    errors.password = { id: 'errors.minLength', values: { length: PASSWORD_MIN_LENGTH } };
  }
  return errors;
}
