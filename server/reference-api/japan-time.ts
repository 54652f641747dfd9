// Auction dates are Japan dates (UTC+9, no daylight saving), written YYYY-MM-DD.
const JAPAN_OFFSET_MS = 9 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The Japan calendar date at an instant. */
export function japanDate(at: Date): string {
  return new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the (Monday-based) week holding the date. */
function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The Monday of the auction week (Monday–Saturday) a day belongs to: a Sunday looks ahead. */
export function auctionWeekMonday(date: string): string {
  return mondayOf(addDays(date, 1));
}
