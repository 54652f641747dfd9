// Japan time, the auctions' time (seed 000 §1: UTC+9, no daylight saving), for the browser and the
// server alike, through dayjs. Calendar dates are written YYYY-MM-DD and counted in UTC, so no time zone
// moves them. A fixed offset, not the time zone database: dayjs's timezone plugin asks Intl for every
// date it converts (slow in a table of lots, and 1 kB gzip more on every first visit).
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** For Intl's formatters: the zone whose clock is UTC+9 all year. */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';
const JAPAN_OFFSET = '+09:00';
const JAPAN_OFFSET_MINUTES = 9 * 60;
const DATE = 'YYYY-MM-DD';

/**
 * Japan's wall clock at an instant, as a UTC dayjs nine hours on: its fields (date, hours) are Japan's.
 * Not `utcOffset(540)`: dayjs moves through the local time for it, wrong across the local clock's DST change.
 */
const inJapan = (at: dayjs.ConfigType): Dayjs => dayjs.utc(at).add(JAPAN_OFFSET_MINUTES, 'minute');

/** The Japan calendar date at an instant. */
export const japanDate = (at: Date): string => inJapan(at).format(DATE);

/** The instant of a Japan wall date and time ('2025-01-10', '10:30'). */
export const japanInstant = (date: string, time = '00:00'): Date =>
  dayjs.utc(`${date} ${time}`).subtract(JAPAN_OFFSET_MINUTES, 'minute').toDate();

/** Japan wall date and time of an instant given with its zone ('…Z', '…+03:00'); undefined for text that is no time. */
export function japanWallTime(zoned: string): { date: string; time: string } | undefined {
  const japan = inJapan(zoned);
  if (!japan.isValid()) return undefined;
  return { date: japan.format(DATE), time: japan.format('HH:mm') };
}

/** A Japan wall time as the API writes auction times. */
export interface AuctionTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, absent when the API sends a date only */
  time?: string;
}

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/;

/**
 * An auction date as Japan wall time. The API sends Japan time as written ('2025-01-10 10:30'); a
 * timestamp with a zone ('…Z', '…+03:00') is moved to UTC+9 first. Null for text that is no date.
 */
export function auctionTime(text: string): AuctionTime | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return japanWallTime(text) ?? null;
  const m = WALL_TIME.exec(text);
  if (!m?.[1]) return null;
  return m[2] ? { date: m[1], time: m[2] } : { date: m[1] };
}

/** '2025-01-10 10:30', or the date alone: how the pages write a Japan time. */
export const japanTimeText = ({ date, time }: AuctionTime): string => (time ? `${date} ${time}` : date);

/** A Japan wall time as `<time dateTime>` wants it: '2025-01-10T10:30+09:00'. */
export const japanDateTimeAttribute = (date: string, time: string): string => `${date}T${time}${JAPAN_OFFSET}`;

/** The header clock: HH:mm:ss in Japan and the same instant for `<time dateTime>`. */
export function japanClock(at: Date): { iso: string; time: string } {
  const japan = inJapan(at);
  return { iso: `${japan.format('YYYY-MM-DDTHH:mm:ss')}${JAPAN_OFFSET}`, time: japan.format('HH:mm:ss') };
}

/** A real calendar date written YYYY-MM-DD (not 2025-02-30). */
export const isCalendarDate = (text: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(text) && dayjs.utc(text).format(DATE) === text;

export const addDays = (date: string, days: number): string => dayjs.utc(date).add(days, 'day').format(DATE);

/** Months back from a date, clamped to the month's last day (May 31 − 3 months = Feb 28/29). */
export const addMonths = (date: string, months: number): string => dayjs.utc(date).add(months, 'month').format(DATE);

export const daysBetween = (from: string, to: string): number => dayjs.utc(to).diff(dayjs.utc(from), 'day');

/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string): number => dayjs.utc(date).day() || 7;

/** The Monday of the auction week (Monday–Saturday) a day belongs to: a Sunday looks ahead. */
export function auctionWeekMonday(date: string): string {
  const next = addDays(date, 1);
  return addDays(next, 1 - isoWeekday(next));
}

/** Milliseconds from `now` (epoch ms) to an instant given with its zone, never below 0: what a countdown shows. */
export const msUntil = (instant: string, now: number): number => Math.max(0, dayjs(instant).diff(now));

/** The instant `hours` before another, ISO: a deadline counted back from the auction time. */
export const hoursBefore = (instant: string | Date, hours: number): string => dayjs(instant).subtract(hours, 'hour').toISOString();
