// Sign-up (seed 000 §2): every field, validated on blur and on submit, Continue off while invalid,
// the draft kept in this browser, 422 errors on their fields (a 429 of the mail limit in the banner),
// then the "check your email" screen.
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { SIGN_UP_ERROR_KEYS } from '../../../schemas/api/accounts';
import { RU_COUNTRY_ID, RU_LANGUAGE } from '../../../schemas/rules/account-fields';
import { fieldErrorsOf, signUp } from '../../api/accounts';
import { signUpRules } from '../../forms/account-rules';
import { signUpForm, type SignUpValues } from '../../forms/definitions/sign-up';
import { SchemaForm, type ServerFieldError } from '../../forms/SchemaForm';
import { languageIdOf, type Locale } from '../../i18n/locales';
import type { PageProps } from '../../ui/page-props';
import { AppLink, AuthPageTitle, FailureBanner, ResultPanel, Stack } from '../../ui/result-pages';
import { MAIL_LIMIT_MESSAGE, isMailLimit } from './error-text';
import { placeServerErrors, withoutField } from '../../forms/server-field-errors';
import { clearSignUpDraft, readSignUpDraft, saveSignUpDraft } from './sign-up-draft';

/** Until the company config names its terms page, the terms are on the about page. */
const TERMS_HREF = '/about';

const FORM_FIELDS = Object.keys(signUpForm.schema.properties ?? {});

/** The API's error keys (and `username`, its name for the login e-mail) → our fields. */
const FIELD_OF_KEY: Record<string, string> = {
  ...Object.fromEntries(Object.entries(SIGN_UP_ERROR_KEYS).map(([field, key]) => [key, field])),
  username: 'email',
};

export default function SignUpPage({ pageId }: PageProps) {
  const intl = useIntl();
  const languageId = languageIdOf(intl.locale as Locale);
  const [values, setValues] = useState<SignUpValues>(() => ({
    ...(languageId === RU_LANGUAGE ? { country: RU_COUNTRY_ID } : {}),
    ...readSignUpDraft(),
  }));
  const [serverErrors, setServerErrors] = useState<Record<string, ServerFieldError>>({});
  const [formErrors, setFormErrors] = useState<ServerFieldError[]>([]);
  const [sentTo, setSentTo] = useState<string>();

  const submit = useMutation({
    mutationFn: (data: SignUpValues) =>
      signUp({
        fullName: data.fullName?.trim() ?? '',
        referralCode: data.referralCode?.trim() || null,
        email: data.email?.trim() ?? '',
        mobile: data.mobile?.trim() ?? '',
        country: data.country ?? null,
        city: data.city?.trim() ?? '',
        password: data.password ?? '',
        confirmPassword: data.confirmPassword ?? '',
        terms: data.terms === true,
        language: languageId,
      }),
    onSuccess: (_, data) => {
      clearSignUpDraft();
      setSentTo(data.email?.trim());
    },
    onError: (error) => {
      if (isMailLimit(error)) {
        setFormErrors([MAIL_LIMIT_MESSAGE]);
        return;
      }
      const fieldErrors = fieldErrorsOf(error);
      if (!fieldErrors) {
        setFormErrors([{ id: 'errors.generic' }]);
        return;
      }
      const placed = placeServerErrors(fieldErrors, FIELD_OF_KEY, FORM_FIELDS);
      setServerErrors(placed.fields);
      setFormErrors(placed.rest);
    },
  });

  const uiSchema = useMemo(
    () => ({
      ...signUpForm.uiSchema,
      terms: { ...signUpForm.uiSchema.terms, 'ui:options': { ...signUpForm.uiSchema.terms?.['ui:options'], href: TERMS_HREF } },
    }),
    [],
  );
  const rules = useMemo(() => (data: SignUpValues) => signUpRules(data, languageId), [languageId]);

  if (sentTo !== undefined) {
    return (
      <Stack>
        <AuthPageTitle pageId={pageId} />
        <ResultPanel
          intent="success"
          title={intl.formatMessage({ id: 'account.signUp.doneTitle' })}
          text={intl.formatMessage({ id: 'account.signUp.doneText' }, { email: sentTo })}
          link={<AppLink href="/auth/login">{intl.formatMessage({ id: 'account.backToLogin' })}</AppLink>}
        />
      </Stack>
    );
  }

  const text = (error: ServerFieldError) => (typeof error === 'string' ? error : intl.formatMessage({ id: error.id }, error.values));

  return (
    <Stack>
      <AuthPageTitle pageId={pageId} />
      {formErrors.length > 0 && <FailureBanner>{formErrors.map(text).join(' ')}</FailureBanner>}
      <SchemaForm<SignUpValues>
        schema={signUpForm.schema}
        uiSchema={uiSchema}
        validator={signUpForm.validator}
        formData={values}
        rules={rules}
        validateOn="blur"
        disableSubmitWhileInvalid
        serverErrors={serverErrors}
        pending={submit.isPending}
        onChange={(data, field) => {
          setValues(data);
          saveSignUpDraft(data);
          setServerErrors((errors) => withoutField(errors, field));
          setFormErrors([]);
        }}
        onSubmit={(data) => submit.mutate(data)}
      />
      <AppLink href="/auth/login">{intl.formatMessage({ id: 'account.signUp.haveAccount' })}</AppLink>
    </Stack>
  );
}
