import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { isApiError } from '../../api/client';
import type { Locale } from '../../i18n/locales';
import { localized } from '../../i18n/locales';
import type { MessageId } from '../../i18n/messages';
import { useCompanyConfig } from '../../ui/company-config';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/page-props';
import { token } from '../../ui/theme';
import { validateLogin, type LoginErrors, type LoginValues } from './login-validation';
import { signIn } from './sign-in';

/** Seed 000 §8: the failure's messageCode, translated. */
const FAILURE_MESSAGES: Partial<Record<string, MessageId>> = {
  invalid_credentials: 'errors.invalidCredentials',
  invalid_user: 'errors.invalidUser',
};

const Form = styled.form`
  display: grid;
  gap: ${token('spacingVerticalL')};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorPaletteYellowBackground1')};
  border: ${token('strokeWidthThin')} solid ${token('colorPaletteYellowBorder1')};
  color: ${token('colorNeutralForeground1')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
`;

const Failure = styled.div`
  padding: ${token('spacingVerticalM')} ${token('spacingHorizontalM')};
  border-radius: ${token('borderRadiusMedium')};
  background: ${token('colorStatusDangerBackground1')};
  border: ${token('strokeWidthThin')} solid ${token('colorStatusDangerBorder1')};
  color: ${token('colorStatusDangerForeground1')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${token('spacingHorizontalM')};
`;

const TextLink = styled.a`
  color: ${token('colorBrandForegroundLink')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  &:hover {
    color: ${token('colorBrandForegroundLinkHover')};
  }
`;

export default function LoginPage(_: PageProps) {
  const intl = useIntl();
  const { loginNotice } = useCompanyConfig();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // seed 000 §5: validated on submit; after a failed submit the messages follow the edits
  const [submitted, setSubmitted] = useState(false);
  const login = useMutation({ mutationFn: (body: LoginValues) => signIn(queryClient, body) });

  const errors: LoginErrors = submitted ? validateLogin(values) : {};
  const invalid = Object.keys(errors).length > 0;
  const message = (error: LoginErrors[keyof LoginErrors]) => error && intl.formatMessage({ id: error.id }, error.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateLogin(values)).length === 0) login.mutate(values);
  };

  const failure = login.error
    ? (FAILURE_MESSAGES[isApiError(login.error) ? (login.error.messageCode ?? '') : ''] ?? 'errors.generic')
    : undefined;

  return (
    <Form noValidate onSubmit={submit}>
      {loginNotice && <Notice>{localized(loginNotice, intl.locale as Locale)}</Notice>}
      <PageHeading>{intl.formatMessage({ id: 'pages.login.title' })}</PageHeading>
      <Field
        label={intl.formatMessage({ id: 'auth.login.email' })}
        validationMessage={message(errors.email)}
        validationState={errors.email ? 'error' : 'none'}
      >
        <Input
          type="email"
          autoComplete="username"
          value={values.email}
          onChange={(_, data) => setValues((v) => ({ ...v, email: data.value }))}
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'auth.login.password' })}
        validationMessage={message(errors.password)}
        validationState={errors.password ? 'error' : 'none'}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(_, data) => setValues((v) => ({ ...v, password: data.value }))}
        />
      </Field>
      {failure && <Failure role="alert">{intl.formatMessage({ id: failure })}</Failure>}
      <Button type="submit" appearance="primary" disabled={invalid || login.isPending}>
        {intl.formatMessage({ id: 'auth.login.submit' })}
      </Button>
      <Links>
        <Link href="/auth/sign-up" asChild>
          <TextLink>{intl.formatMessage({ id: 'auth.login.signUp' })}</TextLink>
        </Link>
        <Link href="/auth/forgot-password" asChild>
          <TextLink>{intl.formatMessage({ id: 'auth.login.forgotPassword' })}</TextLink>
        </Link>
      </Links>
    </Form>
  );
}
