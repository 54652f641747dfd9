// Validation of page-type schemas: the meta-schema (ajv) first, then the cross-references ajv cannot
// see. Every problem of every file is collected and thrown as one Error, one line per problem:
// `<file>: <json path>: <what was expected>`. Pure (no fs), so the build, the server and the tests share it;
// the browser never loads it (it imports the schemas already validated at build).
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../../schemas/ajv';
import { pageTypeMetaSchema, type PageTypeSchema } from '../../schemas/meta/page-type.schema';
import { lotSchemasByListKey } from '../../schemas/api/listing';
import { toJsonPath, valueAt } from '../../schemas/json-path';
import { crossCheckPageType, crossCheckPageTypes, type RowSchemas } from './page-type-cross-checks';

export interface PageTypeFile {
  /** file name as shown in messages, e.g. `car-auction.json` */
  file: string;
  data: unknown;
}

let compiled: ValidateFunction | undefined;
const metaValidator = (): ValidateFunction => (compiled ??= createAjv({ discriminator: true }).compile(pageTypeMetaSchema));

const got = (value: unknown): string => ` (got ${JSON.stringify(value)})`;

/** The `oneOf` branch tags a discriminator accepts, read from the schema it failed on. */
function discriminatorTags(error: ErrorObject, metaSchema: object): string[] {
  const parentPath = error.schemaPath.replace(/^#/, '').replace(/\/discriminator$/, '');
  const parent = valueAt(metaSchema, parentPath) as { oneOf?: { properties: Record<string, { const: string }> }[] };
  const tag = String(error.params.tag);
  return (parent.oneOf ?? []).map((branch) => branch.properties[tag]?.const ?? '?');
}

/** Where an ajv error points and what was expected there, in words. */
function explain(error: ErrorObject, data: unknown, metaSchema: object): { pointer: string; expected: string } {
  const at = error.instancePath;
  const value = valueAt(data, at);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: `${at}/${String(p.missingProperty)}`, expected: 'a value (required property is missing)' };
    case 'additionalProperties':
      return { pointer: `${at}/${String(p.additionalProperty)}`, expected: 'no such property (not in the meta-schema)' };
    case 'discriminator':
      return {
        pointer: `${at}/${String(p.tag)}`,
        expected: `one of ${discriminatorTags(error, metaSchema).join(', ')}${got(p.tagValue)}`,
      };
    case 'enum':
      return { pointer: at, expected: `one of ${(p.allowedValues as unknown[]).join(', ')}${got(value)}` };
    case 'const':
      return { pointer: at, expected: `${JSON.stringify(p.allowedValue)}${got(value)}` };
    case 'type':
      return { pointer: at, expected: `a value of type ${String(p.type)}${got(value)}` };
    case 'pattern':
      return { pointer: at, expected: `a string matching /${String(p.pattern)}/${got(value)}` };
    default:
      return { pointer: at, expected: `${(error.message ?? error.keyword).replace(/^must /, 'to ')}${got(value)}` };
  }
}

/** What a meta-schema validator found wrong in `data`, each as `<json path>: <what was expected>`. */
export function metaSchemaProblems(validate: ValidateFunction, metaSchema: object, data: unknown): string[] {
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => {
    const { pointer, expected } = explain(e, data, metaSchema);
    return `${toJsonPath(pointer)}: ${expected}`;
  });
}

/** Every problem of one file, each as `<json path>: <what was expected>`. */
export function pageTypeProblems(file: string, data: unknown, rows: RowSchemas = lotSchemasByListKey): string[] {
  const problems = metaSchemaProblems(metaValidator(), pageTypeMetaSchema, data);
  if (problems.length > 0) return problems;
  // Cross-references rely on the shape the meta-schema has just guaranteed.
  return crossCheckPageType(data as PageTypeSchema, file, rows);
}

export class PageTypeSchemaError extends Error {
  override name = 'PageTypeSchemaError';
}

/** Validates every file and returns the schemas, or throws one error listing every problem. */
export function validatePageTypes(files: readonly PageTypeFile[], rows: RowSchemas = lotSchemasByListKey): PageTypeSchema[] {
  const problems = [
    ...files.flatMap(({ file, data }) => pageTypeProblems(file, data, rows).map((p) => `${file}: ${p}`)),
    ...crossCheckPageTypes(files),
  ];
  if (problems.length > 0) {
    const count = `${problems.length} problem${problems.length > 1 ? 's' : ''}`;
    throw new PageTypeSchemaError(`Invalid page-type schema (${count}):\n${problems.join('\n')}`);
  }
  return files.map((f) => f.data as PageTypeSchema);
}
