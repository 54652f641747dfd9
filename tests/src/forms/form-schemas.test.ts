// Every form of schemas/forms: its UI schema names only known widgets and existing message ids, and
// its precompiled validator (src/forms/generated) answers like the schema says.
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { forgotPasswordForm } from '../../../src/forms/definitions/forgot-password';
import { profileForm } from '../../../src/forms/definitions/profile';
import { changePasswordForm } from '../../../src/forms/definitions/profile-change-password';
import { resetPasswordForm } from '../../../src/forms/definitions/reset-password';
import { signUpForm } from '../../../src/forms/definitions/sign-up';
import { fluentTheme } from '../../../src/forms/rjsf-theme/theme';
import { messageIdsOf } from '../../../src/forms/translate-ui-schema';

const forms = { signUpForm, forgotPasswordForm, resetPasswordForm, profileForm, changePasswordForm };
const CORE_WIDGETS = new Set(['email', 'password', 'text']);

describe.each(Object.entries(forms))('%s', (_, form) => {
  it('names only message ids both locales have', () => {
    for (const id of messageIdsOf(form.uiSchema)) {
      expect(en).toHaveProperty([id]);
      expect(ru).toHaveProperty([id]);
    }
  });

  it('names only widgets of the theme or of rjsf core', () => {
    const widgets = Object.values(form.uiSchema)
      .map((field) => (field && typeof field === 'object' ? (field as Record<string, unknown>)['ui:widget'] : undefined))
      .filter((widget): widget is string => typeof widget === 'string');
    for (const widget of widgets) expect(CORE_WIDGETS.has(widget) || widget in (fluentTheme.widgets ?? {})).toBe(true);
  });

  it('validates with the precompiled functions', () => {
    const { errors } = form.validator.validateFormData({}, form.schema);
    expect(errors.map((e) => e.name)).toContain('required');
  });
});

it('the sign-up validator accepts a complete form and wants the terms ticked', () => {
  const complete = {
    fullName: 'Ivan Petrov',
    email: 'ivan@example.com',
    mobile: '+81 90 1234 5678',
    country: 111,
    city: 'Osaka',
    password: 'secret1',
    confirmPassword: 'secret1',
  };
  expect(signUpForm.validator.validateFormData({ ...complete, terms: true }, signUpForm.schema).errors).toEqual([]);
  const unticked = signUpForm.validator.validateFormData({ ...complete, terms: false }, signUpForm.schema).errors;
  expect(unticked.map((e) => [e.property, e.name])).toEqual([['.terms', 'const']]);
  const badEmail = signUpForm.validator.validateFormData({ ...complete, terms: true, email: 'nope' }, signUpForm.schema).errors;
  expect(badEmail.map((e) => [e.property, e.name])).toEqual([['.email', 'format']]);
});
