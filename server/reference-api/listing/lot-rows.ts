// Lots as the listing answers them (schemas/api/listing.ts): one query for a page of ids, with the
// caller's own bid (myBid, myBidAmount, bidStatusId) and favorites group (wishList) joined in.
import { FAVORITE_GROUPS, type BikeLot, type CarLot, type MechLot, type WishList, type WishlistLot } from '../../../schemas/api/listing';
import type { Db } from '../db/open';
import type { PageType } from '../reference/page-types';
import { lotLink, type ListingPageType } from './page-types';
import { previewPhotos } from '../images/uss-photos';

/** Bid status 4 is a cancelled bid (seed 001 §4): it no longer counts as the caller's bid. */
const CANCELLED_BID = 4;

export interface LotRecord {
  id: number;
  pageType: PageType;
  lotNo: number;
  auctionId: number;
  auctionDate: string;
  auctionTime: string;
  auctionName: string;
  isUss: number;
  makerId: number;
  maker: string;
  modelId: number;
  model: string;
  grade: string;
  year: number;
  chassis: string;
  serial: string | null;
  engineCc: number;
  color: string;
  gearbox: string | null;
  equip: string;
  mileage: number | null;
  hours: number | null;
  condition: string;
  startPrice: number | null;
  averagePrice: number | null;
  soldPrice: number | null;
  fixedPrice: number | null;
  status: number | null;
  rateEngine: string | null;
  rateFront: string | null;
  rateExt: string | null;
  rateRear: string | null;
  rateEl: string | null;
  rateFrame: string | null;
  inspection: string | null;
  machineGroup: string | null;
  category: string | null;
  gg: string | null;
  kpp: string | null;
  volume: number | null;
  images: string;
  bidId: number | null;
  bidAmount: number | null;
  bidStatus: number | null;
  favoriteGroup: string | null;
  /** earlier offerings of the same vehicle (frame number and model) */
  offeredBefore: number;
}

const SELECT_LOTS = `SELECT l.id, l.page_type AS pageType, l.lot_no AS lotNo, l.auction_id AS auctionId, l.auction_date AS auctionDate,
    l.auction_time AS auctionTime, h.name AS auctionName, h.is_uss AS isUss, l.maker_id AS makerId, mk.name AS maker,
    l.model_id AS modelId, md.name AS model, l.grade, l.year, l.chassis, l.serial, l.engine_cc AS engineCc, l.color, l.gearbox,
    l.equip, l.mileage, l.hours, l.condition, l.start_price AS startPrice, l.average_price AS averagePrice,
    l.sold_price AS soldPrice, l.fixed_price AS fixedPrice, l.status, l.rate_engine AS rateEngine, l.rate_front AS rateFront,
    l.rate_ext AS rateExt, l.rate_rear AS rateRear, l.rate_el AS rateEl, l.rate_frame AS rateFrame, l.inspection,
    l.machine_group AS machineGroup, l.category, l.gg, l.kpp, l.volume, l.images,
    b.id AS bidId, b.amount AS bidAmount, b.status AS bidStatus, f.grp AS favoriteGroup,
    (SELECT COUNT(*) FROM lots p WHERE p.serial = l.serial AND p.model_id = l.model_id AND p.auction_date < l.auction_date) AS offeredBefore
  FROM lots l
  JOIN auctions a ON a.id = l.auction_id
  JOIN auction_houses h ON h.id = a.house_id
  JOIN makers mk ON mk.id = l.maker_id
  JOIN models md ON md.id = l.model_id
  LEFT JOIN bids b ON b.lot_id = l.id AND b.user_id = @userId
  LEFT JOIN favorites f ON f.lot_id = l.id AND f.user_id = @userId`;

