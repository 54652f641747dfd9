// Numeric ranges of the filters (seed 001 §5): sent as 'from,to'; 0,0 means no filter.

export interface NumberRange {
  from: number;
  to: number;
}

/** Typed text to a number: spaces (digit grouping) ignored; '' or anything else non-numeric is null. */
export function parseNumericText(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  return Number(compact);
}

export const isNoRange = (range: NumberRange): boolean => range.from === 0 && range.to === 0;

/** The range of two inputs: an empty side is 0; null when it filters nothing or a side is not a number. */
export function rangeFromInputs(fromText: string, toText: string): NumberRange | null {
  const side = (t: string) => (t.trim() === '' ? 0 : parseNumericText(t));
  const from = side(fromText);
  const to = side(toText);
  if (from === null || to === null) return null;
  const range = { from, to };
  return isNoRange(range) ? null : range;
}

/** A query value 'from,to' (either side may be empty); null for none, 0,0 or malformed text. */
export function parseRange(text: string | null): NumberRange | null {
  if (text === null) return null;
  const sides = text.split(',');
  if (sides.length !== 2) return null;
  return rangeFromInputs(sides[0]!, sides[1]!);
}

export const formatRange = (range: NumberRange): string => `${range.from},${range.to}`;

/** A number for a range input or placeholder: space thousands separators unless grouping is off (years). */
export function formatRangeNumber(value: number, grouping: boolean): string {
  if (!grouping) return String(value);
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
