// Date filter inputs (seed 001 §5): YYYY-MM-DD or empty, typed digits auto-formatted 4-2-2,
// bounded from 3 months before (record lists such as purchases: any past date) to 1 day after today
// in Japan.
import { addDays, addMonths, isCalendarDate, japanDate } from './japan-time';

/** The input is flagged invalid only after the user pauses this long. */
export const DATE_VALIDITY_DELAY_MS = 700;
const INVALID_DATE_MESSAGE = 'Errors.Invalid';

/** Digits of the typed text with hyphens after the 4th and 6th digit: '2024011' → '2024-01-1'. */
export function autoFormatDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)].filter(Boolean).join('-');
}

export interface DateBounds {
  min: string | undefined;
  max: string;
}

/** The earliest date of a date filter: 3 months back, or none for record lists that reach back further. */
export type DatePast = 'threeMonths' | 'any';

export function dateBounds(now: Date, past: DatePast = 'threeMonths'): DateBounds {
  const today = japanDate(now);
  return { min: past === 'any' ? undefined : addMonths(today, -3), max: addDays(today, 1) };
}

/** The message key to show for a date input's text, or null when it is empty or a date within the bounds. */
export function dateInputError(text: string, now: Date, past: DatePast = 'threeMonths'): string | null {
  if (text === '') return null;
  if (!isCalendarDate(text)) return INVALID_DATE_MESSAGE;
  const { min, max } = dateBounds(now, past);
  return (min !== undefined && text < min) || text > max ? INVALID_DATE_MESSAGE : null;
}
