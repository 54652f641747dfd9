import schema from '../../../schemas/forms/profile.schema.json';
import uiSchema from '../../../schemas/forms/profile.ui.json';
import { defineForm } from '../define-form';
import { profile } from '../generated/profile';

export interface ProfileValues {
  fullName?: string;
  email?: string;
  mobile?: string;
  officePhone?: string;
  company?: string;
  city?: string;
  address?: string;
  countryId?: number;
  destinationPort?: string;
}

export const profileForm = defineForm<ProfileValues>(schema, uiSchema, { profile });
