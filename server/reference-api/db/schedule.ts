// Keeps the seeded auction schedule current on a persisted database: whole weeks are shifted
// forward so the weekdays stay right, and lots of the live page types take the status of their day.
// A shift brings a new auction week into each page type's schedule: its lots are the week's new lots.
import { AUCTION_STATUS } from '../reference/auction-statuses';
import { PAGE_TYPES, type PageType } from '../reference/page-types';
import { auctionWeekMonday, daysBetween, japanDate } from '../../../shared/japan-time';
import type { Db } from './open';

/** Page types whose lots are sold on auctions of the current and next week. */
const LIVE_PAGE_TYPES = ['car-auction', 'bikes', 'machinery'] as const;

const ANCHOR_KEY = 'schedule_anchor';

/** Records the Monday of the week the schedule was generated for. */
export function setScheduleAnchor(db: Db, monday: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    ANCHOR_KEY,
    monday,
  );
}

export function scheduleAnchor(db: Db): string | undefined {
  const value: unknown = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(ANCHOR_KEY);
  return typeof value === 'string' ? value : undefined;
}

/** Shifts every auction by the whole weeks since the anchor week, then refreshes live statuses. */
export function bringScheduleToDate(db: Db, today: string): { shiftedWeeks: number } {
  const anchor = scheduleAnchor(db);
  if (!anchor) return { shiftedWeeks: 0 };
  const shiftedWeeks = Math.max(0, Math.floor(daysBetween(anchor, auctionWeekMonday(today)) / 7));
  db.transaction(() => {
    if (shiftedWeeks > 0) {
      const modifier = `+${shiftedWeeks * 7} days`;
      // Two passes: (house, date) is unique, and a week shifted in place would collide with the next.
      db.prepare("UPDATE auctions SET date = '~' || date(date, ?)").run(modifier);
      db.prepare('UPDATE auctions SET date = substr(date, 2)').run();
      setScheduleAnchor(db, auctionWeekMonday(today));
    }
    refreshLiveStatuses(db, today);
  })();
  return { shiftedWeeks };
}

function refreshLiveStatuses(db: Db, today: string): void {
  const pageTypes = LIVE_PAGE_TYPES.map((type) => `'${type}'`).join(', ');
  db.prepare(
    `UPDATE lots SET
       status = CASE WHEN a.date > @today THEN @upcoming WHEN a.date = @today THEN @ongoing ELSE lots.result_status END,
       sold_price = CASE WHEN a.date < @today THEN lots.result_price END
     FROM auctions a
     WHERE a.id = lots.auction_id AND lots.page_type IN (${pageTypes})`,
  ).run({ today, upcoming: AUCTION_STATUS.upcoming, ongoing: AUCTION_STATUS.ongoing });
}

/** The Monday of each page type's latest auction week: after a shift, the week that came into the schedule. */
export function newestAuctionWeeks(db: Db): Array<{ pageType: PageType; monday: string }> {
  const latest = db.prepare('SELECT MAX(auction_date) FROM lots WHERE page_type = ?').pluck();
  return PAGE_TYPES.flatMap((pageType) => {
    const date: unknown = latest.get(pageType);
    return typeof date === 'string' ? [{ pageType, monday: auctionWeekMonday(date) }] : [];
  });
}

/**
 * Returns a check to run before requests: it brings the schedule to date once per Japan day, then
 * tells `onNewDay` how many weeks it moved.
 */
export function createScheduleKeeper(db: Db, now: () => Date, onNewDay: (shiftedWeeks: number) => void): () => void {
  let checkedDay: string | undefined;
  return () => {
    const today = japanDate(now());
    if (today === checkedDay) return;
    const { shiftedWeeks } = bringScheduleToDate(db, today);
    checkedDay = today;
    onNewDay(shiftedWeeks);
  };
}
