// A lot fact as text (seed 001 §2): space thousands separators, km, hours, hp; 'not equipped' is no equipment.
import type { IntlShape } from 'react-intl';
import { groupDigits } from '../../../engine/views/format';
import type { LotFact } from '../../../engine/detail/lot-view';

const NOT_EQUIPPED = /^not equipped$/i;

/** The fact's text, or null when the lot has no value for it (the row is left out). */
export function factText(fact: LotFact, intl: IntlShape): string | null {
  const { value, format } = fact;
  if (value === null || String(value).trim() === '') return null;
  if (typeof value !== 'number') return format === 'equipment' && NOT_EQUIPPED.test(value.trim()) ? null : value.trim();
  switch (format) {
    case 'mileage':
      return intl.formatMessage({ id: 'listing.mileage' }, { value: groupDigits(value) });
    case 'hours':
      return intl.formatMessage({ id: 'lotDetail.hours' }, { value: groupDigits(value) });
    case 'horsePower':
      return intl.formatMessage({ id: 'lotDetail.horsePower' }, { value: groupDigits(value) });
    case 'number':
      return groupDigits(value);
    default:
      return String(value);
  }
}
