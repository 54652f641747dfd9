// Sharing a lot (docs/api.md "Share pages"): GET /{pageType}/password gives the lot's 6-digit code
// (permission shareCar); the share page, open to anyone, asks GET /share/lot for the title and
// POST /share/lot with the code for the lot, and POST /share/production-month with the code for its
// month of production. Wrong codes are limited per lot and client address.
import { Router, type Request, type Response } from 'express';
import {
  productionMonthResponseSchema,
  shareLotBodySchema,
  shareLotQuerySchema,
  shareLotResponseSchema,
  shareLotSummarySchema,
  sharePasswordQuerySchema,
  sharePasswordResponseSchema,
  type ProductionMonthResponse,
  type ShareLotBody,
  type ShareLotQuery,
  type ShareLotResponse,
  type ShareLotSummary,
  type SharePasswordQuery,
  type SharePasswordResponse,
} from '../../../schemas/api/lot-detail';
import type { ApiContext } from '../context';
import { clientAddress } from '../http/client-address';
import { HttpError, refuseWhileLimited } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { createCallerReader, noSuchLot, requireFlag, requireView } from '../lot-detail/access';
import { frameNumberOf, lotTitleOf, sharedLotOf } from '../lot-detail/detail-answers';
import { createLotSourceReader } from '../lot-detail/lot-source';
import { createProductionMonthReader, PRODUCTION_MONTH_PAGE_TYPES } from '../lot-detail/production-month';
import type { LotKind } from '../reference/conditions';
import { createShareAttempts } from '../lot-detail/share-attempts';
import { createSharePasswords } from '../lot-detail/share-passwords';

const parsePasswordQuery = inputParser<SharePasswordQuery>(sharePasswordQuerySchema, 'query');
const parseShareQuery = inputParser<ShareLotQuery>(shareLotQuerySchema, 'query');
const parseShareBody = inputParser<ShareLotBody>(shareLotBodySchema, 'body');
const sendPassword = responder<SharePasswordResponse>(sharePasswordResponseSchema);
const sendSummary = responder<ShareLotSummary>(shareLotSummarySchema);
const sendSharedLot = responder<ShareLotResponse>(shareLotResponseSchema);
const sendProductionMonth = responder<ProductionMonthResponse>(productionMonthResponseSchema);

/** The query field that names the lot in the share dialog's call (seed 001 §7). */
const LOT_ID_FIELD: Readonly<Record<LotKind, 'carId' | 'bikeId' | 'id'>> = { car: 'carId', bike: 'bikeId', machinery: 'id' };

/** A share page sees no caller: no bid, favorites or note. */
const ANONYMOUS = 0;
const NO_NOTE = { comment: null, commentEditable: false } as const;

export function shareRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const callerOf = createCallerReader(db);
  const readSource = createLotSourceReader(db);
  const passwords = createSharePasswords(db);
  const attempts = createShareAttempts(db);
  const productionMonth = createProductionMonthReader(db);
  const pageTypeOfLot = db.prepare('SELECT page_type FROM lots WHERE id = ?').pluck();

  for (const pageType of pageTypes.all) {
    router.get(`/${pageType.id}/password`, requireSession, (req, res) => {
      const caller = callerOf(req);
      requireFlag(caller, 'shareCar');
      requireView(caller, pageType);
      const query = parsePasswordQuery({ ...req.query });
      const id = query[LOT_ID_FIELD[pageType.kind]];
      if (id === undefined)
        throw new HttpError(400, { success: false, message: `Missing field ${LOT_ID_FIELD[pageType.kind]} in the query` });
      if (pageTypeOfLot.get(Number(id)) !== pageType.id) throw noSuchLot();
      sendPassword(res, { password: passwords.issue(Number(id), caller.id, now()) });
    });
  }

  /** The shared lot of an enabled page type, or 404 when it is missing or not shared (any more). */
  const sharedSource = (type: string, id: string) => {
    const pageType = pageTypes.enabled.find((enabled) => enabled.id === type);
    if (!pageType) throw noSuchLot();
    const source = readSource(Number(id), ANONYMOUS);
    if (!source || source.lot.pageType !== pageType.id || !passwords.isShared(source.lot.id, now())) {
      throw new HttpError(404, { success: false, message: 'No such shared lot' });
    }
    return { pageType, source };
  };

  router.get('/share/lot', (req, res) => {
    const { type, id } = parseShareQuery({ ...req.query });
    const { source } = sharedSource(type, id);
    sendSummary(res, { success: true, title: lotTitleOf(source.lot), needsCode: true });
  });

  /** The shared lot of a request carrying {type, id, code}: the code is the visitor's key. */
  const unlocked = (req: Request, res: Response) => {
    const { type, id, code } = parseShareBody(req.body);
    const shared = sharedSource(type, id);
    const client = clientAddress(req);
    const at = now();
    refuseWhileLimited(res, attempts.retryAfter(shared.source.lot.id, client, at), {
      message: 'TooManyAttempts',
      messageCode: 'TooManyAttempts',
    });
    if (!passwords.matches(shared.source.lot.id, code, at)) {
      attempts.recordWrong(shared.source.lot.id, client, at);
      throw new HttpError(403, { success: false, message: 'WrongCode', messageCode: 'WrongCode' });
    }
    return shared;
  };

  router.post('/share/lot', (req, res) => {
    const { pageType, source } = unlocked(req, res);
    sendSharedLot(res, {
      success: true,
      type: pageType.id,
      title: lotTitleOf(source.lot),
      lot: sharedLotOf(pageType.kind, source, NO_NOTE),
    });
  });

  router.post('/share/production-month', (req, res) => {
    const { pageType, source } = unlocked(req, res);
    if (!PRODUCTION_MONTH_PAGE_TYPES.includes(pageType.id)) {
      throw new HttpError(404, { success: false, message: 'No month of production on this page type' });
    }
    sendProductionMonth(res, { success: true, carInfo: productionMonth(pageType.id, frameNumberOf(pageType.kind, source.lot)) });
  });

  return router;
}
