// Display forms of lot values (seed 001 §2, seed 000 §9): space thousands separators, Japan auction time.
import { japanDateTimeAttribute, japanWallTime } from '../../../shared/japan-time';
import { formatRangeNumber } from '../../../shared/list/ranges';

/** Shown for a value the lot does not have. */
export const NO_VALUE = '—';

/** 1500000 → '1 500 000'. */
export const groupDigits = (value: number): string => formatRangeNumber(value, true);

export interface AuctionTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, absent when the API sends a date only */
  time?: string;
}

/** '2025-01-10 10:30', or the date alone: how the pages write a Japan time. */
export const japanTimeText = ({ date, time }: AuctionTime): string => (time ? `${date} ${time}` : date);

/** The machine-readable form of a Japan time, for `<time dateTime>`. */
export const japanDateTime = ({ date, time }: AuctionTime): string => (time ? japanDateTimeAttribute(date, time) : date);

const WALL_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/;

/**
 * An auction date as Japan wall time. The API sends Japan time as written ('2025-01-10 10:30'); a
 * timestamp with a zone ('…Z', '…+03:00') is moved to UTC+9 first. Null for text that is no date.
 */
export function auctionTime(text: string): AuctionTime | null {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(text)) return japanWallTime(text) ?? null;
  const m = WALL_TIME.exec(text);
  if (!m?.[1]) return null;
  return m[2] ? { date: m[1], time: m[2] } : { date: m[1] };
}
