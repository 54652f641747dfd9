// The CSV export of a list (issue #20, docs/api.md "Columns and CSV export"): GET {list path}/export
// takes the list call's query, which the list's own parser and scope read (so the export has exactly
// the rows the list pages through, for exactly who may see them), and its own parameters: the columns
// in order (among those the company shows on that page), the language, a selection's ids and, for
// listings, the view. The rows are read through an export connection and streamed.
import type { Request, Response } from 'express';
import type { CompanyConfig } from '../../../config/company-schema';
import { LANGUAGE_IDS } from '../../../schemas/api/session';
import { exportParamsSchema, type ExportParams } from '../../../schemas/api/list-export';
import type { PortalRole } from '../../../schemas/api/roles';
import type { ViewName } from '../../../schemas/meta/page-type.schema';
import { japanDate } from '../../../shared/japan-time';
import type { Db } from '../db/open';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser } from '../http/validation';
import { columnValue, type ExportCell } from './cell-values';
import type { CsvValue } from './csv';
import { sendCsv } from './csv-response';
import type { ExportReader, OpenExportReader } from './export-reader';
import { exportTexts, type ExportLanguage } from './texts';

/** What a company config says of columns: which a page shows and their headings. */
export type ColumnConfig = Pick<CompanyConfig, 'pageTypes' | 'tables'>;

interface ExportRequest {
  /** the rest of the query: the list call's, for its own parser */
  readonly listQuery: Record<string, unknown>;
  /** only these rows */
  readonly ids: number[] | undefined;
  /** listings: the view the columns are of */
  readonly view: ViewName;
  /** the columns of the file, in order */
  readonly columnIds: readonly string[];
  readonly lang: ExportLanguage;
}

/** A column a page offers: its id, heading (a message id) and cells. */
interface ExportableColumn {
  readonly id: string;
  readonly label: string;
  readonly cells: readonly ExportCell[];
}

interface ExportSpec {
  /** the file's name before its date */
  readonly name: string;
  /** the columns the page shows, which the export may name */
  readonly columns: readonly ExportableColumn[];
  readonly role: PortalRole;
  /** the rows the export will have */
  count(): number;
  /** the rows, in the list's order, read through the export's connection */
  rows(reader: ExportReader): Iterator<object>;
}

const EXPORT_PARAMS = new Set(Object.keys(exportParamsSchema.properties));
const parseParams = inputParser<ExportParams>(exportParamsSchema, 'query');
const LANGUAGE_OF_ID = new Map<number, ExportLanguage>(Object.entries(LANGUAGE_IDS).map(([lang, id]) => [id, lang as ExportLanguage]));

function* mapped<T, U>(items: Iterator<T>, map: (item: T) => U): Generator<U, void, undefined> {
  try {
    for (let next = items.next(); !next.done; next = items.next()) yield map(next.value);
  } finally {
    items.return?.();
  }
}

/** The named columns in the order asked; 422 for one the page does not show. */
function chosenColumns(columns: readonly ExportableColumn[], ids: readonly string[]): ExportableColumn[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0)
    throw new HttpError(422, { success: false, message: { columns: `Not a column of this list: ${unknown.join(', ')}` } });
  if (new Set(ids).size !== ids.length) throw new HttpError(422, { success: false, message: { columns: 'A column is named twice' } });
  return ids.map((id) => byId.get(id)!);
}

export interface ListExports {
  /** the company's columns and headings now (a reload changes them) */
  columnConfig(): ColumnConfig;
  /** the export's parameters off the query (400/422), the rest left to the list call's parser */
  read(req: Request, options: { listing: boolean }): ExportRequest;
  /** checks the columns (422), takes an export place (429), then streams the file */
  send(req: Request, res: Response, request: ExportRequest, spec: ExportSpec): void;
}

export function createListExports(db: Db, openReader: OpenExportReader, now: () => Date, columnConfig: () => ColumnConfig): ListExports {
  const languageOf = db.prepare('SELECT language FROM users WHERE id = ?').pluck();
  return {
    columnConfig,
    read(req, { listing }) {
      const query = { ...req.query } as Record<string, unknown>;
      const own = Object.fromEntries(Object.entries(query).filter(([name]) => EXPORT_PARAMS.has(name)));
      const params = parseParams(own);
      if (!listing && params.view !== undefined) throw new HttpError(400, { success: false, message: 'Unknown field view in the query' });
      return {
        listQuery: Object.fromEntries(Object.entries(query).filter(([name]) => !EXPORT_PARAMS.has(name))),
        ids: params.ids?.split(',').map(Number),
        view: params.view ?? 'table',
        columnIds: params.columns.split(','),
        lang: params.lang ?? LANGUAGE_OF_ID.get(Number(languageOf.get(sessionOf(req).userId))) ?? 'en',
      };
    },

    send(req, res, request, spec) {
      const columns = chosenColumns(spec.columns, request.columnIds);
      const texts = exportTexts(request.lang, columnConfig());
      const context = { texts, role: spec.role };
      const header = columns.map((column) => texts(column.label));
      const reader = openReader(sessionOf(req).userId);
      try {
        const count = spec.count();
        const values = (row: object): CsvValue[] =>
          columns.map((column) => columnValue(column.cells, row as Readonly<Record<string, unknown>>, context));
        sendCsv(req, res, japanDate(now()), { name: spec.name, header, count, rows: mapped(spec.rows(reader), values), reader });
      } catch (error) {
        reader.close();
        throw error;
      }
    },
  };
}