/** Reads lots by id, in the order of the ids given. */
export function createLotReader(db: Db): (ids: readonly number[], userId: number) => LotRecord[] {
  const query = db.prepare(`${SELECT_LOTS} WHERE l.id IN (SELECT value FROM json_each(@ids))`);
  return (ids, userId) => {
    if (ids.length === 0) return [];
    const rows = query.all({ ids: JSON.stringify(ids), userId }) as LotRecord[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}

/** One entry per favorites group, true for the group the lot is in. */
export function wishListOf(group: string | null): WishList {
  return FAVORITE_GROUPS.map((letter) => ({ group: letter, value: letter === group }));
}

/** Japan date and time of the lot's turn in its auction: YYYY-MM-DD HH:mm. */
const auctionDateTime = (lot: LotRecord): string => `${lot.auctionDate} ${lot.auctionTime}`;

function callerBid(lot: LotRecord): { myBid: boolean; myBidAmount: number | null } {
  const active = lot.bidStatus !== null && lot.bidStatus !== CANCELLED_BID;
  return { myBid: active, myBidAmount: active ? lot.bidAmount : null };
}

const images = (lot: LotRecord): string[] => previewPhotos(JSON.parse(lot.images) as string[], lot.isUss === 1);

export function carLotOf(lot: LotRecord, pageType: ListingPageType): CarLot {
  return {
    id: String(lot.id),
    lotNo: String(lot.lotNo),
    auctionDate: auctionDateTime(lot),
    auctionName: lot.auctionName,
    maker: lot.maker,
    model: lot.model,
    year: lot.year,
    engine: lot.engineCc,
    chassis: lot.chassis || (lot.serial ?? ''),
    grade: lot.grade,
    color: lot.color,
    gearbox: lot.gearbox ?? lot.kpp ?? '',
    priv: null,
    mileage: lot.mileage,
    equip: lot.equip,
    condition: lot.condition,
    // Stock lots sell at one fixed price, shown where auctions show the start price.
    startPrice: lot.fixedPrice ?? lot.startPrice,
    averagePrice: lot.averagePrice,
    soldPrice: lot.soldPrice,
    isUss: lot.isUss === 1,
    ...callerBid(lot),
    wishList: wishListOf(lot.favoriteGroup),
    status: lot.status,
    images: images(lot),
    link: lotLink(pageType, lot.id),
    offeredBefore: lot.offeredBefore,
  };
}

export function bikeLotOf(lot: LotRecord): BikeLot {
  return {
    id: String(lot.id),
    lotNo: String(lot.lotNo),
    auctionDate: auctionDateTime(lot),
    auctionName: lot.auctionName,
    auctionId: lot.auctionId,
    maker: lot.maker,
    makerId: lot.makerId,
    model: lot.model,
    modelId: lot.modelId,
    year: lot.year,
    grade: lot.grade,
    mileage: lot.mileage,
    engine: lot.engineCc,
    color: lot.color,
    rateEngine: lot.rateEngine,
    rateFront: lot.rateFront,
    rateExt: lot.rateExt,
    rateRear: lot.rateRear,
    rateEl: lot.rateEl,
    rateFrame: lot.rateFrame,
    condition: lot.condition,
    startPrice: lot.startPrice,
    inspection: lot.inspection,
    serial: lot.serial ?? '',
    status: lot.status,
    ...callerBid(lot),
    bidStatusId: lot.bidStatus,
    wishList: wishListOf(lot.favoriteGroup),
    images: images(lot),
    offeredBefore: lot.offeredBefore,
  };
}

export function mechLotOf(lot: LotRecord): MechLot {
  return {
    id: String(lot.id),
    lotNo: String(lot.lotNo),
    auctionDate: auctionDateTime(lot),
    auctionName: lot.auctionName,
    group: lot.machineGroup ?? '',
    category: lot.category ?? '',
    maker: lot.maker,
    model: lot.model,
    gg: lot.gg,
    cc: lot.engineCc,
    year: lot.year,
    hours: lot.hours,
    grade: lot.grade,
    KPP: lot.kpp,
    mileage: lot.mileage,
    condition: lot.condition,
    volume: lot.volume === null ? null : String(lot.volume),
    serial: lot.serial ?? '',
    price: lot.startPrice ?? 0,
    status: lot.status,
    ...callerBid(lot),
    bidStatusId: lot.bidStatus,
    wishList: wishListOf(lot.favoriteGroup),
    images: images(lot),
    offeredBefore: lot.offeredBefore,
  };
}

/** The fields a lot has in its own page type's listing beyond the car shape: its own columns show them. */
const OWN_LOT_OF: Readonly<Record<ListingPageType['kind'], ((lot: LotRecord) => BikeLot | MechLot) | null>> = {
  car: null,
  bike: bikeLotOf,
  machinery: mechLotOf,
};

/** A lot of any page type on the favorites page (seed 001 §3 "Wishlist lot"), with its own lot's fields. */
export function wishlistLotOf(lot: LotRecord, pageType: ListingPageType): WishlistLot {
  return {
    ...OWN_LOT_OF[pageType.kind]?.(lot),
    ...carLotOf(lot, pageType),
    ...callerBid(lot),
    lotType: lot.pageType,
    bidStatusId: lot.bidStatus,
    jasId: lot.bidId,
  };
}
