// /change-password of the profile (seed 000 §2, §5, §8): current, new and confirmation, checked when
// each is left; a 422 is held on the form (on its field, or above it) and blocks the form until the
// next edit; success says so and empties the form.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { changePassword, fieldErrorsOf } from '../../api/accounts';
import { isApiError } from '../../api/client';
import { changePasswordRules } from '../../forms/account-rules';
import { changePasswordForm, type ChangePasswordValues } from '../../forms/definitions/profile-change-password';
import { SchemaForm, type ServerFieldError } from '../../forms/SchemaForm';
import type { PageProps } from '../../ui/page-props';
import { placeServerErrors } from '../../forms/server-field-errors';
import { Banner, ProfilePageTitle, Section } from './profile-ui';

const FORM_FIELDS = Object.keys(changePasswordForm.schema.properties ?? {});

/** The API's keys for our fields where they differ. */
const FIELD_OF_KEY: Record<string, string> = {
  old_password: 'oldPassword',
  new_password: 'newPassword',
  password: 'newPassword',
  confirm_password: 'confirmNewPassword',
  confirmPassword: 'confirmNewPassword',
};

export default function ChangePasswordPage({ pageId }: PageProps) {
  const intl = useIntl();
  const [values, setValues] = useState<ChangePasswordValues>({});
  // a new key empties the form and its touched fields after a success
  const [formKey, setFormKey] = useState(0);
  const [held, setHeld] = useState<{ fields: Record<string, ServerFieldError>; rest: ServerFieldError[] }>();
  const change = useMutation({
    mutationFn: (data: ChangePasswordValues) =>
      changePassword({
        oldPassword: data.oldPassword ?? '',
        newPassword: data.newPassword ?? '',
        confirmNewPassword: data.confirmNewPassword ?? '',
      }),
    onSuccess: () => {
      setValues({});
      setFormKey((key) => key + 1);
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      if (fieldErrors) setHeld(placeServerErrors(fieldErrors, FIELD_OF_KEY, FORM_FIELDS));
      // wrong current passwords count as failed logins: the lock-out says how long it lasts
      else if (isApiError(error, 429))
        setHeld({
          fields: {},
          rest: [{ id: 'account.changePassword.tooManyTries', values: { minutes: Math.ceil((error.retryAfterSeconds ?? 0) / 60) } }],
        });
      else setHeld({ fields: {}, rest: [{ id: 'errors.generic' }] });
    },
  });
  const text = (error: ServerFieldError) => (typeof error === 'string' ? error : intl.formatMessage({ id: error.id }, error.values));

  return (
    <section>
      <ProfilePageTitle pageId={pageId} />
      <Section>
        {change.isSuccess && <Banner intent="success">{intl.formatMessage({ id: 'account.changePassword.done' })}</Banner>}
        {held && held.rest.length > 0 && <Banner intent="error">{held.rest.map(text).join(' ')}</Banner>}
        <SchemaForm<ChangePasswordValues>
          key={formKey}
          schema={changePasswordForm.schema}
          uiSchema={changePasswordForm.uiSchema}
          validator={changePasswordForm.validator}
          formData={values}
          rules={changePasswordRules}
          validateOn="blur"
          serverErrors={held?.fields}
          submitBlocked={held !== undefined}
          pending={change.isPending}
          onChange={(data) => {
            setValues(data);
            setHeld(undefined);
            if (change.isSuccess) change.reset();
          }}
          onSubmit={(data) => change.mutate(data)}
        />
      </Section>
    </section>
  );
}
