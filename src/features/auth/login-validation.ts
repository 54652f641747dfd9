// Login validation of seed 000 §5: e-mail required and valid; password required, at least 6 — the
// password rule and its message shared with sign-up, reset and the profile's password change.
import { passwordError } from '../../../schemas/rules/account-fields';
import { messageOf, type FieldMessage } from '../../forms/field-messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, FieldMessage>>;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = { id: 'errors.required' };
  else if (!EMAIL.test(email.trim())) errors.email = { id: 'errors.invalidEmail' };
  const passwordRule = passwordError(password);
  if (passwordRule) errors.password = messageOf(passwordRule);
  return errors;
}
