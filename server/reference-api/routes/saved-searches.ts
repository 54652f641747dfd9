// Saved searches per user and page type (docs/api.md "Saved searches"): at most 10 per page type,
// only the owner sees or changes one. The menu counters count the same rows. Saving and listing the
// searches of a page type need it enabled and its view permission.
import { Router } from 'express';
import {
  deleteSearchBodySchema,
  mySearchQuerySchema,
  saveSearchBodySchema,
  savedSearchListResponseSchema,
  updateSearchBodySchema,
  type DeleteSearchBody,
  type MySearchQuery,
  type SaveSearchBody,
  type SavedSearchListResponse,
  type UpdateSearchBody,
} from '../../../schemas/api/listing';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createCallerReader } from '../lot-detail/access';

/** Seed 001 §9. */
const MAX_SAVED_SEARCHES = 10;

const parseSave = inputParser<SaveSearchBody>(saveSearchBodySchema, 'body');
const parseUpdate = inputParser<UpdateSearchBody>(updateSearchBodySchema, 'body');
const parseDelete = inputParser<DeleteSearchBody>(deleteSearchBodySchema, 'body');
const parseListQuery = inputParser<MySearchQuery>(mySearchQuerySchema, 'query');
const sendList = responder<SavedSearchListResponse>(savedSearchListResponseSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);

function noSuchSearch(): HttpError {
  return new HttpError(404, { success: false, message: 'No such saved search' });
}

export function savedSearchRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const callerOf = createCallerReader(db);
  const countOfType = db.prepare('SELECT COUNT(*) FROM saved_searches WHERE user_id = ? AND type = ?').pluck();
  const insert = db.prepare('INSERT INTO saved_searches (user_id, type, title, params, created_at) VALUES (?, ?, ?, ?, ?)');
  const ownTitle = db.prepare('SELECT title FROM saved_searches WHERE id = ? AND user_id = ?').pluck();
  const rename = db.prepare('UPDATE saved_searches SET title = ? WHERE id = ? AND user_id = ?');
  const remove = db.prepare('DELETE FROM saved_searches WHERE id = ? AND user_id = ?');
  const list = db.prepare('SELECT id, title, params, type FROM saved_searches WHERE user_id = ? AND type = ? ORDER BY id');

  router.post('/user/save-search', requireSession, (req, res) => {
    const body = parseSave(req.body);
    const caller = callerOf(req);
    const type = pageTypes.named(caller, body.type).id;
    const userId = caller.id;
    // Count and insert in one transaction, so two quick saves cannot both pass the limit.
    db.transaction(() => {
      if (Number(countOfType.get(userId, type)) >= MAX_SAVED_SEARCHES) {
        throw new HttpError(422, {
          success: false,
          message: `At most ${MAX_SAVED_SEARCHES} saved searches per page type`,
          messageCode: 'MaxSearchesLimit',
        });
      }
      insert.run(userId, type, body.title.trim(), body.params.replace(/^\?/, ''), now().toISOString());
    })();
    res.status(200).json(null);
  });

  router.post('/user/update-search', requireSession, (req, res) => {
    const { id, title } = parseUpdate(req.body);
    const { userId } = sessionOf(req);
    const old = ownTitle.get(id, userId) as string | undefined;
    if (old === undefined) throw noSuchSearch();
    if (title.trim() === old) throw new HttpError(422, { success: false, message: { title: 'The new title is the same as the old one' } });
    rename.run(title.trim(), id, userId);
    sendSuccess(res, { success: true });
  });

  router.get('/user/my-search', requireSession, (req, res) => {
    const caller = callerOf(req);
    const type = pageTypes.named(caller, parseListQuery({ ...req.query }).type).id;
    const items = list.all(caller.id, type) as SavedSearchListResponse['items'];
    sendList(res, { items, counter: items.length });
  });

  router.post('/user/delete-search', requireSession, (req, res) => {
    const { id } = parseDelete(req.body);
    if (remove.run(id, sessionOf(req).userId).changes === 0) throw noSuchSearch();
    sendSuccess(res, { success: true });
  });

  return router;
}
