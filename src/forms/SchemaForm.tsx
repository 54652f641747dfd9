// One way to render a form of schemas/forms: rjsf with our Fluent theme, messages of seed 000 §5 in
// the interface language, errors shown per field when the form's timing says so, server errors on
// their fields, and the submit button off while the form is invalid, blocked or pending.
// Validation runs here on every change (precompiled, so cheap) rather than inside rjsf: rjsf then
// only shows what this passes as `extraErrors`, which lets a field wait until it is left.
import { withTheme } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, ErrorTransformer, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { FieldError } from '../../schemas/rules/account-fields';
import { languageIdOf, type Locale } from '../i18n/locales';
import { token } from '../ui/theme';
import type { RuleErrors } from './account-rules';
import { fieldErrorOfAjv, messageOf, type FieldMessage } from './field-messages';
import type { SchemaFormContext } from './form-context';
import { fluentTheme } from './rjsf-theme/theme';
import { translateUiSchema } from './translate-ui-schema';

const ThemedForm = withTheme(fluentTheme);

const Layout = styled.div`
  & > form {
    display: grid;
    gap: ${token('spacingVerticalL')};
  }
`;

/** A server's word on a field: one of our messages, or its own text. */
export type ServerFieldError = FieldMessage | string;

export interface SchemaFormProps<T extends object> {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType<T>;
  formData: T;
  onChange(formData: T, field: string | undefined): void;
  onSubmit(formData: T): void;
  /** 'blur': a field's errors show once it was left (and all after a submit); 'submit': only after a submit */
  validateOn: 'blur' | 'submit';
  /** rules beyond the schema (src/forms/account-rules.ts), by field */
  rules?: (formData: T) => RuleErrors;
  /** errors the server answered, by field: shown at once */
  serverErrors?: Partial<Record<string, ServerFieldError>>;
  /** the submit button stays off until the form is valid */
  disableSubmitWhileInvalid?: boolean;
  /** the submit button is off, e.g. while a server error is held */
  submitBlocked?: boolean;
  pending?: boolean;
  readonly?: boolean;
  /** ids of the form's fields start with this (two forms on a page need different ones) */
  idPrefix?: string;
}

const FIELD_ID_SEPARATOR = '_';
const NO_CONST_DEFAULTS = { constAsDefaults: 'never' } as const;

export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const { schema, validator, formData, rules, serverErrors, validateOn, pending = false } = props;
  const intl = useIntl();
  const idPrefix = props.idPrefix ?? 'root';
  const languageId = languageIdOf(intl.locale as Locale);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitAttempted, setSubmitAttempted] = useState(false);

  const text = (message: FieldMessage | string) =>
    typeof message === 'string' ? message : intl.formatMessage({ id: message.id }, message.values);
  const translate = (error: FieldError) => text(messageOf(error));

  const uiSchema = useMemo(() => translateUiSchema(props.uiSchema, intl), [props.uiSchema, intl]);

  const transformErrors: ErrorTransformer<T> = (errors) =>
    errors.map((error) => {
      const message = translate(fieldErrorOfAjv(error));
      return { ...error, message, stack: message };
    });

  const customValidate: CustomValidator<T> | undefined = rules
    ? (data, errors) => {
        for (const [field, error] of Object.entries(rules(data ?? ({} as T)))) {
          const handler = (errors as Record<string, { addError(message: string): void } | undefined>)[field];
          if (error && handler) handler.addError(translate(error));
        }
        return errors;
      }
    : undefined;

  // SchemaForm validates by itself, so it decides which fields show their errors and when
  const validation = useMemo(
    () => validator.validateFormData(formData, schema, customValidate, transformErrors, uiSchema),
    // the rules and messages depend on the language, which `intl` stands for
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formData, schema, validator, intl, rules],
  );
  const valid = validation.errors.length === 0;
  // ajv names an empty required field 'required' and the unticked terms box 'const'
  const requiredMissing = validation.errors.some((error) => error.name === 'required' || error.name === 'const');

  const shownErrors = useMemo(() => {
    const shown: Record<string, { __errors: string[] }> = {};
    const own = validation.errorSchema as Record<string, { __errors?: string[] } | undefined>;
    const fields = new Set([...Object.keys(own), ...Object.keys(serverErrors ?? {})]);
    for (const field of fields) {
      const server = serverErrors?.[field];
      const visible = submitAttempted || (validateOn === 'blur' && touched.has(field));
      const messages = [...(server ? [text(server)] : []), ...(visible ? (own[field]?.__errors ?? []) : [])];
      if (messages.length > 0) shown[field] = { __errors: messages };
    }
    return shown as ErrorSchema<T>;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [validation, serverErrors, submitAttempted, validateOn, touched, intl]);

  const formContext: SchemaFormContext = {
    submitAttempted,
    requiredMissing,
    submitDisabled: pending || Boolean(props.submitBlocked) || (Boolean(props.disableSubmitWhileInvalid) && !valid),
    pending,
    languageId,
  };

  const fieldOf = (id: string | undefined) =>
    id?.startsWith(idPrefix + FIELD_ID_SEPARATOR) ? id.slice(idPrefix.length + FIELD_ID_SEPARATOR.length) : undefined;

  const submit = () => {
    setSubmitAttempted(true);
    if (!valid) {
      const first = Object.keys(schema.properties ?? {}).find((field) => field in validation.errorSchema);
      if (first) document.getElementById(idPrefix + FIELD_ID_SEPARATOR + first)?.focus();
      return;
    }
    if (!pending && !props.submitBlocked) props.onSubmit(formData);
  };

  return (
    <Layout>
      <ThemedForm
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        formContext={formContext}
        idPrefix={idPrefix}
        idSeparator={FIELD_ID_SEPARATOR}
        readonly={props.readonly}
        noHtml5Validate
        noValidate
        // a `const` (the terms box) is a rule to meet, not a value to start from
        experimental_defaultFormStateBehavior={NO_CONST_DEFAULTS}
        showErrorList="top"
        extraErrors={shownErrors}
        onChange={(event, id) => props.onChange(event.formData as T, fieldOf(id))}
        onBlur={(id) => {
          const field = fieldOf(id);
          if (field && !touched.has(field)) setTouched(new Set([...touched, field]));
        }}
        onSubmit={submit}
      />
    </Layout>
  );
}
