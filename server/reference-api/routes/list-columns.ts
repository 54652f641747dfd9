// A user's arrangement of a list page's columns (issue #20, docs/api.md "Columns and CSV export"):
// GET, PUT and DELETE (back to the brand's default) /user/list-columns. A listing view's page needs
// its page type enabled and viewable (404, 403); the columns must be the page's own, each named once,
// at least one shown (422). The company's columns stay the ceiling where the arrangement is applied.
import { Router } from 'express';
import {
  listColumnsQuerySchema,
  listColumnsResponseSchema,
  saveListColumnsBodySchema,
  type ListColumnsQuery,
  type ListColumnsResponse,
  type SaveListColumnsBody,
} from '../../../schemas/api/list-columns';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import { loadTablePages } from '../../../schemas/meta/load-table-pages';
import type { ViewName } from '../../../schemas/meta/page-type.schema';
import type { ColumnChoiceEntry } from '../../../shared/list/column-choice';
import { modeOfView } from '../../../shared/page-types/page-type-settings';
import { viewColumns } from '../../../shared/page-types/view-modes';
import type { Bidder } from '../bids/bidders';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createCallerReader } from '../lot-detail/access';

const parseQuery = inputParser<ListColumnsQuery>(listColumnsQuerySchema, 'query');
const parseBody = inputParser<SaveListColumnsBody>(saveListColumnsBodySchema, 'body');
const sendColumns = responder<ListColumnsResponse>(listColumnsResponseSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);

const invalid = (message: string) => new HttpError(422, { success: false, message: { columns: message } });

function checkChoice(columnIds: ReadonlySet<string>, columns: readonly ColumnChoiceEntry[]): void {
  const unknown = columns.filter((entry) => !columnIds.has(entry.id)).map((entry) => entry.id);
  if (unknown.length > 0) throw invalid(`Not a column of this page: ${unknown.join(', ')}`);
  if (new Set(columns.map((entry) => entry.id)).size !== columns.length) throw invalid('A column is named twice');
  if (!columns.some((entry) => entry.visible)) throw invalid('At least one column must be shown');
}

export function listColumnsRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const callerOf = createCallerReader(db);
  const tableColumnIds = new Map(loadTablePages().map((page) => [page.id, new Set(page.columns.map((column) => column.id))]));
  const read = db.prepare('SELECT columns FROM list_columns WHERE user_id = ? AND page = ?').pluck();
  const save = db.prepare(`INSERT INTO list_columns (user_id, page, columns, updated_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, page) DO UPDATE SET columns = excluded.columns, updated_at = excluded.updated_at`);
  const remove = db.prepare('DELETE FROM list_columns WHERE user_id = ? AND page = ?');

  /** The column ids of a page the caller may arrange: 404 for no such page, 403 for a listing they may not view. */
  const columnIdsOf = (caller: Bidder, page: string): ReadonlySet<string> => {
    const [id = '', view] = page.split('.');
    if (view === undefined) {
      const ids = tableColumnIds.get(id);
      if (!ids) throw new HttpError(404, { success: false, message: `No list page ${page}` });
      return ids;
    }
    const pageType = pageTypes.viewable(caller, id);
    return new Set(viewColumns(pageType.schema, modeOfView(view as ViewName)).map((column) => column.id));
  };

  router.get('/user/list-columns', requireSession, (req, res) => {
    const { page } = parseQuery({ ...req.query });
    const caller = callerOf(req);
    columnIdsOf(caller, page);
    const stored = read.get(caller.id, page) as string | undefined;
    sendColumns(res, { page, columns: stored === undefined ? null : (JSON.parse(stored) as ColumnChoiceEntry[]) });
  });

  router.put('/user/list-columns', requireSession, (req, res) => {
    const { page, columns } = parseBody(req.body);
    const caller = callerOf(req);
    checkChoice(columnIdsOf(caller, page), columns);
    save.run(caller.id, page, JSON.stringify(columns.map(({ id, visible }) => ({ id, visible }))), now().toISOString());
    sendSuccess(res, { success: true });
  });

  router.delete('/user/list-columns', requireSession, (req, res) => {
    const { page } = parseQuery({ ...req.query });
    const caller = callerOf(req);
    columnIdsOf(caller, page);
    remove.run(caller.id, page);
    sendSuccess(res, { success: true });
  });

  return router;
}
