// Vehicles offered again (issue #19 item 3): a share of the lots become a later offering of a vehicle
// an earlier, finished auction already had — the same frame number (serial) and vehicle — most often
// after it went unsold there, sometimes at a lower start price. Its own outcome is drawn again for the
// vehicle's price. Runs on its own random stream, so the other seeded data stays as it was.
import { conditionPriceFactor } from '../reference/conditions';
import { SOLD_STATUSES } from '../reference/auction-statuses';
import type { Db } from '../db/open';
import { Random, roundTo } from './random';

/** The page types whose lots can be the same vehicle: one frame number space per kind. */
const KIND_PAGE_TYPES: readonly (readonly string[])[] = [['car-auction', 'stock', 'stats'], ['bikes', 'bike-stats'], ['machinery']];

/** The chance a lot is a vehicle offered before, when one is there to be offered again. */
const RELIST_SHARE = 0.12;
/** How often the earlier offering is one that did not sell (else any, a sold car resold included). */
const UNSOLD_FIRST = 0.75;
/** How often a vehicle that did not sell comes back with a lower start price. */
const LOWER_START = 0.4;

/** The columns that describe the vehicle itself: a later offering copies them from the earlier one. */
const VEHICLE_COLUMNS = [
  'model_id',
  'maker_id',
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
  'equip_mask',
  'condition',
  'average_price',
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
] as const;

interface Offering {
  readonly id: number;
  readonly date: string;
  readonly result: number | null;
}

interface Vehicle extends Record<(typeof VEHICLE_COLUMNS)[number], unknown> {
  readonly condition: string;
  readonly average_price: number | null;
  readonly mileage: number | null;
  readonly hours: number | null;
  readonly start_price: number | null;
  readonly fixed_price: number | null;
}

/** An array whose random item is taken out in constant time. */
class Pool<T> {
  private readonly items: T[] = [];

  get size(): number {
    return this.items.length;
  }

  add(item: T): void {
    this.items.push(item);
  }

  take(rng: Random): T | undefined {
    if (this.items.length === 0) return undefined;
    const index = Math.floor(rng.next() * this.items.length);
    const last = this.items.pop() as T;
    if (index === this.items.length) return last;
    const taken = this.items[index] as T;
    this.items[index] = last;
    return taken;
  }
}

const isSold = (status: number | null): boolean => status !== null && SOLD_STATUSES.includes(status);

/**
 * Turns later lots into offerings of earlier vehicles (auctions before `today`, so the earlier result
 * is known). Each vehicle is offered again at most once per later lot, so a chain of offerings can form.
 * Returns how many lots became a repeat offering.
 */
export function seedRelistings(db: Db, seed: number, today: string): number {
  const rng = new Random(seed ^ 0x7e1157);
  const readVehicle = db.prepare(`SELECT ${VEHICLE_COLUMNS.join(', ')}, mileage, hours, start_price, fixed_price FROM lots WHERE id = ?`);
  const relist = db.prepare(`UPDATE lots SET ${VEHICLE_COLUMNS.map((column) => `${column} = @${column}`).join(', ')},
      mileage = @mileage, hours = @hours,
      start_price = CASE WHEN start_price IS NULL THEN NULL ELSE @startPrice END,
      fixed_price = CASE WHEN fixed_price IS NULL THEN NULL ELSE @fixedPrice END,
      result_price = CASE WHEN result_price IS NULL THEN NULL ELSE @resultPrice END,
      sold_price = CASE WHEN sold_price IS NULL THEN NULL ELSE @resultPrice END
    WHERE id = @id`);
  let relisted = 0;

  for (const pageTypes of KIND_PAGE_TYPES) {
    const offerings = db
      .prepare(
        `SELECT id, auction_date AS date, result_status AS result FROM lots
        WHERE page_type IN (${pageTypes.map(() => '?').join(', ')}) ORDER BY auction_date, id`,
      )
      .all(...pageTypes) as Offering[];
    const unsold = new Pool<Offering>();
    const any = new Pool<Offering>();
    let opened = 0;
    for (const lot of offerings) {
      // earlier days' lots with a known result become offerable once the walk reaches a later day
      while (opened < offerings.length && (offerings[opened] as Offering).date < lot.date && (offerings[opened] as Offering).date < today) {
        const earlier = offerings[opened] as Offering;
        (isSold(earlier.result) ? any : unsold).add(earlier);
        opened += 1;
      }
      if (unsold.size + any.size === 0 || !rng.chance(RELIST_SHARE)) continue;
      const earlier = (rng.chance(UNSOLD_FIRST) ? unsold.take(rng) : any.take(rng)) ?? unsold.take(rng) ?? any.take(rng);
      if (!earlier) continue;
      relist.run(laterOffering(rng, lot.id, readVehicle.get(earlier.id) as Vehicle, !isSold(earlier.result)));
      relisted += 1;
    }
  }
  return relisted;
}

/** The vehicle again: a few more km or hours, the earlier start price or less after no sale, its own result price. */
function laterOffering(rng: Random, id: number, vehicle: Vehicle, unsoldBefore: boolean): Record<string, unknown> {
  const expected = (vehicle.average_price ?? 0) * conditionPriceFactor(vehicle.condition);
  const earlierStart = vehicle.start_price ?? roundTo(expected * 0.7, 1000);
  const startPrice = unsoldBefore && rng.chance(LOWER_START) ? roundTo(earlierStart * rng.float(0.8, 0.95), 1000) : earlierStart;
  const fields: Record<string, unknown> = {};
  for (const column of VEHICLE_COLUMNS) fields[column] = vehicle[column];
  return {
    ...fields,
    id,
    mileage: vehicle.mileage === null ? null : vehicle.mileage + rng.int(0, 3) * 100,
    hours: vehicle.hours === null ? null : vehicle.hours + rng.int(0, 20),
    startPrice,
    fixedPrice: roundTo(expected * rng.float(1.05, 1.3), 1000),
    resultPrice: roundTo(Math.max(startPrice, expected * rng.float(0.85, 1.2)), 1000),
  };
}
