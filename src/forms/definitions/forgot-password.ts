import schema from '../../../schemas/forms/forgot-password.schema.json';
import uiSchema from '../../../schemas/forms/forgot-password.ui.json';
import { defineForm } from '../define-form';
import { forgotPassword } from '../generated/forgot-password';

export interface ForgotPasswordValues {
  email?: string;
}

export const forgotPasswordForm = defineForm<ForgotPasswordValues>(schema, uiSchema, { forgotPassword });
