// A Japan calendar day (YYYY-MM-DD) in the reader's language; read as UTC so no time zone moves it.
import type { IntlShape } from 'react-intl';
import { NO_VALUE } from './format';

export function formatDay(intl: IntlShape, day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return day || NO_VALUE;
  return intl.formatDate(`${day.slice(0, 10)}T00:00:00Z`, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}
