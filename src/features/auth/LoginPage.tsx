import { Button } from '@fluentui/react-button';
import { Field } from '@fluentui/react-field';
import { Input } from '@fluentui/react-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { Link } from 'wouter';
import { LOGIN_ERROR_CODES } from '../../../schemas/api/session';
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
  [LOGIN_ERROR_CODES.invalidCredentials]: 'errors.invalidCredentials',
  [LOGIN_ERROR_CODES.invalidUser]: 'errors.invalidUser',
  [LOGIN_ERROR_CODES.tooManyAttempts]: 'errors.tooManyLogins',
};

/** The failure's text: a lock-out says how many minutes are left (0: not told). */
function failureText(intl: IntlShape, error: unknown): string {
  const code = isApiError(error) ? (error.messageCode ?? '') : '';
  const minutes = isApiError(error) ? Math.ceil((error.retryAfterSeconds ?? 0) / 60) : 0;
  return intl.formatMessage({ id: FAILURE_MESSAGES[code] ?? 'errors.generic' }, { minutes });
}

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

  const failure = login.error ? failureText(intl, login.error) : undefined;

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
      {failure && <Failure role="alert">{failure}</Failure>}
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
