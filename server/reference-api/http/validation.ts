// Inputs are checked against the schemas of schemas/api: a malformed input (wrong type, missing or
// unknown field) answers 400, a well-formed one that breaks a rule (format, length, range) 422 with
// a message per field. Answers are checked too: a response off its schema is a bug (500).
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Response } from 'express';
import { createAjv } from '../../../schemas/ajv';
import { HttpError } from './errors';

const ajv = createAjv({ allowUnionTypes: true });

const MALFORMED = new Set(['type', 'required', 'additionalProperties', 'minProperties', 'maxProperties']);
/** What a field off its format says; other formats answer 'Invalid field'. */
const FORMAT_MESSAGES: Readonly<Record<string, string>> = { email: 'Invalid email address', date: 'Invalid date' };

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String((error.params as { missingProperty: string }).missingProperty);
  if (error.keyword === 'additionalProperties') return String((error.params as { additionalProperty: string }).additionalProperty);
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

function ruleMessage(error: ErrorObject): string {
  const params = error.params as { format?: string; limit?: number };
  switch (error.keyword) {
    case 'format':
      return FORMAT_MESSAGES[params.format ?? ''] ?? 'Invalid field';
    case 'minLength':
      return `Must contain at least ${params.limit} characters`;
    case 'maxLength':
      return `Must contain at most ${params.limit} characters`;
    default:
      return 'Invalid field';
  }
}

function malformedMessage(where: string, error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return `Missing field ${fieldOf(error)} in the ${where}`;
    case 'additionalProperties':
      return `Unknown field ${fieldOf(error)} in the ${where}`;
    case 'type':
      return error.instancePath ? `Field ${fieldOf(error)} ${error.message ?? 'has a wrong type'}` : `The ${where} must be a JSON object`;
    default:
      return `The ${where} ${error.message ?? 'is malformed'}`;
  }
}

function rejection(where: string, errors: readonly ErrorObject[]): HttpError {
  const malformed = errors.find((error) => MALFORMED.has(error.keyword));
  if (malformed) return new HttpError(400, { success: false, message: malformedMessage(where, malformed) });
  const byField: Record<string, string> = {};
  for (const error of errors) byField[fieldOf(error)] ??= ruleMessage(error);
  return new HttpError(422, { success: false, message: byField });
}

// Validators compile on their first use: compiling all of them took ~0.6 s of the API's start, and a
// route's first call pays only its own (a few ms).
const compiledOnFirstUse = <T>(schema: object): (() => ValidateFunction<T>) => {
  let validate: ValidateFunction<T> | undefined;
  return () => (validate ??= ajv.compile<T>(schema));
};

/** A parser for one kind of input: returns it typed, or throws the 400/422 HttpError. */
export function inputParser<T>(schema: object, where: 'body' | 'query' | 'path'): (input: unknown) => T {
  const validator = compiledOnFirstUse<T>(schema);
  return (input) => {
    const validate = validator();
    if (validate(input)) return input;
    throw rejection(where, validate.errors ?? []);
  };
}

/** Sends a JSON answer after checking it against its schema. */
export function responder<T>(schema: object): (res: Response, body: T, status?: number) => void {
  const validator = compiledOnFirstUse<T>(schema);
  return (res, body, status = 200) => {
    const validate = validator();
    if (!validate(body)) throw new Error(`response off its schema: ${ajv.errorsText(validate.errors)}`);
    res.status(status).json(body);
  };
}
