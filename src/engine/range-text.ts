// How the tags and the saved-search summary name a range or a pair of dates (seed 001 §2, §4): both
// ends, 'from' one, or 'up to' the other. A range side of 0 is no bound (seed 001 §5).
import { formatRangeNumber } from '../../shared/list/ranges';

type RangeMessageId = 'filters.tag.range' | 'filters.tag.from' | 'filters.tag.to';
export type FormatRangeMessage = (id: RangeMessageId, values: Record<string, string>) => string;

/** 'Year: 2010–2015', 'Year: from 2015', 'Start price: up to 1 000 000'; empty sides are open. */
export function boundedText(format: FormatRangeMessage, filter: string, from: string, to: string): string {
  if (from && to) return format('filters.tag.range', { filter, from, to });
  return from ? format('filters.tag.from', { filter, from }) : format('filters.tag.to', { filter, to });
}

/** A numeric range side as it is written: grouped digits, or nothing for 0. */
export const rangeSideText = (side: number, grouping: boolean): string => (side === 0 ? '' : formatRangeNumber(side, grouping));
