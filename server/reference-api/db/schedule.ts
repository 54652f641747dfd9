// Keeps the seeded auction schedule current on a persisted database: whole weeks are shifted
// forward so the weekdays stay right, and lots follow their auction: its date (the listing copy of
// migration 002) and, on live page types, the status of its day. Shifting the auctions is one small
// statement; lots are brought along auction by auction in steps of a few hundred, and only where the
// auction's date or phase moved since (migration 016), so a new day never holds a request for long.
// A shift brings a new auction week into each page type's schedule: its lots are the week's new lots.
import { AUCTION_STATUS } from '../reference/auction-statuses';
import { PAGE_TYPES, type PageType } from '../reference/page-types';
import { auctionWeekMonday, daysBetween, japanDate } from '../../../shared/japan-time';
import type { Db } from './open';

/** Page types whose lots are sold on auctions of the current and next week. */
export const LIVE_PAGE_TYPES = ['car-auction', 'bikes', 'machinery'] as const;

const ANCHOR_KEY = 'schedule_anchor';

/**
 * Lots read and written per step. Each lot rewrites its entries in seven indexes, so a step's time
 * grows with the database: at 1M lots a step of 100 took 8-26 ms, one of 20-25 took 2-7 ms (the
 * slice's clock is read between steps only, so the step is what a request may wait beyond it).
 */
export const STEP_LOTS = 20;
/** Steps run back to back for this long (one transaction, one commit), then requests get their turn. */
const SLICE_MS = 5;
/** Lots brought along at once when the day changes, within INLINE_MS; the rest follows between requests. */
const INLINE_LOTS = 500;
/** The day's first request waits this long at most for the lots brought along at once (a small database's whole day). */
const INLINE_MS = 25;

/**
 * Runs a transaction of derived writes without waiting for the disk at its commit (synchronous =
 * NORMAL; the connection's own setting after): what a power cut loses of them, with the auction's
 * mark written in the same transaction, is simply done again at the next start.
 */
function derivedWrites<T>(db: Db, work: () => T): T {
  const synchronous = db.pragma('synchronous', { simple: true }) as number;
  db.pragma('synchronous = NORMAL');
  try {
    return db.transaction(work)();
  } finally {
    db.pragma(`synchronous = ${synchronous}`);
  }
}

/** Records the Monday of the week the schedule was generated for. */
export function setScheduleAnchor(db: Db, monday: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(ANCHOR_KEY, monday);
}

export function scheduleAnchor(db: Db): string | undefined {
  const value: unknown = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(ANCHOR_KEY);
  return typeof value === 'string' ? value : undefined;
}

/** Moves every auction by the whole weeks since the anchor week; its lots follow in the catch-up. */
function shiftAuctions(db: Db, today: string): number {
  const anchor = scheduleAnchor(db);
  if (!anchor) return 0;
  const shiftedWeeks = Math.max(0, Math.floor(daysBetween(anchor, auctionWeekMonday(today)) / 7));
  if (shiftedWeeks > 0) {
    const modifier = `+${shiftedWeeks * 7} days`;
    // Two passes: (house, date) is unique, and a week shifted in place would collide with the next.
    db.prepare("UPDATE auctions SET date = '~' || date(date, ?)").run(modifier);
    db.prepare('UPDATE auctions SET date = substr(date, 2)').run();
    setScheduleAnchor(db, auctionWeekMonday(today));
  }
  return shiftedWeeks;
}

/** 0 upcoming, 1 ongoing (auction day), 2 over: a lot's status on a live page type follows from it. */
const PHASE_OF_DATE = 'CASE WHEN date > @today THEN 0 WHEN date = @today THEN 1 ELSE 2 END';
const STATUS_OF_PHASE = `CASE @phase WHEN 0 THEN ${AUCTION_STATUS.upcoming} WHEN 1 THEN ${AUCTION_STATUS.ongoing} ELSE result_status END`;
const SOLD_PRICE_OF_PHASE = 'CASE WHEN @phase = 2 THEN result_price END';
const LOTS_OF_STEP = 'page_type = @pageType AND auction_id = @auction AND id BETWEEN @first AND @last';

interface AuctionBehind {
  readonly id: number;
  readonly date: string;
  readonly phase: number;
}

/** Brings lots along, at most `lots` of them per call; true once every lot follows its auction. */
type CatchUp = (lots: number) => boolean;

