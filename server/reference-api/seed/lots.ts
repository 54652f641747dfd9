// Lot generators: one row per lot from the catalogs, with prices drawn around a model's typical
// price (moved by year, mileage and condition) and the outcome its auction will have.
import { AUCTION_STATUS } from '../reference/auction-statuses';
import { CONDITION_GRADES, conditionPriceFactor } from '../reference/conditions';
import type { PageType } from '../reference/page-types';
import { auctionSheetUrl, lotPhotoUrls } from '../images/urls';
import { BIKE_MODELS, BIKE_SECTION_RATES, type BikeModel } from './catalog/bikes';
import { CAR_MODELS, EQUIPMENT_CODES, type CarModel } from './catalog/cars';
import { BODY_COLOURS, MACHINE_COLOURS } from './catalog/colours';
import { MACHINE_MODELS, type MachineModel } from './catalog/machinery';
import { roundTo, type Random, type Weighted } from './random';

export interface LotRow {
  id: number;
  page_type: PageType;
  auction_id: number;
  lot_no: number;
  auction_time: string;
  model_id: number;
  grade: string;
  year: number;
  chassis: string;
  serial: string | null;
  engine_cc: number;
  horse_power: number | null;
  color: string;
  gearbox: string | null;
  drive: string | null;
  equip: string;
  mileage: number | null;
  hours: number | null;
  condition: string;
  start_price: number | null;
  average_price: number | null;
  sold_price: number | null;
  fixed_price: number | null;
  status: number | null;
  result_status: number | null;
  result_price: number | null;
  rate_engine: string | null;
  rate_front: string | null;
  rate_ext: string | null;
  rate_rear: string | null;
  rate_el: string | null;
  rate_frame: string | null;
  inspection: string | null;
  machine_group: string | null;
  category: string | null;
  subcategory: string | null;
  gg: string | null;
  kpp: string | null;
  volume: number | null;
  info: string | null;
  images: string;
  auction_sheet: string | null;
  allow_download_photos: number;
}

/** Where a lot sits: filled by the caller, the generators add the vehicle. */
export interface LotPlace {
  readonly id: number;
  readonly pageType: PageType;
  readonly auctionId: number;
  readonly lotNo: number;
  readonly auctionTime: string;
  /** the Japan year of the schedule anchor, for ages */
  readonly currentYear: number;
  /** lots of past auctions carry their result already */
  readonly past: boolean;
}

export type ModelIds = ReadonlyMap<string, number>;

export function modelKey(kind: 'car' | 'bike' | 'machinery', maker: string, model: string): string {
  return `${kind}|${maker}|${model}`;
}

const OUTCOMES: readonly Weighted<number>[] = [
  { value: AUCTION_STATUS.sold, weight: 60 },
  { value: AUCTION_STATUS.soldByNegotiation, weight: 9 },
  { value: AUCTION_STATUS.notSold, weight: 14 },
  { value: AUCTION_STATUS.unsold, weight: 7 },
  { value: AUCTION_STATUS.cancelled, weight: 4 },
  { value: AUCTION_STATUS.removed, weight: 3 },
  { value: AUCTION_STATUS.unknown, weight: 3 },
];

const COLOURS: readonly Weighted<string>[] = BODY_COLOURS.map((colour) => ({ value: colour.name, weight: colour.weight }));

function emptyRow(place: LotPlace, modelId: number): LotRow {
  return {
    id: place.id,
    page_type: place.pageType,
    auction_id: place.auctionId,
    lot_no: place.lotNo,
    auction_time: place.auctionTime,
    model_id: modelId,
    grade: '',
    year: place.currentYear,
    chassis: '',
    serial: null,
    engine_cc: 0,
    horse_power: null,
    color: '',
    gearbox: null,
    drive: null,
    equip: '',
    mileage: null,
    hours: null,
    condition: '',
    start_price: null,
    average_price: null,
    sold_price: null,
    fixed_price: null,
    status: null,
    result_status: null,
    result_price: null,
    rate_engine: null,
    rate_front: null,
    rate_ext: null,
    rate_rear: null,
    rate_el: null,
    rate_frame: null,
    inspection: null,
    machine_group: null,
    category: null,
    subcategory: null,
    gg: null,
    kpp: null,
    volume: null,
    info: null,
    images: '[]',
    auction_sheet: null,
    allow_download_photos: 1,
  };
}

