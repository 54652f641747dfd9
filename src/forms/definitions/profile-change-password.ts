import schema from '../../../schemas/forms/profile-change-password.schema.json';
import uiSchema from '../../../schemas/forms/profile-change-password.ui.json';
import { defineForm } from '../define-form';
import { profileChangePassword } from '../generated/profile-change-password';

export interface ChangePasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmNewPassword?: string;
}

export const changePasswordForm = defineForm<ChangePasswordValues>(schema, uiSchema, { profileChangePassword });
