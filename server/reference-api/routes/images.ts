// Generated lot photos and auction sheets. Public (share pages show them to visitors) and cached
// for a year: a lot's picture never changes.
import { Router, type Response } from 'express';
import {
  auctionSheetParamsSchema,
  lotPhotoParamsSchema,
  lotVideoParamsSchema,
  type AuctionSheetParams,
  type LotPhotoParams,
  type LotVideoParams,
} from '../../../schemas/api/images';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';
import { inputParser } from '../http/validation';
import { auctionSheetSvg } from '../images/auction-sheet';
import { createLotArtReader } from '../images/lot-art';
import { lotPhotoSvg } from '../images/lot-photo';
import { lotVideoSvg } from '../images/lot-video';
import { translatedSheetSvg } from '../images/translated-sheet';
import { videoCountOf } from '../lot-detail/condition-report';

const parsePhotoParams = inputParser<LotPhotoParams>(lotPhotoParamsSchema, 'path');
const parseSheetParams = inputParser<AuctionSheetParams>(auctionSheetParamsSchema, 'path');
const parseVideoParams = inputParser<LotVideoParams>(lotVideoParamsSchema, 'path');
/** Condition reports (and so their clips) belong to car lots. */
const CAR_PAGE_TYPES = new Set(['car-auction', 'stock', 'stats']);

function sendSvg(res: Response, svg: string): void {
  res.set('Cache-Control', 'public, max-age=31536000, immutable').type('image/svg+xml').send(svg);
}

function noImage(): HttpError {
  return new HttpError(404, { success: false, message: 'No such image' });
}

export function imageRoutes({ db }: ApiContext): Router {
  const router = Router();
  const readLot = createLotArtReader(db);

  router.get('/images/lots/:lotId/:photo.svg', (req, res) => {
    const params = parsePhotoParams({ ...req.params });
    const lot = readLot(Number(params.lotId));
    const photo = Number(params.photo);
    if (!lot || photo > lot.photoCount) throw noImage();
    sendSvg(res, lotPhotoSvg(lot, photo));
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
