// What a lot page asks besides the detail (docs/api.md "Lot detail"): the translated auction sheet,
// the month of production, USS extra images and the photo archive.
import { setTimeout as delay } from 'node:timers/promises';
import { Router } from 'express';
import {
  downloadLinkResponseSchema,
  imageTranslateQuerySchema,
  imageUrlResponseSchema,
  lotIdQuerySchema,
  productionMonthQuerySchema,
  productionMonthResponseSchema,
  ussImagesResponseSchema,
  type DownloadLinkResponse,
  type ImageTranslateQuery,
  type LotIdQuery,
  type ProductionMonthQuery,
  type ProductionMonthResponse,
  type UssImagesResponse,
} from '../../../schemas/api/lot-detail';
import type { ApiContext } from '../context';
import { ARCHIVE_TOKEN_PATTERN, createPhotoArchives } from '../downloads/photo-archive';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { translatedSheetUrl } from '../images/urls';
import { createUssPhotoLinks } from '../images/uss-photos';
import type { ListingPageType } from '../listing/page-types';
import { createCallerReader, forbidden, noSuchLot, requireFlag, requireView } from '../lot-detail/access';
import { createLotSourceReader } from '../lot-detail/lot-source';
import { createProductionMonthReader, PRODUCTION_MONTH_PAGE_TYPES } from '../lot-detail/production-month';
import { createUssAllowance } from '../lot-detail/uss-allowance';

const parseLotId = inputParser<LotIdQuery>(lotIdQuerySchema, 'query');
const parseTranslate = inputParser<ImageTranslateQuery>(imageTranslateQuerySchema, 'query');
const parseProductionMonth = inputParser<ProductionMonthQuery>(productionMonthQuerySchema, 'query');
const sendImageUrl = responder<string>(imageUrlResponseSchema);
const sendProductionMonth = responder<ProductionMonthResponse>(productionMonthResponseSchema);
const sendUssImages = responder<UssImagesResponse>(ussImagesResponseSchema);
const sendDownloadLink = responder<DownloadLinkResponse>(downloadLinkResponseSchema);
const archiveToken = new RegExp(ARCHIVE_TOKEN_PATTERN);

/** Page types whose lots offer a photo archive, by the route the call is made on (seed 001 §7). */
const DOWNLOAD_PAGE_TYPES = ['car-auction', 'bikes', 'bike-stats', 'machinery'] as const;
/** USS lots whose number leaves this remainder have no extra images at the auction (the empty result). */
const USS_WITHOUT_IMAGES = (lotId: number): boolean => lotId % 5 === 0;

/** USS_IMAGES_DELAY_MS: how long the USS images call takes (about 30 s at a real USS; 3 s here by default). */
function ussDelayMs(): number {
  const value = Number(process.env.USS_IMAGES_DELAY_MS ?? 3000);
  return Number.isFinite(value) && value >= 0 ? value : 3000;
}

/** The page types among `ids` (the gate answers for a disabled one). */
function pageTypesOf(pageTypes: readonly ListingPageType[], ids: readonly string[]): ListingPageType[] {
  return pageTypes.filter((pageType) => ids.includes(pageType.id));
}

/** The path of a URL the client sent, absolute or not. */
function pathOf(url: string): string | undefined {
  try {
    return new URL(url, 'http://portal.invalid').pathname;
  } catch {
    return undefined;
  }
}

export function lotExtraRoutes({ db, now, pageTypes, requireSession }: ApiContext): Router {
  const router = Router();
  const callerOf = createCallerReader(db);
  const readSource = createLotSourceReader(db);
  const productionMonth = createProductionMonthReader(db);
  const ussAllowance = createUssAllowance(db);
  const archives = createPhotoArchives(db);
  const ussLinks = createUssPhotoLinks(db);
  const ussDelay = ussDelayMs();

  router.get('/car-auction/image-translate', requireSession, (req, res) => {
    const caller = callerOf(req);
    requireFlag(caller, 'auctionTranslationUse');
    const { image, lotId } = parseTranslate({ ...req.query });
    const source = readSource(Number(lotId), caller.id);
    if (!source?.extra.auctionSheet) throw noSuchLot();
    pageTypes.viewable(caller, source.lot.pageType);
    if (pathOf(image) !== source.extra.auctionSheet) {
      throw new HttpError(422, { success: false, message: { image: 'Not the auction sheet of this lot' } });
    }
    sendImageUrl(res, translatedSheetUrl(source.lot.id));
  });

  for (const pageType of pageTypesOf(pageTypes.all, PRODUCTION_MONTH_PAGE_TYPES)) {
    router.get(`/${pageType.id}/production-month`, requireSession, (req, res) => {
      requireView(callerOf(req), pageType);
      const { chassis } = parseProductionMonth({ ...req.query });
      sendProductionMonth(res, { success: true, carInfo: productionMonth(pageType.id, chassis) });
    });
  }

  router.get('/car-auction/uss-images', requireSession, async (req, res) => {
    const caller = callerOf(req);
    requireFlag(caller, 'ussLimitCheck');
    const lotId = Number(parseLotId({ ...req.query }).id);
    const source = readSource(lotId, caller.id);
    if (!source || source.lot.isUss !== 1) throw new HttpError(404, { success: false, message: 'No such USS lot' });
    pageTypes.viewable(caller, source.lot.pageType);
    const taken = ussAllowance.take(caller.id, now());
    if (!taken.ok) {
      if (taken.reason === 'noAllowance') throw forbidden('No daily allowance of USS images');
      throw new HttpError(429, { success: false, message: 'The daily allowance of USS images is used up', messageCode: 'UssLimitReached' });
    }
    if (ussDelay > 0) await delay(ussDelay);
    const photoCount = (JSON.parse(source.lot.images) as string[]).length;
    sendUssImages(res, {
      success: true,
      auctionLotDetail: {
        carCommonDetail: { id: String(lotId), isUss: true, ussLimit: taken.remaining },
        carInfo: { id: String(lotId) },
        images: USS_WITHOUT_IMAGES(lotId) ? [] : ussLinks.urls(lotId, caller.id, photoCount, now()),
        auctionSheet: source.extra.auctionSheet,
      },
    });
  });

  for (const pageType of pageTypesOf(pageTypes.all, DOWNLOAD_PAGE_TYPES)) {
    router.get(`/${pageType.id}/download-images`, requireSession, (req, res) => {
      const caller = callerOf(req);
      requireView(caller, pageType);
      requireFlag(caller, 'downloadPhotos');
      const lotId = Number(parseLotId({ ...req.query }).id);
      const source = readSource(lotId, caller.id);
      if (!source || source.lot.pageType !== pageType.id) throw noSuchLot();
      if (!source.extra.allowDownloadPhotos || source.lot.isUss === 1) {
        throw new HttpError(404, { success: false, message: 'No photo archive for this lot' });
      }
      sendDownloadLink(res, archives.link(lotId, caller.id, now()));
    });
  }

  // Public: the token is the right to the archive, so a link opened in a new tab works without a cookie.
  router.get('/download/:file', (req, res) => {
    const token = /^(.*)\.zip$/.exec(req.params.file)?.[1] ?? '';
    const archive = archiveToken.test(token) ? archives.open(token, now()) : undefined;
    if (!archive) throw new HttpError(404, { success: false, message: 'The download link is unknown or has expired' });
    res
      .status(200)
      .set({
        'Content-Type': 'application/zip',
        'Content-Length': String(archive.data.length),
        'Content-Disposition': `attachment; filename="${archive.fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .end(archive.data);
  });

  return router;
}
