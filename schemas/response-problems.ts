// What a response validator (ajv, compiled at run time or precompiled) found wrong in an answer, as
// JSON paths and short English texts: `$.carsList[3].auctionDate: must be string (got 123)`. The
// contract checker prints them; the portal lists them above a table whose list answer is off its schema.
import type { ErrorObject } from 'ajv';
import { toJsonPath, valueAt } from './json-path';

export interface ResponseProblem {
  /** JSONPath of the offending value, `$` for the whole answer */
  readonly path: string;
  readonly message: string;
}

const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

function describe(error: ErrorObject, data: unknown): ResponseProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: toJsonPath(`${error.instancePath}/${String(params.missingProperty)}`), message: 'is missing' };
    case 'additionalProperties':
      return { path: toJsonPath(`${error.instancePath}/${String(params.additionalProperty)}`), message: 'is not in the contract' };
    case 'enum':
      return {
        path: toJsonPath(error.instancePath),
        message: `must be one of ${(params.allowedValues as unknown[]).map(shown).join(', ')} (got ${shown(valueAt(data, error.instancePath))})`,
      };
    default:
      return {
        path: toJsonPath(error.instancePath),
        message: `${error.message ?? `breaks the ${error.keyword} rule`} (got ${shown(valueAt(data, error.instancePath))})`,
      };
  }
}

/** One problem per path and text, in ajv's order; `data` is the answer the errors are about. */
export function responseProblems(errors: readonly ErrorObject[] | null | undefined, data: unknown): ResponseProblem[] {
  const seen = new Set<string>();
  const problems: ResponseProblem[] = [];
  for (const error of errors ?? []) {
    const problem = describe(error, data);
    const key = problemText(problem);
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

export const problemText = ({ path, message }: ResponseProblem): string => `${path}: ${message}`;
