// Forgot password (seed 000 §2, §8): the e-mail, validated on submit; after success a confirmation
// that stays until the page is opened again; a 403 is a red banner (Error.{message}) until any edit,
// as is a 429 of the mail limit.
import { Body1 } from '@fluentui/react-text';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessageOf, requestPasswordReset } from '../../api/accounts';
import { forgotPasswordForm, type ForgotPasswordValues } from '../../forms/definitions/forgot-password';
import { SchemaForm } from '../../forms/SchemaForm';
import type { PageProps } from '../../ui/page-props';
import { AppLink, AuthPageTitle, FailureBanner, ResultPanel, Stack } from '../../ui/result-pages';
import { MAIL_LIMIT_MESSAGE, errorText, isMailLimit } from './error-text';

export default function ForgotPasswordPage({ pageId }: PageProps) {
  const intl = useIntl();
  const [values, setValues] = useState<ForgotPasswordValues>({});
  const send = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
  const backToLogin = <AppLink href="/auth/login">{intl.formatMessage({ id: 'account.backToLogin' })}</AppLink>;

  if (send.isSuccess) {
    return (
      <Stack>
        <AuthPageTitle pageId={pageId} />
        <ResultPanel
          intent="success"
          title={intl.formatMessage({ id: 'account.forgot.doneTitle' })}
          text={intl.formatMessage({ id: 'account.forgot.doneText' }, { email: send.variables })}
          link={backToLogin}
        />
      </Stack>
    );
  }

  return (
    <Stack>
      <AuthPageTitle pageId={pageId} />
      <Body1 as="p">{intl.formatMessage({ id: 'account.forgot.intro' })}</Body1>
      {send.isError && (
        <FailureBanner>
          {isMailLimit(send.error) ? intl.formatMessage(MAIL_LIMIT_MESSAGE) : errorText(intl, errorMessageOf(send.error, 403))}
        </FailureBanner>
      )}
      <SchemaForm<ForgotPasswordValues>
        schema={forgotPasswordForm.schema}
        uiSchema={forgotPasswordForm.uiSchema}
        validator={forgotPasswordForm.validator}
        formData={values}
        validateOn="submit"
        pending={send.isPending}
        onChange={(data) => {
          setValues(data);
          if (send.isError) send.reset();
        }}
        onSubmit={(data) => send.mutate(data.email?.trim() ?? '')}
      />
      {backToLogin}
    </Stack>
  );
}
