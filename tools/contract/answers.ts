// Whether an answer keeps the contract: the status the check expects and the table lists for the
// call, JSON, and the schema of that status (the 200 answer's, or errorResponseSchema for a refusal).
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/ajv';
import { okSchemaOf, type Operation, type PageType } from '../../schemas/api/operations';
import { errorResponseSchema } from '../../schemas/api/session';
import { problemText, responseProblems } from '../../schemas/response-problems';
import type { Answer } from './http';

/** More than this many mismatches of one answer are counted, not listed. */
const SHOWN_PER_ANSWER = 10;

const ajv = createAjv({ allowUnionTypes: true });
const compiled = new WeakMap<object, ValidateFunction>();

function validator(schema: object): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** Each mismatch of `data` with `schema`, as `$.path: what is wrong`. */
export function schemaProblems(schema: object, data: unknown): string[] {
  const validate = validator(schema);
  if (validate(data)) return [];
  const problems = responseProblems(validate.errors, data).map(problemText);
  return problems.length > SHOWN_PER_ANSWER
    ? [...problems.slice(0, SHOWN_PER_ANSWER), `... and ${problems.length - SHOWN_PER_ANSWER} more`]
    : problems;
}

/** The message of a refusal, to show with an unexpected status. */
function messageOf(answer: Answer): string {
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (typeof message === 'string') return ` "${message.slice(0, 120)}"`;
  if (message && typeof message === 'object') return ` ${JSON.stringify(message).slice(0, 120)}`;
  return answer.json ? '' : ' (not JSON)';
}

export function answerProblems(operation: Operation, pageType: PageType | undefined, answer: Answer, expected: number): string[] {
  const problems: string[] = [];
  if (answer.status !== expected) problems.push(`answered ${answer.status}${messageOf(answer)}, expected ${expected}`);
  if (answer.status !== 200 && !(operation.errors as readonly number[]).includes(answer.status)) {
    problems.push(`the contract lists no ${answer.status} answer for this call`);
  }
  const schema = answer.status === 200 ? okSchemaOf(operation, pageType) : answer.status >= 400 ? errorResponseSchema : undefined;
  if (!schema) return problems;
  if (!answer.json) return [...problems, 'the answer is not JSON'];
  return [...problems, ...schemaProblems(schema, answer.body)];
}
