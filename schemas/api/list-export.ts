// JSON Schemas of the CSV export of a list (issue #20, docs/api.md "Columns and CSV export"):
// GET {list path}/export takes the list call's own query (its filters, sort, tabs and search; paging
// aside) plus what the file needs: the columns in order, the language of headings and values, and
// optionally the ids of the rows to keep (a selection). The answer is text/csv, streamed.
import type { FromSchema } from 'json-schema-to-ts';
import { columnIdSchema } from './list-columns';

/** Rows a selection may name at most. */
const MAX_EXPORT_IDS = 1000;

/** The header of the answer with the number of rows the file has (besides its header line). */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';

/** The export's own parameters; each export call takes its list call's query besides. */
export const exportParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['columns'],
  properties: {
    /** column ids, comma-separated, in the file's order */
    columns: { type: 'string', pattern: `^${columnIdSchema.pattern.slice(1, -1)}(,${columnIdSchema.pattern.slice(1, -1)}){0,59}$` },
    /** headings and values in this language; the user's own when absent */
    lang: { enum: ['en', 'ru'] },
    /** only these rows (the list's row key), comma-separated */
    ids: { type: 'string', pattern: `^[0-9]{1,12}(,[0-9]{1,12}){0,${MAX_EXPORT_IDS - 1}}$` },
    /** listings: the view whose columns are named (default table) */
    view: { enum: ['table', 'column', 'card'] },
  },
} as const;
export type ExportParams = FromSchema<typeof exportParamsSchema>;

type QuerySchema = { readonly properties: Readonly<Record<string, object>> };

/** An export call's query for the operations table: its list call's query without paging, and the export's. */
export function exportQuerySchemaOf(list: QuerySchema, { listing }: { listing: boolean }): object {
  const { page: _page, pageSize: _pageSize, ...filters } = list.properties;
  const { view, ...own } = exportParamsSchema.properties;
  return {
    type: 'object',
    additionalProperties: false,
    required: ['columns'],
    properties: { ...filters, ...own, ...(listing && { view }) },
  };
}
