// A Japan calendar day (YYYY-MM-DD) in the reader's language; read as UTC so no time zone moves it.
import type { IntlShape } from 'react-intl';
import { NO_VALUE } from './format';

const isDay = (day: string | null | undefined): day is string => !!day && /^\d{4}-\d{2}-\d{2}/.test(day);
const utcMidnight = (day: string) => `${day.slice(0, 10)}T00:00:00Z`;

export function formatDay(intl: IntlShape, day: string | null | undefined): string {
  if (!isDay(day)) return day || NO_VALUE;
  return intl.formatDate(utcMidnight(day), { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** The weekday of a day ('Monday', 'понедельник'); `fallback` (an API's own name) when it is no date. */
export function formatWeekday(intl: IntlShape, day: string, fallback: string): string {
  return isDay(day) ? intl.formatDate(utcMidnight(day), { timeZone: 'UTC', weekday: 'long' }) : fallback;
}
