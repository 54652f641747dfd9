// The rules of seed 000 §5 a JSON Schema cannot say: matching confirmations and, in Russian (693),
// a three-word full name and the +7 phone mask. Empty fields are left to the schema's `required`.
import { isRussianFullName, isRussianPhone, isValidPhone, RU_LANGUAGE, type FieldError } from '../../schemas/rules/account-fields';
import type { ChangePasswordValues } from './definitions/profile-change-password';
import type { ProfileValues } from './definitions/profile';
import type { ResetPasswordValues } from './definitions/reset-password';
import type { SignUpValues } from './definitions/sign-up';

export type RuleErrors = Partial<Record<string, FieldError>>;

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

function phoneRule(phone: string | undefined, russian: boolean): FieldError | undefined {
  if (!filled(phone)) return undefined;
  if (russian) return isRussianPhone(phone.trim()) ? undefined : { code: 'IncompletePhone' };
  return isValidPhone(phone) ? undefined : { code: 'Phone' };
}

function matchRule(password: string | undefined, confirmation: string | undefined): FieldError | undefined {
  return confirmation !== undefined && confirmation !== password ? { code: 'PasswordMatch' } : undefined;
}

export function signUpRules(values: SignUpValues, languageId: number): RuleErrors {
  return {
    fullName:
      languageId === RU_LANGUAGE && filled(values.fullName) && !isRussianFullName(values.fullName) ? { code: 'IncompleteName' } : undefined,
    mobile: phoneRule(values.mobile, languageId === RU_LANGUAGE),
    confirmPassword: matchRule(values.password, values.confirmPassword),
  };
}

export const resetPasswordRules = (values: ResetPasswordValues): RuleErrors => ({
  confirmPassword: matchRule(values.newPassword, values.confirmPassword),
});

/** The profile keeps any country's phones: the account may have been opened in either language. */
export const profileRules = (values: ProfileValues): RuleErrors => ({
  mobile: phoneRule(values.mobile, false),
  officePhone: phoneRule(values.officePhone, false),
});

export const changePasswordRules = (values: ChangePasswordValues): RuleErrors => ({
  confirmNewPassword: matchRule(values.newPassword, values.confirmNewPassword),
});