function modelIdOf(ids: ModelIds, key: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`model ${key} was not seeded`);
  return id;
}

/** Start, average and result prices of an auction lot whose expected hammer price is known. */
function auctionPrices(rng: Random, row: LotRow, averagePrice: number, conditionFactor: number, past: boolean): void {
  const expected = averagePrice * conditionFactor;
  const startPrice = roundTo(expected * rng.float(0.35, 0.85), 1000);
  const resultStatus = rng.weighted(OUTCOMES);
  const sold = resultStatus === AUCTION_STATUS.sold || resultStatus === AUCTION_STATUS.soldByNegotiation;
  const resultPrice = sold ? roundTo(Math.max(startPrice, expected * rng.float(0.85, 1.2)), 1000) : null;
  row.average_price = averagePrice;
  row.start_price = startPrice;
  row.result_status = resultStatus;
  row.result_price = resultPrice;
  if (past) {
    row.status = resultStatus;
    row.sold_price = resultPrice;
  }
}

function ageFactor(year: number, years: readonly [number, number]): number {
  return 1.12 ** (year - (years[0] + years[1]) / 2);
}

function pickEquipment(rng: Random, year: number, currentYear: number): string {
  if (rng.chance(0.05)) return '';
  const modern = year >= currentYear - 8;
  const base = [modern || rng.chance(0.5) ? 'AAC' : 'AC', 'PS', 'PW'];
  const optional = EQUIPMENT_CODES.filter((code) => !['AC', 'AAC', 'PS', 'PW'].includes(code));
  return [...base, ...rng.sample(optional, rng.int(modern ? 3 : 1, modern ? 8 : 4))].join(' ');
}

function pickCarCondition(rng: Random, age: number): string {
  const grade = rng.weighted(CONDITION_GRADES.car);
  // S and 6 are near-new grades; an older car with them gets the best used grade instead.
  return (grade === 'S' || grade === '6') && age > 2 ? '4.5' : grade;
}

export function carLot(rng: Random, place: LotPlace, ids: ModelIds): LotRow {
  const model: CarModel = rng.pick(CAR_MODELS);
  const variant = rng.pick(model.variants);
  const row = emptyRow(place, modelIdOf(ids, modelKey('car', model.maker, model.model)));
  const year = rng.int(variant.years[0], Math.min(variant.years[1], place.currentYear));
  const age = place.currentYear - year;
  row.year = year;
  row.grade = rng.pick(model.grades);
  row.chassis = variant.chassis;
  row.serial = `${variant.chassis}-${rng.digits(7)}`;
  row.engine_cc = variant.engineCc;
  row.horse_power = variant.horsePower;
  row.color = rng.weighted(COLOURS);
  row.gearbox = rng.pick(model.gearboxes);
  row.drive = rng.pick(model.drives);
  row.equip = pickEquipment(rng, year, place.currentYear);
  row.mileage = roundTo(Math.max(1, age) * rng.float(4000, 14000) + rng.int(0, 9000), 1000);
  row.condition = pickCarCondition(rng, age);
  const mileageFactor = Math.min(1.15, Math.max(0.5, 1.15 - row.mileage / 200_000));
  const averagePrice = roundTo(variant.priceK * 1000 * ageFactor(year, variant.years) * mileageFactor, 1000);
  const conditionFactor = conditionPriceFactor(row.condition);
  if (place.pageType === 'stock') {
    row.average_price = averagePrice;
    row.fixed_price = roundTo(averagePrice * conditionFactor * rng.float(1.05, 1.3), 1000);
  } else {
    auctionPrices(rng, row, averagePrice, conditionFactor, place.past);
  }
  const photos = place.pageType === 'stats' ? rng.int(3, 6) : rng.int(5, 10);
  row.images = JSON.stringify(lotPhotoUrls(place.id, photos));
  row.auction_sheet = auctionSheetUrl(place.id);
  return row;
}

