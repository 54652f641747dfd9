// The arithmetic of the price guide (issue #19 item 1) on sold prices sorted ascending: the server
// summarises the comparable sales with it, the bid form places a typed amount among them.

export interface PriceSummary {
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
}

/**
 * The p-quantile (0 ≤ p ≤ 1) by linear interpolation between the two nearest ranks (Hyndman and Fan's
 * type 7, as spreadsheets' PERCENTILE.INC), rounded to the yen; NaN for no prices.
 */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(rank);
  const low = sorted[lower] as number;
  const high = sorted[Math.min(sorted.length - 1, lower + 1)] as number;
  return Math.round(low + (high - low) * (rank - lower));
}

/** Minimum, quartiles, median and maximum; null for no prices. */
export function summarise(sorted: readonly number[]): PriceSummary | null {
  if (sorted.length === 0) return null;
  return {
    min: sorted[0] as number,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
    max: sorted[sorted.length - 1] as number,
  };
}

/** At most `count` prices that keep the shape of many: the evenly spaced quantiles, the extremes included. */
export function thinOut(sorted: readonly number[], count: number): number[] {
  if (sorted.length <= count) return [...sorted];
  return Array.from({ length: count }, (_, index) => quantile(sorted, index / (count - 1)));
}

/** Where an amount stands: below every price, above every price, or above this whole percent of them. */
export type Place = { kind: 'belowAll' } | { kind: 'aboveAll' } | { kind: 'above'; percent: number };

/** The place of `amount` among the prices (rounded down, so "above 80 %" is never an overstatement); null without prices. */
export function placeAmong(sorted: readonly number[], amount: number): Place | null {
  if (sorted.length === 0) return null;
  const below = sorted.filter((price) => price < amount).length;
  if (below === 0) return { kind: 'belowAll' };
  if (below === sorted.length) return { kind: 'aboveAll' };
  return { kind: 'above', percent: Math.floor((100 * below) / sorted.length) };
}
