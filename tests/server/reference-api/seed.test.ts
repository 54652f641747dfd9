import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase, type Db } from '../../../server/reference-api/db/open';
import { bringScheduleToDate, scheduleAnchor } from '../../../server/reference-api/db/schedule';
import { addDays, auctionWeekMonday, isoWeekday, japanDate } from '../../../shared/japan-time';
import { FINAL_STATUSES, SOLD_STATUSES } from '../../../server/reference-api/reference/auction-statuses';
import { CONDITION_GRADES } from '../../../server/reference-api/reference/conditions';
import { seedDatabase } from '../../../server/reference-api/seed/index';

const NOW = new Date();

function seeded(seed: number, carAuctionLots = 500, now = NOW): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db, { carAuctionLots, seed, now });
  return db;
}

const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];

interface DatedLot {
  page_type: string;
  status: number | null;
  sold_price: number | null;
  date: string;
  weekdays: string;
}

const datedLots = (db: Db) =>
  all<DatedLot>(
    db,
    `SELECT l.page_type, l.status, l.sold_price, a.date, h.weekdays FROM lots l
     JOIN auctions a ON a.id = l.auction_id JOIN auction_houses h ON h.id = a.house_id`,
  );

describe('reference API seed', () => {
  const db = seeded(7);
  const today = japanDate(NOW);
  const weekStart = auctionWeekMonday(today);

  it('is deterministic: same seed, same lots and users; another seed, other data', () => {
    const again = seeded(7);
    const other = seeded(8);
    const lots = (d: Db) => all(d, 'SELECT * FROM lots ORDER BY id LIMIT 100');
    const users = (d: Db) => all(d, 'SELECT id, email, full_name, country_id, balance, credit_limit, role_id FROM users ORDER BY id');
    const bids = (d: Db) => all(d, 'SELECT lot_id, user_id, amount, status FROM bids ORDER BY id');
    expect(lots(again)).toEqual(lots(db));
    expect(users(again)).toEqual(users(db));
    expect(bids(again)).toEqual(bids(db));
    expect(lots(other)).not.toEqual(lots(db));
  });

  it('holds the lots of every page type in proportion to the car-auction lots', () => {
    const counts = Object.fromEntries(
      all<{ page_type: string; n: number }>(db, 'SELECT page_type, COUNT(*) AS n FROM lots GROUP BY page_type').map((r) => [
        r.page_type,
        r.n,
      ]),
    );
    expect(counts).toEqual({ 'car-auction': 500, stock: 50, stats: 250, bikes: 75, 'bike-stats': 50, machinery: 50 });
  });

  it('seeds at the default size within a few seconds', () => {
    const started = performance.now();
    const big = seeded(1, 20000);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(big.prepare('SELECT COUNT(*) FROM lots').pluck().get()).toBe(39000);
  }, 30_000);

  it('holds auctions at the real houses, USS ones flagged', () => {
    const houses = all<{ name: string; kind: string; is_uss: number }>(db, 'SELECT name, kind, is_uss FROM auction_houses');
    const names = houses.map((house) => house.name);
    for (const name of [
      'USS Tokyo',
      'USS Nagoya',
      'USS Yokohama',
      'USS Osaka',
      'TAA Kinki',
      'TAA Yokohama',
      'JU Aichi',
      'JU Tokyo',
      'HAA Kobe',
      'Arai Bayside',
      'Arai Oyama',
      'CAA Chubu',
      'CAA Tokyo',
      'Honda Tokyo',
      'LAA Okayama',
      'iAUC',
      'Bay Auc',
      'Zero Osaka',
    ]) {
      expect(names).toContain(name);
    }
    expect(
      houses
        .filter((house) => house.kind === 'bike')
        .map((house) => house.name)
        .join(' '),
    ).toMatch(/BDS.*JBA|JBA.*BDS/);
    expect(houses.some((house) => house.kind === 'machinery')).toBe(true);
    for (const house of houses) expect(house.is_uss, house.name).toBe(house.name.startsWith('USS ') ? 1 : 0);
  });

  it('schedules Monday to Saturday only, each house on its own weekdays', () => {
    for (const lot of datedLots(db)) {
      expect(isoWeekday(lot.date)).toBeLessThanOrEqual(6);
      expect(lot.weekdays.split(',').map(Number)).toContain(isoWeekday(lot.date));
    }
  });

  it('puts live lots on this and next week, statistics on the 13 weeks before', () => {
    const lots = datedLots(db);
    const live = lots.filter((lot) => ['car-auction', 'bikes', 'machinery'].includes(lot.page_type));
    for (const lot of live) {
      expect(lot.date >= weekStart && lot.date <= addDays(weekStart, 12), lot.date).toBe(true);
      if (lot.date > today) expect(lot.status).toBe(4532);
      else if (lot.date === today) expect(lot.status).toBe(4531);
      else expect(FINAL_STATUSES).toContain(lot.status);
    }
    expect(live.some((lot) => lot.status === 4532)).toBe(true);
    const stats = lots.filter((lot) => ['stats', 'bike-stats'].includes(lot.page_type));
    for (const lot of stats) {
      expect(lot.date < weekStart && lot.date >= addDays(weekStart, -91), lot.date).toBe(true);
      expect(FINAL_STATUSES).toContain(lot.status);
      expect(lot.sold_price !== null).toBe(SOLD_STATUSES.includes(lot.status ?? 0));
    }
    expect(new Set(stats.map((lot) => lot.status)).size).toBe(FINAL_STATUSES.length);
  });

  it('prices in whole thousands of yen; stock lots have one fixed price', () => {
    const prices = all<{
      page_type: string;
      start_price: number | null;
      sold_price: number | null;
      average_price: number | null;
      fixed_price: number | null;
    }>(db, 'SELECT page_type, start_price, sold_price, average_price, fixed_price FROM lots');
    for (const lot of prices) {
      for (const price of [lot.start_price, lot.sold_price, lot.average_price, lot.fixed_price])
        if (price !== null) expect(price % 1000).toBe(0);
      if (lot.sold_price !== null) expect(lot.sold_price).toBeGreaterThanOrEqual(lot.start_price ?? 0);
      if (lot.page_type === 'stock') {
        expect(lot.fixed_price).toBeGreaterThan(0);
        expect(lot.start_price).toBeNull();
      }
    }
  });

  it('describes vehicles realistically for their kind', () => {
    const cars = all<{
      maker: string;
      model: string;
      chassis: string;
      condition: string;
      gearbox: string;
      images: string;
      auction_sheet: string;
    }>(
      db,
      `SELECT mk.name AS maker, md.name AS model, l.chassis, l.condition, l.gearbox, l.images, l.auction_sheet FROM lots l
       JOIN models md ON md.id = l.model_id JOIN makers mk ON mk.id = md.maker_id WHERE l.page_type IN ('car-auction', 'stats', 'stock')`,
    );
    const grades = CONDITION_GRADES.car.map((grade) => grade.value);
    for (const car of cars) {
      expect(grades).toContain(car.condition);
      expect(car.chassis).toMatch(/^[A-Z0-9-]+$/);
      expect(JSON.parse(car.images).length).toBeGreaterThan(0);
      expect(car.auction_sheet).toMatch(/^\/api\/v1\/images\/sheets\/\d+\.svg$/);
    }
    expect(new Set(cars.map((car) => car.maker)).size).toBeGreaterThan(8);
    expect(cars.filter((car) => car.condition === '4' || car.condition === '3.5').length).toBeGreaterThan(cars.length / 3);

    const bikes = all<Record<string, unknown>>(db, "SELECT * FROM lots WHERE page_type IN ('bikes', 'bike-stats')");
    for (const bike of bikes) {
      for (const field of ['rate_engine', 'rate_front', 'rate_ext', 'rate_rear', 'rate_el', 'rate_frame', 'serial'])
        expect(bike[field], field).toBeTruthy();
    }
    const machines = all<Record<string, unknown>>(db, "SELECT * FROM lots WHERE page_type = 'machinery'");
    for (const machine of machines) {
      for (const field of ['machine_group', 'category', 'subcategory', 'gg', 'kpp', 'hours', 'serial', 'start_price'])
        expect(machine[field], field).not.toBeNull();
    }
  });

  it('offers 10–15 % of the vehicles again: the same frame number and car, after an earlier auction, mostly unsold first', () => {
    const big = seeded(5, 4000);
    const repeats = all<{ id: number; date: string; startPrice: number | null; previous: number }>(
      big,
      `SELECT l.id, l.auction_date AS date, l.start_price AS startPrice,
        (SELECT p.id FROM lots p WHERE p.serial = l.serial AND p.model_id = l.model_id AND p.auction_date < l.auction_date
          ORDER BY p.auction_date DESC LIMIT 1) AS previous
       FROM lots l WHERE previous IS NOT NULL`,
    );
    const lots = Number(big.prepare('SELECT COUNT(*) FROM lots').pluck().get());
    expect(repeats.length / lots).toBeGreaterThanOrEqual(0.1);
    expect(repeats.length / lots).toBeLessThanOrEqual(0.15);
    const vehicle = big.prepare(
      'SELECT model_id, year, chassis, serial, color, engine_cc, grade, auction_date AS date, start_price AS startPrice, result_status AS result FROM lots WHERE id = ?',
    );
    const sameCar = ({ model_id, year, chassis, serial, color, engine_cc, grade }: Record<string, unknown>) => ({
      model_id,
      year,
      chassis,
      serial,
      color,
      engine_cc,
      grade,
    });
    let unsoldFirst = 0;
    let cheaper = 0;
    for (const repeat of repeats) {
      const later = vehicle.get(repeat.id) as Record<string, unknown>;
      const earlier = vehicle.get(repeat.previous) as Record<string, unknown> & {
        date: string;
        startPrice: number | null;
        result: number | null;
      };
      expect(sameCar(later)).toEqual(sameCar(earlier));
      expect(earlier.date < today).toBe(true);
      if (!SOLD_STATUSES.includes(earlier.result ?? 0)) unsoldFirst += 1;
      if (repeat.startPrice !== null && earlier.startPrice !== null && repeat.startPrice < earlier.startPrice) cheaper += 1;
    }
    expect(unsoldFirst / repeats.length).toBeGreaterThan(0.6);
    expect(cheaper).toBeGreaterThan(0);
    // a sold repeat sells at its start price or more, in whole thousands of yen
    for (const { sold, start } of all<{ sold: number; start: number }>(
      big,
      'SELECT sold_price AS sold, start_price AS start FROM lots WHERE sold_price IS NOT NULL AND start_price IS NOT NULL',
    )) {
      expect(sold).toBeGreaterThanOrEqual(start);
      expect(sold % 1000).toBe(0);
    }
  }, 30_000);

  it('gives the demo client bids in every status 1–7 on current lots', () => {
    const statuses = all<{ status: number; date: string }>(
      db,
      `SELECT b.status, a.date FROM bids b JOIN users u ON u.id = b.user_id JOIN lots l ON l.id = b.lot_id
       JOIN auctions a ON a.id = l.auction_id WHERE u.email = 'client@seri.example' AND l.page_type = 'car-auction'`,
    );
    expect(new Set(statuses.map((bid) => bid.status))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const bid of statuses) expect(bid.date >= today).toBe(true);
    const amounts = all<{ amount: number }>(db, 'SELECT amount FROM bids');
    for (const { amount } of amounts) expect(amount % 5000).toBe(0);
  });

  it('has about 200 generated clients, three of them the demo dealer’s', () => {
    expect(db.prepare('SELECT COUNT(*) FROM users WHERE user_type = 2').pluck().get()).toBeGreaterThanOrEqual(200);
    const dealerClients = db
      .prepare("SELECT COUNT(*) FROM users WHERE dealer_id = (SELECT id FROM users WHERE email = 'dealer@seri.example')")
      .pluck()
      .get();
    expect(dealerClients).toBe(3);
    expect(db.prepare('SELECT COUNT(DISTINCT country_id) FROM users').pluck().get()).toBeGreaterThan(8);
  });

  it('applies each migration once', () => {
    expect(migrate(db)).toEqual([]);
    expect(all(db, 'SELECT version FROM migrations')).toEqual(MIGRATIONS.map(({ version }) => ({ version })));
  });
});

