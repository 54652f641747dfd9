// One client-side shape for the car, bike and machinery detail answers (seed 001 §3), so every detail
// section reads the same fields whatever the page type. Pure: the shapes come from schemas/api/lot-detail.ts.
import type { BidInfo } from '../../../schemas/api/bid-info';
import type { LotDetailResponse, Ratings, SharedLot } from '../../../schemas/api/lot-detail';

type VehicleKind = 'car' | 'bike' | 'machinery';

/** How a fact's value is shown. */
type FactFormat = 'text' | 'number' | 'mileage' | 'hours' | 'horsePower' | 'equipment';

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

interface ConditionReport {
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
  /** the vehicle's earlier offerings; undefined when the API does not say */
  offeredBefore: number | undefined;
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
const splitHash = (text: string | null): string[] =>
  (text ?? '')
    .split('#')
    .map((s) => s.trim())
    .filter(Boolean);

const hasRatings = (ratings: Ratings | null): ratings is Ratings =>
  ratings !== null && Object.values(ratings).some((entries) => entries.length > 0);

function carReport(videos: string | null, entries: string[], ratings: Ratings | null): ConditionReport | null {
  const report = { videos: splitHash(videos), entries, ratings: hasRatings(ratings) ? ratings : null };
  return report.videos.length || report.entries.length || report.ratings ? report : null;
}

type Common = Pick<
  LotView,
  'lotNumber' | 'auctionName' | 'auctionDate' | 'condition' | 'status' | 'offeredBefore' | 'images' | 'thumbnails' | 'bidInfo'
>;

function common(response: LotDetailResponse | SharedLot): Common {
  const { lotInfo, lotImages } = response;
  return {
    lotNumber: lotInfo.lotNumber,
    auctionName: lotInfo.auctionName,
    auctionDate: lotInfo.auctionDate,
    condition: lotInfo.condition,
    status: lotInfo.status,
    offeredBefore: lotInfo.offeredBefore,
    images: lotImages.images,
    thumbnails: lotImages.thumbnails,
    bidInfo: 'bidInfo' in response ? response.bidInfo : undefined,
  };
}

/** The fields every vehicle kind's common detail and info blocks carry. */
interface VehicleDetail {
  id: string;
  comment: string | null;
  commentEditable: boolean;
  allowDownloadPhotos: boolean;
}
interface VehicleInfo {
  maker: string;
  model: string;
  year: LotFact['value'];
  mileage: number | null;
}

type Identity = Pick<LotView, 'id' | 'title' | 'maker' | 'model' | 'chassis' | 'note' | 'allowDownloadPhotos'>;

/** What names the vehicle; `chassis` is the car's chassis code or the frame serial. */
const identity = (d: VehicleDetail, i: VehicleInfo, chassis: string): Identity => ({
  id: d.id,
  title: [i.maker, i.model].filter(Boolean).join(' '),
  maker: i.maker,
  model: i.model,
  chassis,
  note: { comment: d.comment, editable: d.commentEditable },
  allowDownloadPhotos: d.allowDownloadPhotos,
});

/** The first vehicle facts, alike for every kind; only the chassis fact's label differs. */
const leadingFacts = (i: VehicleInfo, chassis: LotFact): LotFact[] => [
  fact('maker', i.maker),
  fact('model', i.model),
  fact('year', i.year),
  chassis,
  fact('mileage', i.mileage, 'mileage'),
];

/** The detail answer (or a share page's lot) in the one shape the sections read. */
export function toLotView(response: LotDetailResponse | SharedLot): LotView {
  if ('carCommonDetail' in response) {
    const { carCommonDetail: d, carInfo: i, carSpecification: s } = response;
    return {
      ...common(response),
      ...identity(d, i, i.chassisId),
      kind: 'car',
      vehicleFacts: [...leadingFacts(i, fact('chassis', i.chassisId)), fact('mileageNote', i.mileageNote)],
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
      isUss: d.isUss,
      ussLimit: 'ussCounter' in response ? response.ussCounter?.ussLimit : undefined,
    };
  }
  if ('bikeCommonDetail' in response) {
    const { bikeCommonDetail: d, bikeInfo: i, bikeSpecification: s } = response;
    return {
      ...common(response),
      ...identity(d, i, i.serial),
      kind: 'bike',
      vehicleFacts: [...leadingFacts(i, fact('serial', i.serial)), fact('mileageNote', i.mileageNote)],
      specification: [fact('grade', s.grade), fact('color', s.color), fact('engineCC', s.engineCC, 'number')],
      auctionSheet: d.auctionSheet,
      conditionReport: null,
      isUss: false,
      ussLimit: undefined,
    };
  }
  const { mechCommonDetail: d, mechInfo: i, mechSpecification: s } = response;
  return {
    ...common(response),
    ...identity(d, i, i.serial),
    kind: 'machinery',
    vehicleFacts: [...leadingFacts(i, fact('serial', i.serial)), fact('hours', i.hours, 'hours')],
    specification: [fact('grade', s.grade)],
    auctionSheet: null,
    conditionReport: null,
    isUss: false,
    ussLimit: undefined,
  };
}
