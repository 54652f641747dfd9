// Small text pieces the cells share: yen amounts, the dash for a missing value.
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { groupDigits, NO_VALUE } from './format';
import { isNumber } from './lot';

/** An amount is never broken across lines at its digit groups ('¥530 / 000'). */
const Whole = styled.span`
  white-space: nowrap;
`;

/** '¥1 500 000', or the dash without an amount. */
export function Money({ value }: { value: unknown }) {
  const intl = useIntl();
  return <Whole>{isNumber(value) ? intl.formatMessage({ id: 'listing.money' }, { amount: groupDigits(value) }) : NO_VALUE}</Whole>;
}
