// The lot part of the detail answers (schemas/api/lot-detail.ts), per kind of vehicle: what a share
// page shows too. The caller's part (bid, favorites, USS allowance) is added by the detail route.
import type { SharedLot } from '../../../schemas/api/lot-detail';
import type { LotRecord } from '../listing/lot-rows';
import type { LotKind } from '../reference/conditions';
import { conditionReportOf } from './condition-report';
import type { LotSource } from './lot-source';
import { previewPhotos } from '../images/uss-photos';

/** The manager note as the caller sees it. */
export interface NoteView {
  readonly comment: string | null;
  readonly commentEditable: boolean;
}

/**
 * The damage map shows the body diagram of the generated sheet (x 165–580, y 260–620 of 600 × 850)
 * in a box of the diagram's shape (415:360), the sheet as its background.
 */
const MOP_BACKGROUND = { backgroundSize: '144.6% auto', backgroundPosition: '89.2% 53.1%' } as const;

const photosOf = (lot: LotRecord): string[] => JSON.parse(lot.images) as string[];

function lotInfoOf(lot: LotRecord) {
  return {
    lotNumber: String(lot.lotNo),
    auctionName: lot.auctionName,
    auctionDate: `${lot.auctionDate} ${lot.auctionTime}`,
    condition: lot.condition,
    status: lot.status,
    offeredBefore: lot.offeredBefore,
  };
}

/** Thumbnails are the same URLs: the reference API's photos are SVG and scale down. */
function lotImagesOf(images: string[]) {
  return { images, thumbnails: images };
}

function carLotOf({ lot, extra }: LotSource, note: NoteView): SharedLot {
  const photos = photosOf(lot);
  const isUss = lot.isUss === 1;
  const report = conditionReportOf(lot.id, photos.length);
  return {
    carCommonDetail: {
      isUss,
      allowDownloadPhotos: extra.allowDownloadPhotos,
      id: String(lot.id),
      lotNumber: String(lot.lotNo),
      info: extra.info,
      auctionSheet: extra.auctionSheet,
      ...note,
      videos: report.videos,
      reportEntries: report.reportEntries,
      ratings: report.ratings,
    },
    mopDeail: { auctionSheet: extra.auctionSheet, ...MOP_BACKGROUND },
    lotInfo: lotInfoOf(lot),
    carInfo: {
      maker: lot.maker,
      model: lot.model,
      year: lot.year,
      chassisId: frameNumberOf('car', lot),
      mileage: lot.mileage,
      mileageNote: report.mileageNote,
    },
    carSpecification: {
      engineCC: lot.engineCc,
      grade: lot.grade,
      color: lot.color,
      transmission: lot.gearbox,
      drive: extra.drive,
      horsePower: extra.horsePower,
      equipment: lot.equip,
    },
    lotImages: lotImagesOf(previewPhotos(photos, isUss)),
  };
}

function bikeLotOf({ lot, extra }: LotSource, note: NoteView): SharedLot {
  const photos = photosOf(lot);
  return {
    bikeCommonDetail: {
      id: String(lot.id),
      lotNumber: String(lot.lotNo),
      auctionSheet: extra.auctionSheet,
      ...note,
      allowDownloadPhotos: extra.allowDownloadPhotos,
    },
    lotInfo: lotInfoOf(lot),
    bikeInfo: {
      maker: lot.maker,
      model: lot.model,
      year: lot.year,
      serial: frameNumberOf('bike', lot),
      mileage: lot.mileage,
      mileageNote: conditionReportOf(lot.id, photos.length).mileageNote,
    },
    bikeSpecification: { grade: lot.grade, color: lot.color, engineCC: lot.engineCc },
    lotImages: lotImagesOf(photos),
  };
}

function mechLotOf({ lot, extra }: LotSource, note: NoteView): SharedLot {
  return {
    mechCommonDetail: {
      id: String(lot.id),
      allowDownloadPhotos: extra.allowDownloadPhotos,
      lotNumber: String(lot.lotNo),
      ...note,
    },
    lotInfo: lotInfoOf(lot),
    mechInfo: {
      maker: lot.maker,
      model: lot.model,
      year: lot.year,
      serial: lot.serial ?? '',
      mileage: lot.mileage,
      hours: lot.hours,
    },
    mechSpecification: { grade: lot.grade },
    lotImages: lotImagesOf(photosOf(lot)),
  };
}

const LOT_OF_KIND: Readonly<Record<LotKind, (source: LotSource, note: NoteView) => SharedLot>> = {
  car: carLotOf,
  bike: bikeLotOf,
  machinery: mechLotOf,
};

export function sharedLotOf(kind: LotKind, source: LotSource, note: NoteView): SharedLot {
  return LOT_OF_KIND[kind](source, note);
}

/** The frame number a lot's page shows, what its month of production is read from: a car without a serial shows its chassis code. */
export function frameNumberOf(kind: LotKind, lot: LotRecord): string {
  return lot.serial ?? (kind === 'car' ? lot.chassis : '');
}

/** Maker and model: the title of a share page. */
export function lotTitleOf(lot: LotRecord): string {
  return `${lot.maker} ${lot.model}`;
}
