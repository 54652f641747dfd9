// Display forms of lot values (seed 001 §2, seed 000 §9): space thousands separators, Japan auction time.
import { japanDateTimeAttribute, type AuctionTime } from '../../../shared/japan-time';
import { formatRangeNumber } from '../../../shared/list/ranges';

/** Shown for a value the lot does not have. */
export const NO_VALUE = '—';

/** 1500000 → '1 500 000'. */
export const groupDigits = (value: number): string => formatRangeNumber(value, true);

/** The machine-readable form of a Japan time, for `<time dateTime>`. */
export const japanDateTime = ({ date, time }: AuctionTime): string => (time ? japanDateTimeAttribute(date, time) : date);

export { auctionTime, japanTimeText } from '../../../shared/japan-time';
