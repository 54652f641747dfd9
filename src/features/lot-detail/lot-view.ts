// One client-side shape for the car, bike and machinery detail answers (seed 001 §3), so every detail
// section reads the same fields whatever the page type. Pure: the shapes come from schemas/api/lot-detail.ts.
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { LotDetailResponse, Ratings, SharedLot } from '../../../schemas/api/lot-detail';

export type VehicleKind = 'car' | 'bike' | 'machinery';

/** How a fact's value is shown. */
export type FactFormat = 'text' | 'number' | 'mileage' | 'hours' | 'horsePower' | 'equipment';

/** One labelled value of the vehicle info or specification list; its label is `lotDetail.fact.<id>`. */
export interface LotFact {
  id:
    | 'maker'
    | 'model'
    | 'year'
    | 'chassis'
    | 'serial'
    | 'mileage'
    | 'mileageNote'
    | 'hours'
    | 'grade'
    | 'color'
    | 'engineCC'
    | 'transmission'
    | 'drive'
    | 'horsePower'
    | 'equipment'
    | 'info';
  value: string | number | null;
  format: FactFormat;
}

export interface ConditionReport {
  videos: string[];
  /** 'A - text' entries, in order */
  entries: string[];
  ratings: Ratings | null;
}

export interface LotView {
  kind: VehicleKind;
  id: string;
  lotNumber: string;
  /** maker and model: the page heading and the photos' names */
  title: string;
  maker: string;
  model: string;
  /** chassis code (cars) or frame serial (bikes, machinery): what the month of production reads */
  chassis: string;
  auctionName: string;
  /** Japan time YYYY-MM-DD HH:mm */
  auctionDate: string;
  condition: string;
  status: number | null;
  images: string[];
  thumbnails: string[];
  vehicleFacts: LotFact[];
  specification: LotFact[];
  /** the auction sheet image; null without one (machinery never has one) */
  auctionSheet: string | null;
  /** cars only; null without a report */
  conditionReport: ConditionReport | null;
  note: { comment: string | null; editable: boolean };
  isUss: boolean;
  allowDownloadPhotos: boolean;
  /** what is left of the caller's daily USS extra images; undefined when not given */
  ussLimit: number | undefined;
  /** the caller's bid state; undefined on share pages */
  bidInfo: BidInfo | undefined;
}

const fact = (id: LotFact['id'], value: LotFact['value'], format: FactFormat = 'text'): LotFact => ({ id, value, format });

/** '#'-separated URLs without the empty pieces. */
const splitHash = (text: string | null): string[] => (text ?? '').split('#').map((s) => s.trim()).filter(Boolean);

const hasRatings = (ratings: Ratings | null): ratings is Ratings =>
  ratings !== null && Object.values(ratings).some((entries) => entries.length > 0);

function carReport(videos: string | null, entries: string[], ratings: Ratings | null): ConditionReport | null {
  const report = { videos: splitHash(videos), entries, ratings: hasRatings(ratings) ? ratings : null };
  return report.videos.length || report.entries.length || report.ratings ? report : null;
}

type Common = Pick<LotView, 'lotNumber' | 'auctionName' | 'auctionDate' | 'condition' | 'status' | 'images' | 'thumbnails' | 'bidInfo'>;

function common(response: LotDetailResponse | SharedLot): Common {
  const { lotInfo, lotImages } = response;
  return {
    lotNumber: lotInfo.lotNumber,
    auctionName: lotInfo.auctionName,
    auctionDate: lotInfo.auctionDate,
    condition: lotInfo.condition,
    status: lotInfo.status,
    images: lotImages.images,
    thumbnails: lotImages.thumbnails,
    bidInfo: 'bidInfo' in response ? response.bidInfo : undefined,
  };
}

const titleOf = (maker: string, model: string): string => [maker, model].filter(Boolean).join(' ');

/** The detail answer (or a share page's lot) in the one shape the sections read. */
export function toLotView(response: LotDetailResponse | SharedLot): LotView {
  if ('carCommonDetail' in response) {
    const { carCommonDetail: d, carInfo: i, carSpecification: s } = response;
    return {
      ...common(response),
      kind: 'car',
      id: d.id,
      title: titleOf(i.maker, i.model),
      maker: i.maker,
      model: i.model,
      chassis: i.chassisId,
      vehicleFacts: [
        fact('maker', i.maker),
        fact('model', i.model),
        fact('year', i.year),
        fact('chassis', i.chassisId),
        fact('mileage', i.mileage, 'mileage'),
        fact('mileageNote', i.mileageNote),
      ],
      specification: [
        fact('grade', s.grade),
        fact('color', s.color),
        fact('engineCC', s.engineCC, 'number'),
        fact('transmission', s.transmission),
        fact('drive', s.drive),
        fact('horsePower', s.horsePower, 'horsePower'),
        fact('equipment', s.equipment, 'equipment'),
        fact('info', d.info),
      ],
      auctionSheet: d.auctionSheet,
      conditionReport: carReport(d.videos, d.reportEntries, d.ratings),
      note: { comment: d.comment, editable: d.commentEditable },
      isUss: d.isUss,
      allowDownloadPhotos: d.allowDownloadPhotos,
      ussLimit: 'ussCounter' in response ? response.ussCounter?.ussLimit : undefined,
    };
  }
  if ('bikeCommonDetail' in response) {
    const { bikeCommonDetail: d, bikeInfo: i, bikeSpecification: s } = response;
    return {
      ...common(response),
      kind: 'bike',
      id: d.id,
      title: titleOf(i.maker, i.model),
      maker: i.maker,
      model: i.model,
      chassis: i.serial,
      vehicleFacts: [
        fact('maker', i.maker),
        fact('model', i.model),
        fact('year', i.year),
        fact('serial', i.serial),
        fact('mileage', i.mileage, 'mileage'),
        fact('mileageNote', i.mileageNote),
      ],
      specification: [fact('grade', s.grade), fact('color', s.color), fact('engineCC', s.engineCC, 'number')],
      auctionSheet: d.auctionSheet,
      conditionReport: null,
      note: { comment: d.comment, editable: d.commentEditable },
      isUss: false,
      allowDownloadPhotos: d.allowDownloadPhotos,
      ussLimit: undefined,
    };
  }
  const { mechCommonDetail: d, mechInfo: i, mechSpecification: s } = response;
  return {
    ...common(response),
    kind: 'machinery',
    id: d.id,
    title: titleOf(i.maker, i.model),
    maker: i.maker,
    model: i.model,
    chassis: i.serial,
    vehicleFacts: [
      fact('maker', i.maker),
      fact('model', i.model),
      fact('year', i.year),
      fact('serial', i.serial),
      fact('mileage', i.mileage, 'mileage'),
      fact('hours', i.hours, 'hours'),
    ],
    specification: [fact('grade', s.grade)],
    auctionSheet: null,
    conditionReport: null,
    note: { comment: d.comment, editable: d.commentEditable },
    isUss: false,
    allowDownloadPhotos: d.allowDownloadPhotos,
    ussLimit: undefined,
  };
}
