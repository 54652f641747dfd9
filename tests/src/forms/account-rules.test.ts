import { createIntl } from 'react-intl';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { changePasswordRules, profileRules, resetPasswordRules, signUpRules } from '../../../src/forms/account-rules';
import { fieldErrorOfAjv, messageOf, messageOfServerText } from '../../../src/forms/field-messages';
import type { FieldError } from '../../../schemas/rules/account-fields';
import type { RJSFValidationError } from '@rjsf/utils';

const intl = { en: createIntl({ locale: 'en', messages: en }), ru: createIntl({ locale: 'ru', messages: ru }) };
const say = (locale: 'en' | 'ru', error: FieldError | undefined) => {
  if (!error) return undefined;
  const message = messageOf(error);
  return intl[locale].formatMessage({ id: message.id }, message.values);
};
const ajv = (name: string, params: Record<string, unknown> = {}) =>
  ({ name, params, property: '.x', message: '', stack: '' }) as RJSFValidationError;

describe('sign-up rules', () => {
  const valid = { fullName: 'Petrov Ivan Sergeevich', mobile: '+7 (912) 345-67-89', password: 'secret1', confirmPassword: 'secret1' };

  it('asks Russian users (693) for three words and the +7 mask', () => {
    expect(signUpRules(valid, 693)).toEqual({ fullName: undefined, mobile: undefined, confirmPassword: undefined });
    const errors = signUpRules({ ...valid, fullName: 'Ivan Petrov', mobile: '+7 (912) 345' }, 693);
    expect(say('en', errors.fullName)).toBe('Enter your last name, first name and patronymic');
    expect(say('ru', errors.fullName)).toBe('Укажите фамилию, имя и отчество');
    expect(say('en', errors.mobile)).toBe('Enter the full phone number: +7 (999) 999-99-99');
    expect(say('ru', errors.mobile)).toBe('Введите номер полностью: +7 (999) 999-99-99');
  });

  it('takes any name and any phone in English (692), but a phone must be one', () => {
    expect(signUpRules({ ...valid, fullName: 'Ivan', mobile: '+81 90 1234 5678' }, 692)).toEqual({
      fullName: undefined,
      mobile: undefined,
      confirmPassword: undefined,
    });
    const errors = signUpRules({ ...valid, mobile: '12' }, 692);
    expect(say('en', errors.mobile)).toBe('Invalid phone number');
    expect(say('ru', errors.mobile)).toBe('Некорректный номер телефона');
  });

  it('leaves empty fields to the schema', () => {
    expect(signUpRules({}, 693)).toEqual({ fullName: undefined, mobile: undefined, confirmPassword: undefined });
  });

  it('wants the confirmation to match', () => {
    const errors = signUpRules({ ...valid, confirmPassword: 'secret2' }, 692);
    expect(say('en', errors.confirmPassword)).toBe('Passwords do not match');
    expect(say('ru', errors.confirmPassword)).toBe('Пароли не совпадают');
  });
});

describe('password and profile rules', () => {
  it('match the confirmation of the reset and profile password forms', () => {
    expect(resetPasswordRules({ newPassword: 'secret1', confirmPassword: 'secret2' }).confirmPassword?.code).toBe('PasswordMatch');
    expect(resetPasswordRules({ newPassword: 'secret1', confirmPassword: 'secret1' }).confirmPassword).toBeUndefined();
    expect(changePasswordRules({ newPassword: 'a', confirmNewPassword: 'b' }).confirmNewPassword?.code).toBe('PasswordMatch');
  });

  it('check profile phones of any country, the office phone only when given', () => {
    expect(profileRules({ mobile: '+81 90 1234 5678' })).toEqual({ mobile: undefined, officePhone: undefined });
    expect(profileRules({ mobile: 'x1', officePhone: '1' })).toEqual({ mobile: { code: 'Phone' }, officePhone: { code: 'Phone' } });
  });
});

describe('schema errors', () => {
  it.each([
    ['required', {}, 'Required field', 'Обязательное поле'],
    ['format', { format: 'email' }, 'Invalid email address', null],
    ['minLength', { limit: 6 }, 'Must contain more than 5 characters', null],
    ['maxLength', { limit: 200 }, 'Must contain less than 201 characters', 'Должно содержать меньше 201 символов'],
    ['const', { allowedValue: true }, 'Confirmation is required', 'Необходимо подтверждение'],
    ['type', { type: 'integer' }, 'Invalid field', 'Некорректное значение'],
  ])('%s reads as seed 000 §5 says', (keyword, params, english, russian) => {
    const error = fieldErrorOfAjv(ajv(keyword, params));
    expect(say('en', error)).toBe(english);
    if (russian) expect(say('ru', error)).toBe(russian);
  });

  it('turns the English texts of a 422 back into messages, and keeps unknown texts', () => {
    expect(messageOfServerText('This email address is already registered')).toEqual({ id: 'errors.emailTaken' });
    expect(messageOfServerText('Must contain more than 5 characters')).toEqual({ id: 'errors.minLength', values: { length: 5 } });
    expect(messageOfServerText('Our own words')).toBe('Our own words');
  });
});
