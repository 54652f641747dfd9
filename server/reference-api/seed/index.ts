// Fills an empty database in one transaction: reference data, the auction schedule around today,
// lots of every page type, users, bids and saved searches. Same seed, same data (dates follow today).
import { COUNTRIES } from '../reference/countries';
import { CURRENCIES } from '../reference/currencies';
import type { PageType } from '../reference/page-types';
import { bringScheduleToDate, setScheduleAnchor } from '../db/schedule';
import type { Db } from '../db/open';
import { auctionWeekMonday, japanDate } from '../../../shared/japan-time';
import { equipmentMask } from '../db/migrations/002-listing';
import { isUssHouse } from './catalog/auction-houses';
import { BIKE_MODELS } from './catalog/bikes';
import { CAR_MODELS } from './catalog/cars';
import { MACHINE_MODELS } from './catalog/machinery';
import { planAuctions, shareLots, type PlannedAuction } from './auction-plan';
import { seedBidChat } from './bid-chat';
import { seedBidHistory } from './bid-history';
import { seedBids, seedSavedSearches, type BiddableLot } from './bids';
import { bikeLot, carLot, machineLot, modelKey, type LotPlace, type LotRow, type ModelIds } from './lots';
import { seedPurchases } from './purchases';
import { seedLotDetail } from '../lot-detail/seed';
import { Random } from './random';
import { seedRelistings } from './relistings';
import { seedUsers } from './users';

export const DEFAULT_SEED = 20250101;
export const DEFAULT_SEED_LOTS = 20000;
const GENERATED_CLIENTS = 200;

export interface SeedOptions {
  /** car-auction lots; the other page types follow in proportion */
  readonly carAuctionLots: number;
  readonly seed: number;
  readonly now: Date;
}

export interface SeedReport {
  readonly lots: Readonly<Record<PageType, number>>;
  readonly auctions: number;
  readonly users: number;
  readonly bids: number;
  readonly savedSearches: number;
  readonly ms: number;
}

/** Lots per page type as a share of the car-auction lots. */
const PAGE_TYPE_SHARES: ReadonlyArray<readonly [PageType, number]> = [
  ['car-auction', 1],
  ['stock', 0.1],
  ['stats', 0.5],
  ['bikes', 0.15],
  ['bike-stats', 0.1],
  ['machinery', 0.1],
];

type LotGenerator = (rng: Random, place: LotPlace, ids: ModelIds) => LotRow;

const GENERATORS: Readonly<Record<PageType, LotGenerator>> = {
  'car-auction': carLot,
  stock: carLot,
  stats: carLot,
  bikes: bikeLot,
  'bike-stats': bikeLot,
  machinery: machineLot,
};

export function isEmpty(db: Db): boolean {
  return db.prepare('SELECT COUNT(*) FROM users').pluck().get() === 0;
}

function seedReferenceData(db: Db): void {
  const country = db.prepare('INSERT INTO countries (id, name, iso2, dial_code) VALUES (?, ?, ?, ?)');
  for (const c of COUNTRIES) country.run(c.id, c.name, c.iso2, c.dialCode);
  const currency = db.prepare('INSERT INTO currencies (code, name, symbol) VALUES (?, ?, ?)');
  for (const c of CURRENCIES) currency.run(c.code, c.name, c.symbol);
}

function seedModels(db: Db): ModelIds {
  const maker = db.prepare(
    'INSERT INTO makers (kind, name) VALUES (?, ?) ON CONFLICT (kind, name) DO UPDATE SET name = excluded.name RETURNING id',
  );
  const model = db.prepare(
    'INSERT INTO models (maker_id, name, body) VALUES (?, ?, ?) ON CONFLICT (maker_id, name) DO UPDATE SET body = excluded.body RETURNING id',
  );
  const ids = new Map<string, number>();
  const add = (kind: 'car' | 'bike' | 'machinery', makerName: string, modelName: string, body: string): void => {
    const makerId = maker.pluck().get(kind, makerName) as number;
    ids.set(modelKey(kind, makerName, modelName), model.pluck().get(makerId, modelName, body) as number);
  };
  for (const m of CAR_MODELS) add('car', m.maker, m.model, m.body);
  for (const m of BIKE_MODELS) add('bike', m.maker, m.model, 'bike');
  for (const m of MACHINE_MODELS) add('machinery', m.maker, m.model, m.body);
  return ids;
}

function seedAuctions(db: Db, plan: readonly PlannedAuction[]): number[] {
  const house = db.prepare('INSERT INTO auction_houses (name, kind, weekdays, start_time, is_uss) VALUES (?, ?, ?, ?, ?)');
  const auction = db.prepare('INSERT INTO auctions (house_id, date) VALUES (?, ?)');
  const houseIds = new Map<string, number>();
  return plan.map(({ house: h, date }) => {
    let houseId = houseIds.get(h.name);
    if (houseId === undefined) {
      houseId = Number(house.run(h.name, h.kind, h.weekdays.join(','), h.startTime, isUssHouse(h.name) ? 1 : 0).lastInsertRowid);
      houseIds.set(h.name, houseId);
    }
    return Number(auction.run(houseId, date).lastInsertRowid);
  });
}