describe('reference API schedule on a later day', () => {
  it('shifts auctions by whole weeks and refreshes the live statuses', () => {
    const seededAt = new Date('2026-03-04T03:00:00Z'); // Wednesday in Japan
    const db = seeded(3, 300, seededAt);
    const before = all<{ id: number; date: string }>(db, 'SELECT id, date FROM auctions ORDER BY id');
    expect(scheduleAnchor(db)).toBe('2026-03-02');

    const later = '2026-03-20'; // Friday, two weeks and two days on
    expect(bringScheduleToDate(db, later)).toEqual({ shiftedWeeks: 2 });
    expect(scheduleAnchor(db)).toBe('2026-03-16');
    const after = all<{ id: number; date: string }>(db, 'SELECT id, date FROM auctions ORDER BY id');
    after.forEach((auction, index) => expect(auction.date).toBe(addDays(before[index]?.date ?? '', 14)));

    for (const lot of datedLots(db).filter((l) => l.page_type === 'car-auction')) {
      if (lot.date > later) expect(lot.status).toBe(4532);
      else if (lot.date === later) expect(lot.status).toBe(4531);
      else expect(FINAL_STATUSES).toContain(lot.status);
    }
    expect(bringScheduleToDate(db, later)).toEqual({ shiftedWeeks: 0 });
  });

  it('treats a Sunday as the eve of the coming auction week', () => {
    expect(auctionWeekMonday('2026-03-08')).toBe('2026-03-09');
    expect(auctionWeekMonday('2026-03-07')).toBe('2026-03-02');
    const db = seeded(3, 300, new Date('2026-03-08T03:00:00Z'));
    const live = datedLots(db).filter((lot) => lot.page_type === 'car-auction');
    expect(live.every((lot) => lot.status === 4532)).toBe(true);
  });
});
