// The 422 answers of the account calls: the shared field rules (schemas/rules/account-fields.ts)
// applied to a body, one English message per field, under the keys the contract names.
import {
  SIGN_UP_ERROR_KEYS,
  type ChangePasswordBody,
  type ResetPasswordVerifyBody,
  type SignUpBody,
  type UpdateProfileBody,
} from '../../../schemas/api/accounts';
import {
  confirmationError,
  emailError,
  fieldErrorText,
  fullNameError,
  mobileError,
  optionalTextError,
  passwordError,
  phoneError,
  requiredTextError,
  termsError,
  type FieldError,
} from '../../../schemas/rules/account-fields';
import { HttpError } from '../http/errors';
import { COUNTRIES } from '../reference/countries';

export type FieldErrors = Record<string, string>;

/** The messages of the fields that broke a rule. */
export function fieldErrors(checks: Record<string, FieldError | null>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, error] of Object.entries(checks)) if (error) errors[field] = fieldErrorText(error);
  return errors;
}

/** Throws the 422 when any field broke a rule. */
export function rejectFieldErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new HttpError(422, { success: false, message: errors });
}

const INVALID: FieldError = { code: 'Invalid' };

const countryExists = (id: number) => COUNTRIES.some((country) => country.id === id);

/** Sign-up (seed 000 §5), keyed as SIGN_UP_ERROR_KEYS says. */
export function signUpErrors(body: SignUpBody): FieldErrors {
  const byField: Record<keyof SignUpBody, FieldError | null> = {
    fullName: fullNameError(body.fullName, body.language),
    referralCode: optionalTextError(body.referralCode),
    email: emailError(body.email),
    mobile: mobileError(body.mobile, body.language),
    country: body.country == null ? { code: 'Required' } : countryExists(body.country) ? null : INVALID,
    city: requiredTextError(body.city),
    password: passwordError(body.password),
    confirmPassword: confirmationError(body.password, body.confirmPassword),
    terms: termsError(body.terms),
    language: null,
  };
  return fieldErrors(
    Object.fromEntries(Object.entries(byField).map(([field, error]) => [SIGN_UP_ERROR_KEYS[field as keyof SignUpBody], error])),
  );
}

/** Profile form (seed 000 §5): name, mobile and city required; the rest optional. */
export function profileErrors(body: UpdateProfileBody): FieldErrors {
  return fieldErrors({
    fullName: requiredTextError(body.fullName),
    mobile: requiredTextError(body.mobile) ?? phoneError(body.mobile),
    officePhone: phoneError(body.officePhone),
    company: optionalTextError(body.company),
    city: requiredTextError(body.city),
    address: optionalTextError(body.address),
    countryId: body.countryId == null || countryExists(body.countryId) ? null : INVALID,
    destinationPort: optionalTextError(body.destinationPort),
  });
}

export function changePasswordErrors(body: ChangePasswordBody): FieldErrors {
  return fieldErrors({
    oldPassword: body.oldPassword === '' ? { code: 'Required' } : null,
    newPassword: passwordError(body.newPassword),
    confirmNewPassword: confirmationError(body.newPassword, body.confirmNewPassword),
  });
}

export function resetPasswordErrors(body: ResetPasswordVerifyBody): FieldErrors {
  return fieldErrors({
    newPassword: passwordError(body.newPassword),
    confirmPassword: confirmationError(body.newPassword, body.confirmPassword),
  });
}
