// The account field rules of seed 000 §5, shared by the sign-up, profile and password forms and by the
// reference API, so both sides accept and refuse the same values with the same messages.
import { hasControlCharacters } from './plain-text';

export const PASSWORD_MIN_LENGTH = 6;

/** Language id whose sign-up asks for a Russian name and phone (seed 000 §5). */
export const RU_LANGUAGE = 693;

/** Russian Federation: the sign-up country when the language is Russian (seed 000 §2). */
export const RU_COUNTRY_ID = 183;

/** Longest text an account field takes (e-mail: RFC 5321). */
const TEXT_MAX_LENGTH = 200;
const EMAIL_MAX_LENGTH = 254;

/** Russian phones as the sign-up mask writes them: +7 (999) 999-99-99. Usable as a JSON Schema pattern. */
export const RU_PHONE_PATTERN = '^\\+7 \\(\\d{3}\\) \\d{3}-\\d{2}-\\d{2}$';
const ruPhone = new RegExp(RU_PHONE_PATTERN);

/** Phones of any country: digits with the usual separators and an optional leading +, 5 to 15 digits (E.164). */
const anyPhone = /^\+?[\d\s().-]+$/;
const PHONE_DIGITS = { min: 5, max: 15 } as const;

/** One @, no spaces, a dotted domain of letters, digits and hyphens. */
const email = /^[^\s@]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+$/i;

/**
 * The English messages of seed 000 §5, keyed by the code the client translates. The API answers the
 * English text; a client maps it back with `accountFieldErrorOf`.
 */
export const ACCOUNT_FIELD_MESSAGES = {
  Required: 'Required field',
  Invalid: 'Invalid field',
  Terms: 'Confirmation is required',
  Email: 'Invalid email address',
  Phone: 'Invalid phone number',
  MinLength: 'Must contain more than {length} characters',
  MaxLength: 'Must contain less than {length} characters',
  PasswordMatch: 'Passwords do not match',
  IncompleteName: 'Enter your last name, first name and patronymic',
  IncompletePhone: 'Enter the phone number in full: +7 (999) 999-99-99',
  EmailTaken: 'This email address is already registered',
  WrongPassword: 'Wrong password',
  ControlCharacters: 'Must not contain control or text-direction characters',
} as const;

export type AccountFieldError = keyof typeof ACCOUNT_FIELD_MESSAGES;

/** A field's error: its code and, for the length rules, the {length} of the message. */
export interface FieldError {
  readonly code: AccountFieldError;
  readonly length?: number;
}

/** The English text of an error, with {length} filled in. */
export function fieldErrorText(error: FieldError): string {
  return ACCOUNT_FIELD_MESSAGES[error.code].replace('{length}', String(error.length ?? ''));
}

const lengthMessages = /^Must contain (more|less) than (\d+) characters$/;

/** The code (and length) of an English text the API sent, or undefined for a text of its own. */
export function accountFieldErrorOf(text: string): FieldError | undefined {
  const lengthMatch = lengthMessages.exec(text);
  if (lengthMatch) return { code: lengthMatch[1] === 'more' ? 'MinLength' : 'MaxLength', length: Number(lengthMatch[2]) };
  const entry = Object.entries(ACCOUNT_FIELD_MESSAGES).find(([, message]) => message === text);
  return entry ? { code: entry[0] as AccountFieldError } : undefined;
}

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** A Russian full name is exactly three words: last name, first name, patronymic. */
export function isRussianFullName(name: string): boolean {
  return words(name).length === 3;
}

export function isRussianPhone(phone: string): boolean {
  return ruPhone.test(phone);
}

export function isValidPhone(phone: string): boolean {
  if (hasControlCharacters(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return anyPhone.test(phone.trim()) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

export function isValidEmail(address: string): boolean {
  return address.length <= EMAIL_MAX_LENGTH && email.test(address) && !hasControlCharacters(address);
}

/**
 * The sign-up mask for Russian phones, applied as the user types: the national digits of `input`
 * written as +7 (999) 999-99-99 as far as they go. A value that already starts with +7 keeps that
 * code; a pasted 11-digit number drops its leading 7 or 8.
 */
export function formatRuPhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (input.trimStart().startsWith('+7')) digits = digits.slice(1);
  else if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits === '') return '';
  let masked = `+7 (${digits.slice(0, 3)}`;
  if (digits.length > 3) masked += `) ${digits.slice(3, 6)}`;
  if (digits.length > 6) masked += `-${digits.slice(6, 8)}`;
  if (digits.length > 8) masked += `-${digits.slice(8, 10)}`;
  return masked;
}

const isBlank = (value: string | null | undefined) => value == null || value.trim() === '';

function tooLong(value: string, max = TEXT_MAX_LENGTH): FieldError | null {
  return value.length > max ? { code: 'MaxLength', length: max } : null;
}

/** A free text others read: not too long, no control characters (schemas/rules/plain-text.ts). */
function textError(value: string): FieldError | null {
  return tooLong(value) ?? (hasControlCharacters(value) ? { code: 'ControlCharacters' } : null);
}

/** A required free text (city, full name outside Russian). */
export function requiredTextError(value: string | null | undefined): FieldError | null {
  if (isBlank(value)) return { code: 'Required' };
  return textError(value ?? '');
}

/** An optional free text (company, address). */
export function optionalTextError(value: string | null | undefined): FieldError | null {
  return isBlank(value) ? null : textError(value ?? '');
}

export function fullNameError(name: string | null | undefined, language: number | null | undefined): FieldError | null {
  const error = requiredTextError(name);
  if (error) return error;
  return language === RU_LANGUAGE && !isRussianFullName(name ?? '') ? { code: 'IncompleteName' } : null;
}

export function emailError(address: string | null | undefined): FieldError | null {
  if (isBlank(address)) return { code: 'Required' };
  return isValidEmail((address ?? '').trim()) ? null : { code: 'Email' };
}

/** Sign-up mobile: the Russian mask when the language is Russian, any phone otherwise. */
export function mobileError(phone: string | null | undefined, language: number | null | undefined): FieldError | null {
  if (isBlank(phone)) return { code: 'Required' };
  if (language === RU_LANGUAGE) return isRussianPhone((phone ?? '').trim()) ? null : { code: 'IncompletePhone' };
  return phoneError(phone);
}

/** Any phone; blank is fine (office phone), see mobileError for a required one. */
export function phoneError(phone: string | null | undefined): FieldError | null {
  if (isBlank(phone)) return null;
  return isValidPhone(phone ?? '') ? null : { code: 'Phone' };
}

export function passwordError(password: string | null | undefined): FieldError | null {
  if (password == null || password === '') return { code: 'Required' };
  // "more than {length}": 6 characters are enough, so the message says more than 5.
  if (password.length < PASSWORD_MIN_LENGTH) return { code: 'MinLength', length: PASSWORD_MIN_LENGTH - 1 };
  return tooLong(password);
}

export function confirmationError(password: string | null | undefined, confirmation: string | null | undefined): FieldError | null {
  if (confirmation == null || confirmation === '') return { code: 'Required' };
  return confirmation === password ? null : { code: 'PasswordMatch' };
}

export function termsError(accepted: boolean | null | undefined): FieldError | null {
  return accepted === true ? null : { code: 'Terms' };
}
