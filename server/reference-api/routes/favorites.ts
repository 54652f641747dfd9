// Favorites per user in groups A to E (docs/api.md "Favorites"): a lot is in at most one group of a
// user, so adding it to a group moves it there; the favorites page lists one group, newest first.
// Only lots of page types the company enabled and the user may view are added or listed.
import { Router } from 'express';
import {
  favoriteAddBodySchema,
  favoriteDeleteQuerySchema,
  favoriteListQuerySchema,
  favoriteListResponseSchema,
  type FavoriteAddBody,
  type FavoriteDeleteQuery,
  type FavoriteListQuery,
  type FavoriteListResponse,
} from '../../../schemas/api/listing';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createLotReader, wishlistLotOf } from '../listing/lot-rows';
import { listingPageTypes } from '../listing/page-types';
import { createCallerReader } from '../lot-detail/access';

/** The favorites page offers the listing page sizes. */
const FAVORITE_PAGE_SIZES = [20, 50, 70] as const;

const parseAdd = inputParser<FavoriteAddBody>(favoriteAddBodySchema, 'body');
const parseDelete = inputParser<FavoriteDeleteQuery>(favoriteDeleteQuerySchema, 'query');
const parseList = inputParser<FavoriteListQuery>(favoriteListQuerySchema, 'query');
const sendSuccess = responder<SuccessResponse>(successResponseSchema);
const sendList = responder<FavoriteListResponse>(favoriteListResponseSchema);

function noSuchLot(): HttpError {
  return new HttpError(404, { success: false, message: 'No such lot' });
}

export function favoriteRoutes({ db, now, pageTypes: access, requireSession }: ApiContext): Router {
  const router = Router();
  const pageTypeOfLot = db.prepare('SELECT page_type FROM lots WHERE id = ?').pluck();
  const upsert = db.prepare(`INSERT INTO favorites (user_id, lot_id, grp, created_at) VALUES (?, ?, ?, ?)
    ON CONFLICT (user_id, lot_id) DO UPDATE SET grp = excluded.grp, created_at = excluded.created_at`);
  const remove = db.prepare('DELETE FROM favorites WHERE user_id = ? AND lot_id = ? AND grp = ?');
  // @types: the page types the user may see (a JSON list)
  const VISIBLE =
    'FROM favorites f JOIN lots l ON l.id = f.lot_id WHERE f.user_id = @userId AND l.page_type IN (SELECT value FROM json_each(@types))';
  const countInGroup = db.prepare(`SELECT COUNT(*) ${VISIBLE} AND f.grp = @group`).pluck();
  const countAll = db.prepare(`SELECT COUNT(*) ${VISIBLE}`).pluck();
  const pageOfIds = db
    .prepare(`SELECT f.lot_id ${VISIBLE} AND f.grp = @group ORDER BY f.created_at DESC, f.lot_id DESC LIMIT @limit OFFSET @offset`)
    .pluck();
  const callerOf = createCallerReader(db);
  const readLots = createLotReader(db);
  const pageTypes = listingPageTypes();

  router.post('/favorite/add', requireSession, (req, res) => {
    const { group, carId, type } = parseAdd(req.body);
    const caller = callerOf(req);
    const pageType = access.named(caller, type);
    if (pageTypeOfLot.get(Number(carId)) !== pageType.id) throw noSuchLot();
    upsert.run(caller.id, Number(carId), group, now().toISOString());
    sendSuccess(res, { success: true });
  });

  router.delete('/favorite/delete', requireSession, (req, res) => {
    const { group, carId } = parseDelete({ ...req.query });
    if (pageTypeOfLot.get(Number(carId)) === undefined) throw noSuchLot();
    if (remove.run(sessionOf(req).userId, Number(carId), group).changes === 0) {
      throw new HttpError(404, { success: false, message: `The lot is not in favorites group ${group}` });
    }
    sendSuccess(res, { success: true });
  });

  router.get('/favorite/list', requireSession, (req, res) => {
    const query = parseList({ ...req.query });
    const page = query.page === undefined ? 1 : Number(query.page);
    const pageSize = query.pageSize === undefined ? FAVORITE_PAGE_SIZES[0] : Number(query.pageSize);
    if (!(FAVORITE_PAGE_SIZES as readonly number[]).includes(pageSize)) {
      throw new HttpError(422, { success: false, message: { pageSize: `Must be one of ${FAVORITE_PAGE_SIZES.join(', ')}` } });
    }
    const caller = callerOf(req);
    const visible = { userId: caller.id, types: JSON.stringify(access.viewableBy(caller)) };
    const ids = pageOfIds.all({ ...visible, group: query.group, limit: pageSize, offset: (page - 1) * pageSize }) as number[];
    const carsList = readLots(ids, caller.id).map((lot) => {
      const pageType = pageTypes.get(lot.pageType);
      if (!pageType) throw new Error(`Lot ${lot.id} has the unknown page type ${lot.pageType}`);
      return wishlistLotOf(lot, pageType);
    });
    sendList(res, {
      carsList,
      pageInfo: {
        page,
        pageSize,
        totalSearchResults: Number(countInGroup.get({ ...visible, group: query.group })),
        totalResults: Number(countAll.get(visible)),
      },
    });
  });

  return router;
}
