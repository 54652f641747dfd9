// GET /site/auction-list, GET /site/week-days, GET /machinery/category-list (docs/api.md "Listings").
import { Router } from 'express';
import {
  auctionListQuerySchema,
  auctionListResponseSchema,
  categoryListResponseSchema,
  weekDaysResponseSchema,
  type AuctionListQuery,
  type AuctionListResponse,
  type CategoryListResponse,
  type WeekDaysResponse,
} from '../../../schemas/api/listing';
import type { ApiContext } from '../context';
import { createCallerReader } from '../lot-detail/access';
import { inputParser, responder } from '../http/validation';
import { createScheduleLists, weekDays } from '../listing/schedule-lists';

const parseAuctionListQuery = inputParser<AuctionListQuery>(auctionListQuerySchema, 'query');
const sendAuctions = responder<AuctionListResponse>(auctionListResponseSchema);
const sendCategories = responder<CategoryListResponse>(categoryListResponseSchema);
const sendWeekDays = responder<WeekDaysResponse>(weekDaysResponseSchema);

export function scheduleRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const lists = createScheduleLists(db);
  const callerOf = createCallerReader(db);

  router.get('/site/auction-list', requireSession, (req, res) => {
    const { type } = parseAuctionListQuery({ ...req.query });
    const pageType = pageTypes.named(callerOf(req), type);
    sendAuctions(res, lists.auctions(pageType.id, now()));
  });
  router.get('/site/week-days', requireSession, (_req, res) => sendWeekDays(res, weekDays(now())));
  const machinery = pageTypes.all.find((pageType) => pageType.id === 'machinery');
  if (machinery) {
    router.get('/machinery/category-list', requireSession, pageTypes.requireView(machinery), (_req, res) =>
      sendCategories(res, lists.categories()),
    );
  }

  return router;
}
