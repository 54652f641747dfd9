// GET /{pageType}/view?id= for the six page types (docs/api.md "Lot detail"), and the manager note
// (POST /car-auction/save-comment) shown in them.
import { Router, type Response } from 'express';
import {
  bikeDetailResponseSchema,
  carDetailResponseSchema,
  lotIdQuerySchema,
  machineryDetailResponseSchema,
  saveCommentBodySchema,
  type LotIdQuery,
  type SaveCommentBody,
} from '../../../schemas/api/lot-detail';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import { japanDate } from '../../../shared/japan-time';
import { STATISTICS_OF } from '../../../shared/page-types/statistics-of';
import { can } from '../bids/bidders';
import { createBidInfoReader } from '../bids/bid-info';
import type { ApiContext } from '../context';
import { forbidden, createCallerReader, isManager, noSuchLot, requireView } from '../lot-detail/access';
import { sharedLotOf } from '../lot-detail/detail-answers';
import { createLotSourceReader } from '../lot-detail/lot-source';
import { createNoteStore } from '../lot-detail/notes';
import { createUssAllowance } from '../lot-detail/uss-allowance';
import { inputParser, responder } from '../http/validation';
import { wishListOf, type LotRecord } from '../listing/lot-rows';
import type { LotKind } from '../reference/conditions';

const parseLotId = inputParser<LotIdQuery>(lotIdQuerySchema, 'query');
const parseComment = inputParser<SaveCommentBody>(saveCommentBodySchema, 'body');
const sendSuccess = responder<SuccessResponse>(successResponseSchema);
const sendDetail: Readonly<Record<LotKind, (res: Response, body: unknown) => void>> = {
  car: responder<unknown>(carDetailResponseSchema),
  bike: responder<unknown>(bikeDetailResponseSchema),
  machinery: responder<unknown>(machineryDetailResponseSchema),
};

export function lotDetailRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const callerOf = createCallerReader(db);
  const readSource = createLotSourceReader(db);
  const readBidInfo = createBidInfoReader(db, now);
  const ussAllowance = createUssAllowance(db);
  const notes = createNoteStore(db);
  const pageTypeOfLot = db.prepare('SELECT page_type FROM lots WHERE id = ?').pluck();

  // a past auction's lot is also one of the statistics, where archived bids link to it
  const archivedInto = (lot: LotRecord, statistics: string) =>
    STATISTICS_OF[lot.pageType] === statistics && lot.auctionDate < japanDate(now());

  for (const pageType of pageTypes.all) {
    router.get(`/${pageType.id}/view`, requireSession, (req, res) => {
      const caller = callerOf(req);
      requireView(caller, pageType);
      const lotId = Number(parseLotId({ ...req.query }).id);
      const source = readSource(lotId, caller.id);
      if (!source || !(source.lot.pageType === pageType.id || archivedInto(source.lot, pageType.id))) throw noSuchLot();
      const lot = sharedLotOf(pageType.kind, source, { comment: source.extra.comment, commentEditable: isManager(caller) });
      // The USS counter shows on USS lots to those whose extra images are counted.
      const ussCounter =
        pageType.kind === 'car' && source.lot.isUss === 1 && can(caller, 'ussLimitCheck')
          ? { ussCounter: { ussLimit: ussAllowance.remaining(caller.id, now()) } }
          : {};
      sendDetail[pageType.kind](res, {
        ...lot,
        bidInfo: readBidInfo(lotId, caller.id),
        wishList: wishListOf(source.lot.favoriteGroup),
        ...ussCounter,
      });
    });
  }

  // One note per lot, whatever its (enabled) page type; managers (userType 3) write it, everyone reads it.
  router.post('/car-auction/save-comment', requireSession, (req, res) => {
    const caller = callerOf(req);
    const { carId, comment } = parseComment(req.body);
    if (!isManager(caller)) throw forbidden('Only managers write lot notes');
    const lotId = Number(carId);
    const lotPageType = pageTypeOfLot.get(lotId) as string | undefined;
    if (lotPageType === undefined) throw noSuchLot();
    pageTypes.viewable(caller, lotPageType);
    notes.save(lotId, caller.id, comment, now());
    sendSuccess(res, { success: true });
  });

  return router;
}
