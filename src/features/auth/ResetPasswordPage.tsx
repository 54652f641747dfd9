// Change password via the e-mailed link (seed 000 §2, §8): the token is checked on open; then the
// form (new password and its confirmation, the button off until valid or while pending), the success
// view, or the invalid-link view with Try again. A button that stays off must say why: each field's
// message (minimum 6, passwords must match) shows once the field is left, as on sign-up.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { errorMessageOf, fieldErrorsOf, resetPassword, verifyResetToken } from '../../api/accounts';
import { resetPasswordRules } from '../../forms/account-rules';
import { resetPasswordForm, type ResetPasswordValues } from '../../forms/definitions/reset-password';
import { SchemaForm } from '../../forms/SchemaForm';
import { placeServerErrors } from '../../forms/server-field-errors';
import type { PageProps } from '../../ui/page-props';
import { AppLink, AuthPageTitle, Checking, FailureBanner, ResultPanel, Stack } from '../../ui/result-pages';
import { errorText } from './error-text';

const FORM_FIELDS = Object.keys(resetPasswordForm.schema.properties ?? {});

export default function ResetPasswordPage({ pageId }: PageProps) {
  const intl = useIntl();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [values, setValues] = useState<ResetPasswordValues>({});
  // gcTime 0: opening the page again checks the link again
  const check = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: () => verifyResetToken(token),
    enabled: token !== '',
    retry: false,
    gcTime: 0,
  });
  const submit = useMutation({
    mutationFn: (data: ResetPasswordValues) =>
      resetPassword(token, { newPassword: data.newPassword ?? '', confirmPassword: data.confirmPassword ?? '' }),
  });

  // a 422 names our fields; a 403 (the link died meanwhile) is a message of its own
  const fieldErrors = fieldErrorsOf(submit.error);
  const placed = fieldErrors ? placeServerErrors(fieldErrors, {}, FORM_FIELDS) : undefined;

  const linkDead = token === '' || check.isError || (check.isSuccess && (!check.data.success || Boolean(check.data.error)));

  let body;
  if (linkDead) {
    body = (
      <ResultPanel
        intent="error"
        title={intl.formatMessage({ id: 'account.reset.invalid' })}
        link={<AppLink href="/auth/forgot-password">{intl.formatMessage({ id: 'account.reset.tryAgain' })}</AppLink>}
      />
    );
  } else if (!check.isSuccess) {
    body = <Checking label={intl.formatMessage({ id: 'account.reset.checking' })} />;
  } else if (submit.isSuccess) {
    body = (
      <ResultPanel
        intent="success"
        title={intl.formatMessage({ id: 'account.reset.doneTitle' })}
        text={intl.formatMessage({ id: 'account.reset.doneText' })}
        link={<AppLink href="/auth/login">{intl.formatMessage({ id: 'account.logIn' })}</AppLink>}
      />
    );
  } else {
    body = (
      <>
        {submit.isError && (!placed || placed.rest.length > 0) && (
          <FailureBanner>{errorText(intl, errorMessageOf(submit.error, 403))}</FailureBanner>
        )}
        <SchemaForm<ResetPasswordValues>
          schema={resetPasswordForm.schema}
          uiSchema={resetPasswordForm.uiSchema}
          validator={resetPasswordForm.validator}
          formData={values}
          rules={resetPasswordRules}
          serverErrors={placed?.fields}
          validateOn="blur"
          disableSubmitWhileInvalid
          pending={submit.isPending}
          onChange={(data) => {
            setValues(data);
            if (submit.isError) submit.reset();
          }}
          onSubmit={(data) => submit.mutate(data)}
        />
      </>
    );
  }

  return (
    <Stack>
      <AuthPageTitle pageId={pageId} />
      {body}
    </Stack>
  );
}
