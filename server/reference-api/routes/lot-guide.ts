// What a lot page tells a client before they bid (issue #19; docs/api.md "Price guide", "Vehicle
// history"): the price guide from comparable sales of the statistics, and the vehicle's earlier offerings.
import { Router, type Request } from 'express';
import { lotIdQuerySchema, type LotIdQuery } from '../../../schemas/api/lot-detail';
import {
  MAX_LISTED_PRICES,
  PRICE_GUIDE_STATISTICS,
  priceGuideResponseSchema,
  type PriceGuideResponse,
} from '../../../schemas/api/price-guide';
import { vehicleHistoryResponseSchema, type VehicleHistoryResponse } from '../../../schemas/api/vehicle-history';
import { summarise, thinOut } from '../../../shared/price-guide/sold-prices';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { inputParser, responder } from '../http/validation';
import { createLotReader, type LotRecord } from '../listing/lot-rows';
import type { ListingPageType } from '../listing/page-types';
import { noSuchLot } from '../lot-detail/access';
import { createVehicleHistoryReader } from '../lot-detail/vehicle-history';
import { createComparablesReader } from '../price-guide/comparables';
import { COMPARABLES_WANTED, type GuidedLot } from '../price-guide/widening';

const parseLotId = inputParser<LotIdQuery>(lotIdQuerySchema, 'query');
const sendPriceGuide = responder<PriceGuideResponse>(priceGuideResponseSchema);
const sendHistory = responder<VehicleHistoryResponse>(vehicleHistoryResponseSchema);

const guidedLot = (pageType: ListingPageType, lot: LotRecord): GuidedLot => ({
  kind: pageType.kind,
  makerId: lot.makerId,
  modelId: lot.modelId,
  modelCode: lot.chassis,
  year: lot.year,
  mileage: lot.mileage,
  grade: lot.condition.trim(),
});

export function lotGuideRoutes({ db, prepare, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const readLots = createLotReader(db);
  const readHistory = createVehicleHistoryReader(db);
  const readComparables = createComparablesReader(prepare);

  /** The lot the query names, of this page type (404 otherwise). */
  const lotOf = (req: Request, pageType: ListingPageType): LotRecord => {
    const [lot] = readLots([Number(parseLotId({ ...req.query }).id)], sessionOf(req).userId);
    if (!lot || lot.pageType !== pageType.id) throw noSuchLot();
    return lot;
  };

  for (const pageType of pageTypes.enabled) {
    router.get(`/${pageType.id}/history`, requireSession, pageTypes.requireView(pageType), (req, res) => {
      sendHistory(res, { success: true, history: readHistory(lotOf(req, pageType)) });
    });

    // The guide reads the statistics: it needs them enabled and their view permission too.
    const statisticsId: string | undefined = PRICE_GUIDE_STATISTICS[pageType.id as keyof typeof PRICE_GUIDE_STATISTICS];
    const statistics = pageTypes.enabled.find((candidate) => candidate.id === statisticsId);
    if (!statistics) continue;
    router.get(
      `/${pageType.id}/price-guide`,
      requireSession,
      pageTypes.requireView(pageType),
      pageTypes.requireView(statistics),
      (req, res) => {
        const { scope, prices, period } = readComparables(guidedLot(pageType, lotOf(req, pageType)), statistics);
        sendPriceGuide(res, {
          success: true,
          statistics: statistics.id,
          wanted: COMPARABLES_WANTED,
          count: prices.length,
          widened: [...scope.widened],
          criteria: scope.criteria,
          period,
          prices: summarise(prices),
          soldPrices: thinOut(prices, MAX_LISTED_PRICES),
          query: scope.query,
        });
      },
    );
  }

  return router;
}
