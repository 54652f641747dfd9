// Saved searches per user and page type (docs/api.md "Saved searches"): at most 10 per page type,
// only the owner sees or changes one. The menu counters count the same rows. Saving and listing the
// searches of a page type need it enabled and its view permission, and so does turning an alert on.
// A digest mail's unsubscribe link turns every alert of its user off without a session; matches not
// yet mailed go with an alert turned off.
import { Router } from 'express';
import {
  deleteSearchBodySchema,
  mySearchQuerySchema,
  saveSearchBodySchema,
  savedSearchListResponseSchema,
  searchAlertBodySchema,
  unsubscribeAlertsBodySchema,
  updateSearchBodySchema,
  type DeleteSearchBody,
  type MySearchQuery,
  type SaveSearchBody,
  type SavedSearchListResponse,
  type SearchAlertBody,
  type UnsubscribeAlertsBody,
  type UpdateSearchBody,
} from '../../../schemas/api/listing';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import { hashToken } from '../auth/sessions';
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
const parseAlert = inputParser<SearchAlertBody>(searchAlertBodySchema, 'body');
const parseUnsubscribe = inputParser<UnsubscribeAlertsBody>(unsubscribeAlertsBodySchema, 'body');
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
  const list = db.prepare('SELECT id, title, params, type, alert FROM saved_searches WHERE user_id = ? AND type = ? ORDER BY id');
  const ownType = db.prepare('SELECT type FROM saved_searches WHERE id = ? AND user_id = ?').pluck();
  const setAlert = db.prepare('UPDATE saved_searches SET alert = ? WHERE id = ?');
  const dropUnmailed = db.prepare('DELETE FROM search_alert_hits WHERE search_id = ? AND mailed_at IS NULL');
  const userOfToken = db.prepare('SELECT user_id FROM search_alert_unsubscribe_tokens WHERE token_hash = ?').pluck();
  const alertingOf = db.prepare('SELECT id FROM saved_searches WHERE user_id = ? AND alert = 1').pluck();

  const changeAlert = (searchId: number, alert: boolean): void => {
    setAlert.run(alert ? 1 : 0, searchId);
    if (!alert) dropUnmailed.run(searchId);
  };

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
    const rows = list.all(caller.id, type) as Array<Omit<SavedSearchListResponse['items'][number], 'alert'> & { alert: number }>;
    const items = rows.map((row) => ({ ...row, alert: row.alert === 1 }));
    sendList(res, { items, counter: items.length });
  });

  router.post('/user/search-alert', requireSession, (req, res) => {
    const { id, alert } = parseAlert(req.body);
    const caller = callerOf(req);
    const type = ownType.get(id, caller.id) as string | undefined;
    if (type === undefined) throw noSuchSearch();
    // Alerts of a page type the caller can no longer view stay off.
    if (alert) pageTypes.named(caller, type);
    changeAlert(id, alert);
    sendSuccess(res, { success: true });
  });

  router.post('/user/unsubscribe-alerts', (req, res) => {
    const userId = userOfToken.get(hashToken(parseUnsubscribe(req.body).token)) as number | undefined;
    if (userId === undefined) throw new HttpError(404, { success: false, message: 'This unsubscribe link is not valid' });
    db.transaction(() => {
      for (const id of alertingOf.all(userId) as number[]) changeAlert(id, false);
    })();
    sendSuccess(res, { success: true });
  });

  router.post('/user/delete-search', requireSession, (req, res) => {
    const { id } = parseDelete(req.body);
    if (remove.run(id, sessionOf(req).userId).changes === 0) throw noSuchSearch();
    sendSuccess(res, { success: true });
  });

  return router;
}
