// Cells that show lot values as text: plain text, numbers, yen, km, the auction time, equipment.
import { useIntl } from 'react-intl';
import { auctionTime, groupDigits, japanDateTime, NO_VALUE } from '../format';
import { isNumber, lotField } from '../lot';
import { Money } from '../values';
import type { ValueCellProps } from './cell-props';

const values = ({ lot, fields }: ValueCellProps): unknown[] => fields.map((f) => lotField(lot, f));
const first = (props: ValueCellProps): unknown => values(props)[0];

const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : isNumber(value) ? String(value) : '');

/** The fields' texts joined by spaces ('Toyota Prius'); the dash when all are empty. */
export function TextCell(props: ValueCellProps) {
  return <>{values(props).map(asText).filter(Boolean).join(' ') || NO_VALUE}</>;
}

/** A number with space separators (engine cc). */
export function NumberCell(props: ValueCellProps) {
  const value = first(props);
  return <>{isNumber(value) ? groupDigits(value) : asText(value) || NO_VALUE}</>;
}

export function MoneyCell(props: ValueCellProps) {
  return <Money value={first(props)} />;
}

/** The user's bid on the lot; the dash without one. */
export const MyBidCell = MoneyCell;

export function MileageCell(props: ValueCellProps) {
  const intl = useIntl();
  const value = first(props);
  return <>{isNumber(value) ? intl.formatMessage({ id: 'listing.mileage' }, { value: groupDigits(value) }) : NO_VALUE}</>;
}

/** Date and Japan time of the auction, on two lines. */
export function DateTimeCell(props: ValueCellProps) {
  const value = first(props);
  const time = typeof value === 'string' ? auctionTime(value) : null;
  if (!time) return <>{asText(value) || NO_VALUE}</>;
  return (
    <time dateTime={japanDateTime(time)}>
      {time.date}
      {time.time && (
        <>
          <br />
          {time.time}
        </>
      )}
    </time>
  );
}

const NOT_EQUIPPED = /^not equipped$/i;

/** Equipment codes; 'not equipped' (or none) is the dash. */
export function EquipmentCell(props: ValueCellProps) {
  const text = asText(first(props));
  return <>{text && !NOT_EQUIPPED.test(text) ? text : NO_VALUE}</>;
}
