// JSON Schemas of a user's column arrangement per list page (issue #20, docs/api.md "Columns and CSV
// export"): GET, PUT and DELETE /user/list-columns. A page is a listing view (`car-auction.table`) or
// a table page (`bid-manager`); shared/list/column-choice.ts applies the arrangement.
import type { FromSchema } from 'json-schema-to-ts';

/** A list page: a table page's id, or a listing page type's id and view. */
const listColumnsPageSchema = { type: 'string', pattern: '^[a-z][a-z-]{0,39}(\\.(table|column|card))?$' } as const;

/** A column id of a page's schema. */
export const columnIdSchema = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,39}$' } as const;

/** Columns a page may have at most (the widest schema has 16). */
const MAX_LIST_COLUMNS = 60;

const columnChoiceSchema = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_LIST_COLUMNS,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'visible'],
    properties: { id: columnIdSchema, visible: { type: 'boolean' } },
  },
} as const;

/** GET and DELETE /user/list-columns. */
export const listColumnsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page'],
  properties: { page: listColumnsPageSchema },
} as const;
export type ListColumnsQuery = FromSchema<typeof listColumnsQuerySchema>;

/** The arrangement: every column the user placed, in order, shown or hidden; null: the brand's default. */
export const listColumnsResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'columns'],
  properties: { page: listColumnsPageSchema, columns: { anyOf: [columnChoiceSchema, { type: 'null' }] } },
} as const;
export type ListColumnsResponse = FromSchema<typeof listColumnsResponseSchema>;

/** PUT /user/list-columns: at least one column shown, each named once. */
export const saveListColumnsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['page', 'columns'],
  properties: { page: listColumnsPageSchema, columns: columnChoiceSchema },
} as const;
export type SaveListColumnsBody = FromSchema<typeof saveListColumnsBodySchema>;