/** Lot numbers rise through a sale; the clock follows at the house's pace, ending before 17:30. */
function lotTime(startTime: string, index: number, count: number): string {
  const [hours = 9, minutes = 30] = startTime.split(':').map(Number);
  const secondsPerLot = Math.min(30, (7.5 * 3600) / Math.max(1, count));
  const total = hours * 60 + minutes + Math.floor((index * secondsPerLot) / 60);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

const INSERT_LOT_COLUMNS = [
  'id',
  'page_type',
  'auction_id',
  'lot_no',
  'auction_time',
  'model_id',
  'grade',
  'year',
  'chassis',
  'serial',
  'engine_cc',
  'horse_power',
  'color',
  'gearbox',
  'drive',
  'equip',
  'mileage',
  'hours',
  'condition',
  'start_price',
  'average_price',
  'sold_price',
  'fixed_price',
  'status',
  'result_status',
  'result_price',
  'rate_engine',
  'rate_front',
  'rate_ext',
  'rate_rear',
  'rate_el',
  'rate_frame',
  'inspection',
  'machine_group',
  'category',
  'subcategory',
  'gg',
  'kpp',
  'volume',
  'info',
  'images',
  'auction_sheet',
  'allow_download_photos',
] as const satisfies ReadonlyArray<keyof LotRow>;
/** Copies the listing reads without joins (migration 002); given here, the insert trigger has nothing to do. */
const LISTING_COPY_COLUMNS = ['maker_id', 'auction_date', 'equip_mask'] as const;

export function seedDatabase(db: Db, options: SeedOptions): SeedReport {
  const started = performance.now();
  const rng = new Random(options.seed);
  const today = japanDate(options.now);
  const anchorMonday = auctionWeekMonday(today);
  const currentYear = Number(today.slice(0, 4));
  const lotCounts = Object.fromEntries(
    PAGE_TYPE_SHARES.map(([type, share]) => [type, Math.round(options.carAuctionLots * share)]),
  ) as Record<PageType, number>;
  let bids = 0;
  let savedSearches = 0;
  let users = 0;
  let auctions = 0;

  db.transaction(() => {
    seedReferenceData(db);
    const modelIds = seedModels(db);
    const plan = planAuctions(anchorMonday);
    const auctionIds = seedAuctions(db, plan);
    auctions = auctionIds.length;
    const columns = [...INSERT_LOT_COLUMNS, ...LISTING_COPY_COLUMNS];
    const insertLot = db.prepare(`INSERT INTO lots (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
    const makerOfModel = new Map(
      (db.prepare('SELECT id, maker_id FROM models').raw().all() as Array<[number, number]>).map(([id, makerId]) => [id, makerId]),
    );
    let lotId = 0;
    // Building an index once over all rows is far quicker than keeping it sorted through every insert.
    const lotIndexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'lots' AND sql IS NOT NULL")
      .all() as Array<{ name: string; sql: string }>;
    for (const { name } of lotIndexes) db.exec(`DROP INDEX ${name}`);

    for (const [pageType] of PAGE_TYPE_SHARES) {
      const indexes = plan.flatMap((auction, index) => (auction.pageType === pageType ? [index] : []));
      const counts = shareLots(
        lotCounts[pageType],
        indexes.map((index) => plan[index] as PlannedAuction),
      );
      indexes.forEach((planIndex, position) => {
        const auction = plan[planIndex] as PlannedAuction;
        const count = counts[position] ?? 0;
        let lotNo = rng.int(1, 5) * 1000 + rng.int(0, 99);
        for (let index = 0; index < count; index += 1) {
          lotId += 1;
          lotNo += rng.int(1, 4);
          const row = GENERATORS[pageType](
            rng,
            {
              id: lotId,
              pageType,
              auctionId: auctionIds[planIndex] as number,
              lotNo,
              auctionTime: lotTime(auction.house.startTime, index, count),
              currentYear,
              past: auction.date < today,
            },
            modelIds,
          );
          insertLot.run({
            ...row,
            maker_id: makerOfModel.get(row.model_id),
            auction_date: auction.date,
            equip_mask: equipmentMask(row.equip),
          });
        }
      });
    }
    seedRelistings(db, options.seed, today);

    for (const { sql } of lotIndexes) db.exec(sql);
    const biddable = db
      .prepare(
        "SELECT id, start_price AS startPrice FROM lots WHERE page_type = 'car-auction' AND auction_date >= ? AND start_price IS NOT NULL ORDER BY id",
      )
      .all(today) as BiddableLot[];

    const seeded = seedUsers(db, rng, options.now, GENERATED_CLIENTS);
    users = Number(db.prepare('SELECT COUNT(*) FROM users').pluck().get());
    bids = seedBids(db, rng, options.now, seeded, biddable, Math.round(options.carAuctionLots * 0.06));
    savedSearches = seedSavedSearches(db, options.now, seeded);
    bids += seedBidHistory(db, options.seed, options.now, seeded);
    seedBidChat(db, options.now, seeded);
    seedPurchases(db, rng, options.now, seeded);
    seedLotDetail(db, options.now, seeded);
    setScheduleAnchor(db, anchorMonday);
    bringScheduleToDate(db, today);
  })();
  // Fresh statistics of whole indexes (a sample misleads the planner), so it picks the listing
  // indexes by how selective they are.
  db.exec('ANALYZE');

  return { lots: lotCounts, auctions, users, bids, savedSearches, ms: Math.round(performance.now() - started) };
}
