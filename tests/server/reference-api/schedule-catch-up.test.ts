// The daily schedule refresh brings lots along in steps, between requests, and only where an auction's
// date or day moved: the statuses it leaves are those the old rewrite of every live lot gave, a restart
// on the same day writes nothing, and the kept counts and filters follow what it changed.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../server/reference-api/db/migrations';
import { openDatabase, type Db } from '../../../server/reference-api/db/open';
import { bringScheduleToDate, createScheduleKeeper, LIVE_PAGE_TYPES, STEP_LOTS } from '../../../server/reference-api/db/schedule';
import { addDays, japanDate } from '../../../shared/japan-time';
import { AUCTION_STATUS } from '../../../server/reference-api/reference/auction-statuses';
import { seedDatabase } from '../../../server/reference-api/seed/index';
import { loginCookie, startTestApi, withDatabaseFile } from './helpers';

const SEEDED_AT = new Date('2026-03-04T03:00:00Z'); // Wednesday in Japan

/** Lots whose date, status or sold price differ from what the old full rewrite made of them on `today`. */
function offTheirDay(db: Db, today: string): number {
  const live = LIVE_PAGE_TYPES.map((type) => `'${type}'`).join(', ');
  return Number(
    db
      .prepare(
        `SELECT COUNT(*) FROM lots l JOIN auctions a ON a.id = l.auction_id
         WHERE l.auction_date IS NOT a.date OR (l.page_type IN (${live}) AND (
           l.status IS NOT CASE WHEN a.date > @today THEN @upcoming WHEN a.date = @today THEN @ongoing ELSE l.result_status END
           OR l.sold_price IS NOT CASE WHEN a.date < @today THEN l.result_price END))`,
      )
      .pluck()
      .get({ today, upcoming: AUCTION_STATUS.upcoming, ongoing: AUCTION_STATUS.ongoing }),
  );
}

const lotsVersion = (db: Db): number => Number(db.prepare("SELECT value FROM meta WHERE key = 'lots_version'").pluck().get());

function seeded(): Db {
  const db = openDatabase(':memory:');
  migrate(db);
  seedDatabase(db, { carAuctionLots: 600, seed: 9, now: SEEDED_AT });
  return db;
}

describe('the schedule keeper', () => {
  // The catch-up rests between its steps: on a busy machine its many small steps take seconds.
  it('brings lots along between requests, to the statuses and dates the full rewrite gave', async () => {
    const db = seeded();
    let clock = SEEDED_AT;
    const errors: unknown[] = [];
    // 20 lots at once: the rest must follow in the background
    const keeper = createScheduleKeeper(
      db,
      () => clock,
      (error) => errors.push(error),
      { inlineLots: 20 },
    );
    keeper.check();
    await keeper.settled();
    expect(offTheirDay(db, japanDate(SEEDED_AT))).toBe(0);

    // the next day, two days on, and a day two weeks later (the schedule shifts by two weeks)
    for (const days of [1, 2, 16]) {
      clock = new Date(SEEDED_AT.getTime() + days * 24 * 3600 * 1000);
      const today = japanDate(clock);
      keeper.check();
      expect(offTheirDay(db, today)).toBeGreaterThan(0);
      await keeper.settled();
      expect(offTheirDay(db, today)).toBe(0);
    }
    expect(errors).toEqual([]);
    keeper.close();
  }, 30_000);

  // at 1M lots, 500 lots brought along within the day's first request held it (and every other) 60-130 ms
  it("holds the day's first request for a bounded time, not for a number of lots", async () => {
    const db = seeded();
    let clock = SEEDED_AT;
    // while `slow`, every reading of the slices' clock finds the inline time (25 ms) over: one step, then the rest in the background
    let elapsed = 0;
    let slow = false;
    const keeper = createScheduleKeeper(
      db,
      () => clock,
      () => {},
      { clock: () => (elapsed += slow ? 26 : 0) },
    );
    keeper.check();
    await keeper.settled();
    clock = new Date(SEEDED_AT.getTime() + 24 * 3600 * 1000);
    const before = lotsVersion(db);
    slow = true;
    keeper.check();
    slow = false;
    const broughtAlong = lotsVersion(db) - before;
    expect(broughtAlong).toBeGreaterThan(0);
    expect(broughtAlong).toBeLessThanOrEqual(STEP_LOTS);
    await keeper.settled();
    expect(offTheirDay(db, japanDate(clock))).toBe(0);
    keeper.close();
  });

  it('writes no lot when nothing moved: a second check, a restart, a first start after the upgrade', async () => {
    const db = seeded();
    const keeper = () =>
      createScheduleKeeper(
        db,
        () => SEEDED_AT,
        () => {},
        { inlineLots: 20 },
      );
    const first = keeper();
    first.check();
    await first.settled();
    const version = lotsVersion(db);
    first.check();
    await first.settled();
    first.close();

    const restarted = keeper();
    restarted.check();
    await restarted.settled();
    expect(lotsVersion(db)).toBe(version);

    // a database from before the catch-up: every auction is checked once, and none of its lots rewritten
    db.exec('UPDATE auctions SET lots_phase = NULL');
    const upgraded = keeper();
    upgraded.check();
    await upgraded.settled();
    expect(lotsVersion(db)).toBe(version);
    expect(db.prepare('SELECT COUNT(*) FROM auctions WHERE lots_phase IS NULL').pluck().get()).toBe(0);
  });
});

describe('the API on a later day', () => {
  const statusCounts = async (app: Parameters<typeof request>[0], cookie: string) => {
    const { body } = await request(app).get('/api/v1/car-auction/filters').set('Cookie', cookie);
    return Object.fromEntries(
      (body.select.status as Array<{ value: number; counter: number }>).map(({ value, counter }) => [value, counter]),
    );
  };
  /** The status counts of the same seed brought to `day` at once. */
  const countsOn = (day: string) => {
    const db = seeded();
    bringScheduleToDate(db, day);
    return Object.fromEntries(
      (
        db.prepare("SELECT status, COUNT(*) AS n FROM lots WHERE page_type = 'car-auction' GROUP BY status").all() as Array<{
          status: number;
          n: number;
        }>
      ).map(({ status, n }) => [status, n]),
    );
  };

  it('counts the statuses of the new day in /filters, in process and in the database worker', async () => {
    const nextDay = addDays(japanDate(SEEDED_AT), 1);
    await withDatabaseFile(async (dbPath) => {
      for (const path of [':memory:', dbPath]) {
        let clock = SEEDED_AT;
        // a session that outlives the day moved on
        const t = startTestApi({ dbPath: path, seedLots: 600, seed: 9, now: () => clock, accessTtlSeconds: 7 * 24 * 3600 });
        try {
          const cookie = await loginCookie(t.app, 'client');
          expect(await statusCounts(t.app, cookie)).toEqual(countsOn(japanDate(SEEDED_AT)));

          clock = new Date(SEEDED_AT.getTime() + 24 * 3600 * 1000);
          await request(t.app).get('/api/v1/site/get-language');
          await t.api.scheduleSettled();
          expect(await statusCounts(t.app, cookie)).toEqual(countsOn(nextDay));
        } finally {
          await t.api.close();
        }
      }
    });
    // two APIs seeded, one with its worker thread: seconds on a busy machine
  }, 60_000);
});