/** The catch-up of lots to their auctions as the schedule stands on `today`, today's auctions first. */
function lotCatchUp(db: Db, today: string): CatchUp {
  const behind = db
    .prepare(
      `SELECT id, date, ${PHASE_OF_DATE} AS phase FROM auctions
       WHERE lots_date IS NOT date OR lots_phase IS NOT ${PHASE_OF_DATE}
       ORDER BY abs(julianday(date) - julianday(@today)), id`,
    )
    .all({ today }) as AuctionBehind[];
  const nextIds = db
    .prepare('SELECT id FROM lots WHERE page_type = @pageType AND auction_id = @auction AND id > @after ORDER BY id LIMIT @limit')
    .pluck();
  const followLive = db.prepare(
    `UPDATE lots SET auction_date = @date, status = ${STATUS_OF_PHASE}, sold_price = ${SOLD_PRICE_OF_PHASE}
     WHERE ${LOTS_OF_STEP} AND (auction_date IS NOT @date OR status IS NOT ${STATUS_OF_PHASE} OR sold_price IS NOT ${SOLD_PRICE_OF_PHASE})`,
  );
  const followDate = db.prepare(`UPDATE lots SET auction_date = @date WHERE ${LOTS_OF_STEP} AND auction_date IS NOT @date`);
  const caughtUp = db.prepare('UPDATE auctions SET lots_date = @date, lots_phase = @phase WHERE id = @id AND date = @date');
  const live: readonly string[] = LIVE_PAGE_TYPES;
  let auctionIndex = 0;
  let pageTypeIndex = 0;
  let after = 0;

  return (lots) => {
    let left = lots;
    while (left > 0) {
      const auction = behind[auctionIndex];
      if (!auction) return true;
      const pageType = PAGE_TYPES[pageTypeIndex];
      if (!pageType) {
        caughtUp.run(auction);
        auctionIndex += 1;
        pageTypeIndex = 0;
        continue;
      }
      const ids = nextIds.all({ pageType, auction: auction.id, after, limit: Math.min(left, STEP_LOTS) }) as number[];
      const last = ids[ids.length - 1];
      if (last === undefined) {
        pageTypeIndex += 1;
        after = 0;
        continue;
      }
      const step = { pageType, auction: auction.id, first: ids[0], last, date: auction.date };
      if (live.includes(pageType)) followLive.run({ ...step, phase: auction.phase });
      else followDate.run(step);
      after = last;
      left -= ids.length;
    }
    return auctionIndex >= behind.length;
  };
}

/** Shifts every auction by the whole weeks since the anchor week and brings all lots along at once (seed, tests). */
export function bringScheduleToDate(db: Db, today: string): { shiftedWeeks: number } {
  return db.transaction(() => {
    const shiftedWeeks = shiftAuctions(db, today);
    lotCatchUp(db, today)(Number.POSITIVE_INFINITY);
    return { shiftedWeeks };
  })();
}

export interface ScheduleKeeper {
  /** Before requests: on a new Japan day, shifts the schedule and starts bringing lots along; the weeks it moved (undefined on the same day). */
  check(): number | undefined;
  /** Resolves once every lot follows its auction. */
  settled(): Promise<void>;
  /** Stops the catch-up (it resumes where it was at the next start). */
  close(): void;
}

export interface ScheduleKeeperOptions {
  /** lots brought along within the day's first request, at most (INLINE_LOTS) */
  inlineLots?: number;
  /** milliseconds from some fixed point, for the slices' length (performance.now) */
  clock?: () => number;
}

/** Runs `work` a step at a time until it is done, `lots` are brought along or `ms` have passed; true when done. */
function stepsFor(work: CatchUp, lots: number, ms: number, clock: () => number): boolean {
  const until = clock() + ms;
  for (let left = lots; left > 0; left -= STEP_LOTS) {
    if (work(Math.min(left, STEP_LOTS))) return true;
    if (clock() >= until) return false;
  }
  return false;
}

/**
 * The schedule kept current once per Japan day. The shift and the first `inlineLots` lots run at once
 * (all of a small database's day) for INLINE_MS at most; the rest in slices of SLICE_MS, each followed
 * by a rest as long, so a request waits one slice at most and the event loop stays half free under the catch-up.
 */
export function createScheduleKeeper(
  db: Db,
  now: () => Date,
  onError: (error: unknown) => void,
  { inlineLots = INLINE_LOTS, clock = () => performance.now() }: ScheduleKeeperOptions = {},
): ScheduleKeeper {
  let checkedDay: string | undefined;
  let catchUp: CatchUp | undefined;
  let pending: NodeJS.Timeout | undefined;
  let waiting: Array<() => void> = [];

  const finish = () => {
    catchUp = undefined;
    for (const resolve of waiting) resolve();
    waiting = [];
  };

  const slice = () => {
    pending = undefined;
    const work = catchUp;
    if (!work) return;
    try {
      const started = clock();
      const done = derivedWrites(db, () => stepsFor(work, Number.POSITIVE_INFINITY, SLICE_MS, clock));
      // A rest as long as the slice: the event loop stays at least half free for requests.
      if (done) finish();
      else pending = setTimeout(slice, Math.ceil(clock() - started));
    } catch (error) {
      // Left for the next day or start, which plan it again from the auctions.
      finish();
      onError(error);
    }
  };

  return {
    check() {
      const today = japanDate(now());
      if (today === checkedDay) return undefined;
      checkedDay = today;
      let shiftedWeeks = 0;
      const done = derivedWrites(db, () => {
        shiftedWeeks = shiftAuctions(db, today);
        const work = lotCatchUp(db, today);
        catchUp = work;
        return stepsFor(work, inlineLots, INLINE_MS, clock);
      });
      if (done) finish();
      else pending ??= setTimeout(slice, 0);
      return shiftedWeeks;
    },
    settled: () => (catchUp ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve()),
    close() {
      clearTimeout(pending);
      pending = undefined;
      finish();
    },
  };
}

/** The Monday of each page type's latest auction week: after a shift, the week that came into the schedule. */
export function newestAuctionWeeks(db: Db): Array<{ pageType: PageType; monday: string }> {
  const latest = db.prepare('SELECT MAX(auction_date) FROM lots WHERE page_type = ?').pluck();
  return PAGE_TYPES.flatMap((pageType) => {
    const date: unknown = latest.get(pageType);
    return typeof date === 'string' ? [{ pageType, monday: auctionWeekMonday(date) }] : [];
  });
}
