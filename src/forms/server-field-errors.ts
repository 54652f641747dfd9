// A 422's field errors on the form's fields: the API's keys (seed 000 §7: username, first_name,
// password, email, confirm_password, telephone) or the body's own names are mapped to our fields;
// the texts become our messages. What names no field of the form is a form-level error.
import type { ServerFieldError } from './SchemaForm';
import { messageOfServerText } from './field-messages';

export interface PlacedErrors {
  fields: Record<string, ServerFieldError>;
  /** errors of keys the form has no field for */
  rest: ServerFieldError[];
}

export function placeServerErrors(
  message: Record<string, string>,
  fieldOfKey: Readonly<Record<string, string>>,
  formFields: readonly string[],
): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, rest: [] };
  for (const [key, text] of Object.entries(message)) {
    const field = fieldOfKey[key] ?? key;
    const error = messageOfServerText(text);
    if (formFields.includes(field)) placed.fields[field] ??= error;
    else placed.rest.push(error);
  }
  return placed;
}

/** Without the field its error was for. */
export function withoutField(errors: Record<string, ServerFieldError>, field: string | undefined): Record<string, ServerFieldError> {
  if (!field || !(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}
