// One way to render a form of schemas/forms: rjsf with our Fluent theme, messages of seed 000 §5 in
// the interface language, errors shown per field when the form's timing says so, server errors on
// their fields, and the submit button off while the form is invalid, blocked or pending.
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

  const valid = useMemo(
    () => validator.validateFormData(formData, schema, customValidate, transformErrors, uiSchema).errors.length === 0,
    // the rules and messages depend on the language, which `intl` stands for
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formData, schema, validator, intl, rules],
  );

  const extraErrors = useMemo(() => {
    const schemaErrors: Record<string, { __errors: string[] }> = {};
    for (const [field, error] of Object.entries(serverErrors ?? {})) if (error) schemaErrors[field] = { __errors: [text(error)] };
    return schemaErrors as ErrorSchema<T>;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors, intl]);

  const formContext: SchemaFormContext = {
    showsErrorsOf: (field) =>
      submitAttempted || Boolean(serverErrors?.[field]) || (validateOn === 'blur' && touched.has(field)),
    submitAttempted,
    submitDisabled: pending || Boolean(props.submitBlocked) || (Boolean(props.disableSubmitWhileInvalid) && !valid),
    pending,
    languageId,
  };

  const fieldOf = (id: string | undefined) =>
    id?.startsWith(idPrefix + FIELD_ID_SEPARATOR) ? id.slice(idPrefix.length + FIELD_ID_SEPARATOR.length) : undefined;

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
        liveValidate="onChange"
        showErrorList="top"
        focusOnFirstError
        customValidate={customValidate}
        transformErrors={transformErrors}
        extraErrors={extraErrors}
        onChange={(event, id) => props.onChange(event.formData as T, fieldOf(id))}
        onBlur={(id) => {
          const field = fieldOf(id);
          if (field && !touched.has(field)) setTouched(new Set([...touched, field]));
        }}
        onError={() => setSubmitAttempted(true)}
        onSubmit={(event) => {
          setSubmitAttempted(true);
          if (!pending && !props.submitBlocked) props.onSubmit(event.formData as T);
        }}
      />
    </Layout>
  );
}
