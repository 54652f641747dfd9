import schema from '../../../schemas/forms/reset-password.schema.json';
import uiSchema from '../../../schemas/forms/reset-password.ui.json';
import { defineForm } from '../define-form';
import { resetPassword } from '../generated/reset-password';

export interface ResetPasswordValues {
  newPassword?: string;
  confirmPassword?: string;
}

export const resetPasswordForm = defineForm<ResetPasswordValues>(schema, uiSchema, { resetPassword });
