// Date filter inputs (seed 001 §5): YYYY-MM-DD or empty, typed digits auto-formatted 4-2-2,
// bounded from 3 months before (record lists such as purchases: any past date) to 1 day after today
// in Japan (UTC+9).

/** The input is flagged invalid only after the user pauses this long. */
export const DATE_VALIDITY_DELAY_MS = 700;
const INVALID_DATE_MESSAGE = 'Errors.Invalid';

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Digits of the typed text with hyphens after the 4th and 6th digit: '2024011' → '2024-01-1'. */
export function autoFormatDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const iso = (date: Date): string => date.toISOString().slice(0, 10);

/** Today's date in Japan as a UTC midnight Date. */
function japanToday(now: Date): Date {
  const japan = new Date(now.getTime() + JAPAN_OFFSET_MS);
  return new Date(Date.UTC(japan.getUTCFullYear(), japan.getUTCMonth(), japan.getUTCDate()));
}

export const japanDate = (now: Date): string => iso(japanToday(now));

/** Months back from a date, clamped to the month's last day (May 31 − 3 months = Feb 28/29). */
function monthsBack(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), lastDay)));
}

export interface DateBounds {
  min: string | undefined;
  max: string;
}

/** The earliest date of a date filter: 3 months back, or none for record lists that reach back further. */
export type DatePast = 'threeMonths' | 'any';

export function dateBounds(now: Date, past: DatePast = 'threeMonths'): DateBounds {
  const today = japanToday(now);
  const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
  return { min: past === 'any' ? undefined : iso(monthsBack(today, 3)), max: iso(tomorrow) };
}

/** The message key to show for a date input's text, or null when it is empty or a date within the bounds. */
export function dateInputError(text: string, now: Date, past: DatePast = 'threeMonths'): string | null {
  if (text === '') return null;
  if (!isIsoDate(text)) return INVALID_DATE_MESSAGE;
  const { min, max } = dateBounds(now, past);
  return (min !== undefined && text < min) || text > max ? INVALID_DATE_MESSAGE : null;
}
