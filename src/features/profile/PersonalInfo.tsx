// Personal info of the profile (seed 000 §2, §5): read-only values with Edit; the edit form saves
// with PUT /user/update-profile (the e-mail is shown but never sent), then leaves edit mode, says
// so and reloads the session's profile. Leaving the page drops the error, the success and edit mode.
// The destination port (of the landed-cost estimate) shows only for a company with a price list.
import { Button } from '@fluentui/react-button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UiSchema } from '@rjsf/utils';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../i18n/locales';
import type { Profile } from '../../../schemas/api/session';
import { updateProfile } from '../../api/accounts';
import type { MessageId } from '../../i18n/messages';
import { profileQuery } from '../../api/session';
import { useCountryList } from '../../api/site';
import { profileRules } from '../../forms/account-rules';
import { profileForm, type ProfileValues } from '../../forms/definitions/profile';
import { SchemaForm } from '../../forms/SchemaForm';
import { destinationOptions, useCosts } from '../../ui/costs-config';
import { FactList } from '../../ui/FactList';
import { Banner, Section } from './profile-ui';

const orUndefined = (value: string | null) => (value === null || value === '' ? undefined : value);

function valuesOf(profile: Profile): ProfileValues {
  return {
    fullName: profile.fullName,
    email: profile.email,
    mobile: orUndefined(profile.mobile),
    officePhone: orUndefined(profile.officePhone),
    company: orUndefined(profile.company),
    city: orUndefined(profile.city),
    address: orUndefined(profile.address),
    countryId: profile.countryId,
    destinationPort: orUndefined(profile.destinationPort ?? null),
  };
}

const WITHOUT_PORT: UiSchema = { ...profileForm.uiSchema, destinationPort: { 'ui:widget': 'hidden' } };

const trimmedOrNull = (value: string | undefined) => value?.trim() || null;

export function PersonalInfo({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const countries = useCountryList();
  const costs = useCosts();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<ProfileValues>(() => valuesOf(profile));
  const save = useMutation({
    mutationFn: (data: ProfileValues) =>
      updateProfile({
        fullName: data.fullName?.trim() ?? '',
        mobile: data.mobile?.trim() ?? '',
        officePhone: trimmedOrNull(data.officePhone),
        company: trimmedOrNull(data.company),
        city: data.city?.trim() ?? '',
        address: trimmedOrNull(data.address),
        countryId: data.countryId ?? null,
        ...(costs ? { destinationPort: data.destinationPort ?? null } : {}),
      }),
    onSuccess: async () => {
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });

  const notSet = intl.formatMessage({ id: 'account.profile.notSet' });
  const label = (id: MessageId) => intl.formatMessage({ id });
  const country = countries.data?.find((c) => c.value === profile.countryId)?.label;
  const port = costs && destinationOptions(costs, intl.locale as Locale).find((option) => option.value === profile.destinationPort)?.label;

  if (!editing) {
    return (
      <Section>
        {save.isSuccess && <Banner intent="success">{intl.formatMessage({ id: 'account.profile.saved' })}</Banner>}
        <FactList
          stackOnPhones
          rows={[
            { label: label('account.fields.fullName'), value: profile.fullName },
            { label: label('account.fields.email'), value: profile.email },
            { label: label('account.fields.mobile'), value: profile.mobile || notSet },
            { label: label('account.fields.officePhone'), value: profile.officePhone || notSet },
            { label: label('account.fields.company'), value: profile.company || notSet },
            { label: label('account.fields.city'), value: profile.city || notSet },
            { label: label('account.fields.address'), value: profile.address || notSet },
            { label: label('account.fields.country'), value: country ?? notSet },
            ...(costs ? [{ label: label('account.fields.destinationPort'), value: port ?? notSet }] : []),
          ]}
        />
        <div>
          <Button
            appearance="primary"
            onClick={() => {
              save.reset();
              setValues(valuesOf(profile));
              setEditing(true);
            }}
          >
            {intl.formatMessage({ id: 'account.profile.edit' })}
          </Button>
        </div>
      </Section>
    );
  }

  return (
    <Section>
      {save.isError && <Banner intent="error">{intl.formatMessage({ id: 'errors.notChanged' })}</Banner>}
      <SchemaForm<ProfileValues>
        idPrefix="profile"
        schema={profileForm.schema}
        uiSchema={costs ? profileForm.uiSchema : WITHOUT_PORT}
        validator={profileForm.validator}
        formData={values}
        rules={profileRules}
        validateOn="blur"
        pending={save.isPending}
        onChange={(data) => {
          setValues(data);
          if (save.isError) save.reset();
        }}
        onSubmit={(data) => save.mutate(data)}
      />
      <div>
        <Button onClick={() => setEditing(false)} disabled={save.isPending}>
          {intl.formatMessage({ id: 'account.profile.cancel' })}
        </Button>
      </div>
    </Section>
  );
}
