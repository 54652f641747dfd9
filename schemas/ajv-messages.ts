// ajv's errors as sentences an operator reads: "$.logos.light: is required",
// "$.pageSizes: must have at least 1 item" instead of "must NOT have fewer than 1 items".
import type { ErrorObject } from 'ajv';

/** One step of a JSON path: `.name`, `[3]` or `["car-auction"]`. */
export function jsonPathMember(segment: string): string {
  if (/^\d+$/.test(segment)) return `[${segment}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(segment)) return `.${segment}`;
  return `[${JSON.stringify(segment)}]`;
}

/** ajv's JSON Pointer ("/headerLinks/0/href") as a JSON path ("$.headerLinks[0].href"). */
function jsonPathOf(pointer: string): string {
  const segments = pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return `$${segments.map(jsonPathMember).join('')}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object { … }',
  array: 'a list [ … ]',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = { email: 'an e-mail address', uri: 'a URL', date: 'a date YYYY-MM-DD' };

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** What was expected where an ajv error points, in words (a schema `description` of a pattern says it best). */
function expectationOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed property';
    case 'type':
      return `must be ${String(params.type)
        .split(',')
        .map((type) => TYPE_NAMES[type] ?? type)
        .join(' or ')}`;
    case 'pattern': {
      const description = (error.parentSchema as { description?: string } | undefined)?.description;
      return description ? `must be ${description}` : `must match ${String(params.pattern)}`;
    }
    case 'format':
      return `must be ${FORMAT_NAMES[String(params.format)] ?? `in the format ${String(params.format)}`}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must have at least ${plural(limit, 'character')}`;
    case 'maxLength':
      return `must have at most ${plural(limit, 'character')}`;
    case 'minItems':
      return `must have at least ${plural(limit, 'item')}`;
    case 'maxItems':
      return `must have at most ${plural(limit, 'item')}`;
    case 'uniqueItems': {
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      return `must not repeat an item (items ${Number(first) + 1} and ${Number(second) + 1} are the same)`;
    }
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    default:
      return error.message ?? `breaks the rule "${error.keyword}"`;
  }
}

/** "<json path>: <expectation>", the path naming the missing or unknown property itself. */
export function describeAjvError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const property =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  const at = jsonPathOf(error.instancePath) + (property === undefined ? '' : jsonPathMember(String(property)));
  return `${at}: ${expectationOf(error)}`;
}
