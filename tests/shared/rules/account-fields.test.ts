import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_FIELD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  RU_LANGUAGE,
  RU_PHONE_PATTERN,
  accountFieldErrorOf,
  confirmationError,
  emailError,
  fieldErrorText,
  formatRuPhone,
  fullNameError,
  isRussianFullName,
  isValidEmail,
  isValidPhone,
  mobileError,
  optionalTextError,
  passwordError,
  phoneError,
  requiredTextError,
  termsError,
} from '../../../schemas/rules/account-fields';

const EN = 692;

describe('account field rules (seed 000 §5)', () => {
  it('asks a Russian full name for exactly three words, any name otherwise', () => {
    expect(isRussianFullName('Иванов Иван Иванович')).toBe(true);
    expect(isRussianFullName('  Иванов   Иван  Иванович ')).toBe(true);
    expect(isRussianFullName('Иванов Иван')).toBe(false);
    expect(isRussianFullName('Иванов Иван Иванович Младший')).toBe(false);
    expect(fullNameError('Иванов Иван', RU_LANGUAGE)).toEqual({ code: 'IncompleteName' });
    expect(fullNameError('Иванов Иван Иванович', RU_LANGUAGE)).toBeNull();
    expect(fullNameError('John Smith', EN)).toBeNull();
    expect(fullNameError('Madonna', EN)).toBeNull();
    expect(fullNameError('   ', EN)).toEqual({ code: 'Required' });
    expect(fullNameError('', RU_LANGUAGE)).toEqual({ code: 'Required' });
  });

  it('masks a Russian phone progressively as +7 (999) 999-99-99', () => {
    expect(formatRuPhone('')).toBe('');
    expect(formatRuPhone('9')).toBe('+7 (9');
    expect(formatRuPhone('914')).toBe('+7 (914');
    expect(formatRuPhone('9141')).toBe('+7 (914) 1');
    expect(formatRuPhone('9141234')).toBe('+7 (914) 123-4');
    expect(formatRuPhone('914123456')).toBe('+7 (914) 123-45-6');
    expect(formatRuPhone('9141234567')).toBe('+7 (914) 123-45-67');
    expect(formatRuPhone('91412345678')).toBe('+7 (914) 123-45-67');
  });

  it('keeps the +7 of a masked value and drops the trunk digit of a pasted 11-digit number', () => {
    expect(formatRuPhone('+7 (914) 123-45-6')).toBe('+7 (914) 123-45-6');
    expect(formatRuPhone('+7 (914) 123-45-678')).toBe('+7 (914) 123-45-67');
    expect(formatRuPhone('+7 (91')).toBe('+7 (91');
    expect(formatRuPhone('+7 (')).toBe('');
    expect(formatRuPhone('89141234567')).toBe('+7 (914) 123-45-67');
    expect(formatRuPhone('7 914 123 45 67')).toBe('+7 (914) 123-45-67');
    expect(formatRuPhone('abc')).toBe('');
  });

  it('takes only the full mask as a Russian mobile; any phone in other languages', () => {
    expect(new RegExp(RU_PHONE_PATTERN).test('+7 (914) 123-45-67')).toBe(true);
    expect(mobileError('+7 (914) 123-45-67', RU_LANGUAGE)).toBeNull();
    expect(mobileError('+7 (914) 123-45', RU_LANGUAGE)).toEqual({ code: 'IncompletePhone' });
    expect(mobileError('+81 90 1234 5678', RU_LANGUAGE)).toEqual({ code: 'IncompletePhone' });
    expect(mobileError('', RU_LANGUAGE)).toEqual({ code: 'Required' });
    expect(mobileError('+81 90 1234 5678', EN)).toBeNull();
    expect(mobileError('+7 (914) 123-45-67', EN)).toBeNull();
    expect(mobileError('call me', EN)).toEqual({ code: 'Phone' });
    expect(mobileError('', EN)).toEqual({ code: 'Required' });
  });

  it('checks phones for digits and separators, 5 to 15 digits', () => {
    expect(isValidPhone('+64 21 555 0199')).toBe(true);
    expect(isValidPhone('(045) 123-4567')).toBe(true);
    expect(isValidPhone('1234')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
    expect(isValidPhone('12345x')).toBe(false);
    expect(phoneError('')).toBeNull();
    expect(phoneError(null)).toBeNull();
    expect(phoneError('12')).toEqual({ code: 'Phone' });
  });

  it('checks e-mail addresses', () => {
    expect(isValidEmail('client@seri.example')).toBe(true);
    expect(isValidEmail('first.last+tag@mail.co.jp')).toBe(true);
    expect(isValidEmail('no-at.example')).toBe(false);
    expect(isValidEmail('two@@seri.example')).toBe(false);
    expect(isValidEmail('space @seri.example')).toBe(false);
    expect(isValidEmail('nodot@localhost')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@b.cd`)).toBe(false);
    expect(emailError('')).toEqual({ code: 'Required' });
    expect(emailError('x@')).toEqual({ code: 'Email' });
    expect(emailError(' client@seri.example ')).toBeNull();
  });

  it('asks passwords for at least 6 characters and matching confirmations', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(passwordError('')).toEqual({ code: 'Required' });
    expect(passwordError('12345')).toEqual({ code: 'MinLength', length: 5 });
    expect(passwordError('123456')).toBeNull();
    expect(passwordError('x'.repeat(201))).toEqual({ code: 'MaxLength', length: 200 });
    expect(confirmationError('123456', '')).toEqual({ code: 'Required' });
    expect(confirmationError('123456', '123457')).toEqual({ code: 'PasswordMatch' });
    expect(confirmationError('123456', '123456')).toBeNull();
  });

  it('requires the terms, required texts and bounds optional ones', () => {
    expect(termsError(false)).toEqual({ code: 'Terms' });
    expect(termsError(true)).toBeNull();
    expect(requiredTextError(' ')).toEqual({ code: 'Required' });
    expect(requiredTextError('Vladivostok')).toBeNull();
    expect(optionalTextError(null)).toBeNull();
    expect(optionalTextError('')).toBeNull();
    expect(optionalTextError('y'.repeat(201))).toEqual({ code: 'MaxLength', length: 200 });
  });

  it('writes the English messages and reads them back to their codes', () => {
    expect(fieldErrorText({ code: 'Required' })).toBe('Required field');
    expect(fieldErrorText({ code: 'MinLength', length: 5 })).toBe('Must contain more than 5 characters');
    expect(fieldErrorText({ code: 'PasswordMatch' })).toBe('Passwords do not match');
    for (const code of Object.keys(ACCOUNT_FIELD_MESSAGES) as Array<keyof typeof ACCOUNT_FIELD_MESSAGES>) {
      if (code === 'MinLength' || code === 'MaxLength') continue;
      expect(accountFieldErrorOf(fieldErrorText({ code }))).toEqual({ code });
    }
    expect(accountFieldErrorOf('Must contain less than 200 characters')).toEqual({ code: 'MaxLength', length: 200 });
    expect(accountFieldErrorOf('Something the server made up')).toBeUndefined();
  });
});
