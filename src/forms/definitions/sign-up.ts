import schema from '../../../schemas/forms/sign-up.schema.json';
import uiSchema from '../../../schemas/forms/sign-up.ui.json';
import { defineForm } from '../define-form';
import { signUp } from '../generated/sign-up';

/** The sign-up form's values; the API body adds the language (schemas/api/accounts.ts). */
export interface SignUpValues {
  fullName?: string;
  referralCode?: string;
  email?: string;
  mobile?: string;
  country?: number;
  city?: string;
  password?: string;
  confirmPassword?: string;
  terms?: boolean;
}

export const signUpForm = defineForm<SignUpValues>(schema, uiSchema, { signUp });