function sectionRate(rng: Random, condition: string): string {
  const base = Number.isNaN(Number(condition)) ? 3 : Math.round(Number(condition));
  const rate = Math.min(5, Math.max(1, base + rng.int(-1, 1)));
  return BIKE_SECTION_RATES[5 - rate] ?? '3';
}

export function bikeLot(rng: Random, place: LotPlace, ids: ModelIds): LotRow {
  const model: BikeModel = rng.pick(BIKE_MODELS);
  const row = emptyRow(place, modelIdOf(ids, modelKey('bike', model.maker, model.model)));
  const year = rng.int(model.years[0], Math.min(model.years[1], place.currentYear));
  const age = place.currentYear - year;
  row.year = year;
  row.grade = rng.pick(model.grades);
  row.chassis = model.framePrefix;
  row.serial = `${model.framePrefix}-${rng.digits(7)}`;
  row.engine_cc = model.engineCc;
  row.color = rng.weighted(COLOURS);
  row.mileage = roundTo(Math.max(1, age) * rng.float(1500, 5000), 100);
  row.condition = rng.weighted(CONDITION_GRADES.bike);
  row.rate_engine = sectionRate(rng, row.condition);
  row.rate_front = sectionRate(rng, row.condition);
  row.rate_ext = sectionRate(rng, row.condition);
  row.rate_rear = sectionRate(rng, row.condition);
  row.rate_el = sectionRate(rng, row.condition);
  row.rate_frame = sectionRate(rng, row.condition);
  // Bikes over 250 cc carry a road inspection (shaken) valid up to two years ahead.
  row.inspection =
    model.engineCc > 250 && rng.chance(0.6) ? `${place.currentYear + rng.int(0, 2)}-${String(rng.int(1, 12)).padStart(2, '0')}` : null;
  const averagePrice = roundTo(model.priceK * 1000 * ageFactor(year, model.years) * Math.max(0.5, 1.1 - row.mileage / 80_000), 1000);
  auctionPrices(rng, row, averagePrice, conditionPriceFactor(row.condition), place.past);
  row.images = JSON.stringify(lotPhotoUrls(place.id, rng.int(4, 7)));
  row.auction_sheet = auctionSheetUrl(place.id);
  return row;
}

export function machineLot(rng: Random, place: LotPlace, ids: ModelIds): LotRow {
  const model: MachineModel = rng.pick(MACHINE_MODELS);
  const row = emptyRow(place, modelIdOf(ids, modelKey('machinery', model.maker, model.model)));
  const year = rng.int(model.years[0], Math.min(model.years[1], place.currentYear));
  const age = place.currentYear - year;
  row.year = year;
  row.grade =
    model.body === 'excavator' ? rng.pick(['Canopy', 'Cab']) : model.body === 'forklift' ? rng.pick(['Standard', 'High mast']) : 'Standard';
  row.serial = `${model.serialPrefix}${rng.digits(5)}`;
  row.engine_cc = model.engineCc;
  row.color = MACHINE_COLOURS[model.maker] ?? 'YELLOW';
  row.hours = roundTo(Math.max(1, age) * rng.float(250, 900), 10);
  row.condition = rng.weighted(CONDITION_GRADES.machinery);
  row.machine_group = model.group;
  row.category = model.category;
  row.subcategory = model.subcategory;
  row.gg = model.gg;
  row.kpp = rng.pick(model.kpp);
  row.volume = model.volume;
  const averagePrice = roundTo(model.priceK * 1000 * ageFactor(year, model.years) * Math.max(0.5, 1.1 - row.hours / 20_000), 1000);
  auctionPrices(rng, row, averagePrice, conditionPriceFactor(row.condition), place.past);
  row.images = JSON.stringify(lotPhotoUrls(place.id, rng.int(4, 7)));
  return row;
}
