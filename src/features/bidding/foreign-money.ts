// An amount in the user's currency, as the landed-cost estimate converts it: the interface language
// places the symbol (en $8 540, ru 8 540 $), whole units, space thousand separators as yen amounts have
// (seed 001 §9).
import type { IntlShape } from 'react-intl';

export function foreignMoney(intl: Pick<IntlShape, 'formatNumberToParts'>, amount: number, currency: string): string {
  return intl
    .formatNumberToParts(amount, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 })
    .map((part) => (part.type === 'group' ? ' ' : part.value))
    .join('');
}
