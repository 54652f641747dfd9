// A form of schemas/forms as SchemaForm takes it: the JSON Schema, the UI schema and a validator
// built from the precompiled ajv functions (src/forms/generated), so nothing compiles in the browser.
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';

export interface FormDefinition<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  validator: ValidatorType<T>;
}

export function defineForm<T>(schema: object, uiSchema: object, validateFns: ValidatorFunctions): FormDefinition<T> {
  const rootSchema = schema as RJSFSchema;
  return { schema: rootSchema, uiSchema: uiSchema as UiSchema, validator: createPrecompiledValidator<T>(validateFns, rootSchema) };
}
