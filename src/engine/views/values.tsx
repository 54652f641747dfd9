// Small text pieces the cells share: yen amounts, the dash for a missing value.
import { useIntl } from 'react-intl';
import { groupDigits, NO_VALUE } from './format';
import { isNumber } from './lot';

/** '¥1 500 000', or the dash without an amount. */
export function Money({ value }: { value: unknown }) {
  const intl = useIntl();
  return <>{isNumber(value) ? intl.formatMessage({ id: 'listing.money' }, { amount: groupDigits(value) }) : NO_VALUE}</>;
}
