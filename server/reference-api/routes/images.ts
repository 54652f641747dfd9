// Generated lot photos and auction sheets. Public (share pages show them to visitors) and cached
// for a year: a lot's picture never changes. A USS lot's paid photos go by a day's link (uss-photos.ts).
import { Router, type Response } from 'express';
import {
  auctionSheetParamsSchema,
  lotPhotoParamsSchema,
  lotVideoParamsSchema,
  ussPhotoParamsSchema,
  type AuctionSheetParams,
  type LotPhotoParams,
  type LotVideoParams,
  type UssPhotoParams,
} from '../../../schemas/api/images';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { inputParser } from '../http/validation';
import { auctionSheetSvg } from '../images/auction-sheet';
import { createLotArtReader } from '../images/lot-art';
import { lotPhotoSvg } from '../images/lot-photo';
import { lotVideoSvg } from '../images/lot-video';
import { translatedSheetSvg } from '../images/translated-sheet';
import { createUssPhotoLinks, isPreviewPhoto, USS_LINK_SECONDS } from '../images/uss-photos';
import { videoCountOf } from '../lot-detail/condition-report';

const parsePhotoParams = inputParser<LotPhotoParams>(lotPhotoParamsSchema, 'path');
const parseSheetParams = inputParser<AuctionSheetParams>(auctionSheetParamsSchema, 'path');
const parseVideoParams = inputParser<LotVideoParams>(lotVideoParamsSchema, 'path');
const parseUssPhotoParams = inputParser<UssPhotoParams>(ussPhotoParamsSchema, 'path');
/** Condition reports (and so their clips) belong to car lots. */
const CAR_PAGE_TYPES = new Set(['car-auction', 'stock', 'stats']);

const PUBLIC_FOR_A_YEAR = 'public, max-age=31536000, immutable';
/** a paid photo: the holder's browser may keep it for the link's day, no cache on the way */
const PRIVATE_FOR_A_DAY = `private, max-age=${USS_LINK_SECONDS}, immutable`;

function sendSvg(res: Response, svg: string, cacheControl = PUBLIC_FOR_A_YEAR): void {
  res.set('Cache-Control', cacheControl).type('image/svg+xml').send(svg);
}

function noImage(): HttpError {
  return new HttpError(404, { success: false, message: 'No such image' });
}

export function imageRoutes({ db, now }: ApiContext): Router {
  const router = Router();
  const readLot = createLotArtReader(db);
  const ussLinks = createUssPhotoLinks(db);

  router.get('/images/lots/:lotId/:photo.svg', (req, res) => {
    const params = parsePhotoParams({ ...req.params });
    const lot = readLot(Number(params.lotId));
    const photo = Number(params.photo);
    if (!lot || photo > lot.photoCount || !isPreviewPhoto(photo, lot.isUss)) throw noImage();
    sendSvg(res, lotPhotoSvg(lot, photo));
  });

  router.get('/images/uss/:token/:photo.svg', (req, res) => {
    const params = parseUssPhotoParams({ ...req.params });
    const lotId = ussLinks.lotOf(params.token, now());
    const lot = lotId === undefined ? undefined : readLot(lotId);
    const photo = Number(params.photo);
    if (!lot || photo > lot.photoCount) throw noImage();
    sendSvg(res, lotPhotoSvg(lot, photo), PRIVATE_FOR_A_DAY);
  });

  router.get('/images/sheets/:lotId.svg', (req, res) => {
    const params = parseSheetParams({ ...req.params });
    const lot = readLot(Number(params.lotId));
    if (!lot?.hasSheet) throw noImage();
    sendSvg(res, auctionSheetSvg(lot));
  });

  router.get('/images/sheets/:lotId/en.svg', (req, res) => {
    const params = parseSheetParams({ ...req.params });
    const lot = readLot(Number(params.lotId));
    if (!lot?.hasSheet) throw noImage();
    sendSvg(res, translatedSheetSvg(lot));
  });

  router.get('/images/videos/:lotId/:clip.svg', (req, res) => {
    const params = parseVideoParams({ ...req.params });
    const lot = readLot(Number(params.lotId));
    const clip = Number(params.clip);
    if (!lot || !CAR_PAGE_TYPES.has(lot.pageType) || clip > videoCountOf(lot.id)) throw noImage();
    sendSvg(res, lotVideoSvg(lot, clip));
  });

  return router;
}
