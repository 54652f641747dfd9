// The arithmetic of the price guide: quantiles by linear interpolation, the five-number summary, the
// thinned list of many prices, and where a typed amount stands among them.
import { describe, expect, it } from 'vitest';
import { placeAmong, quantile, summarise, thinOut } from '../../../shared/price-guide/sold-prices';

describe('quantile', () => {
  const prices = [100_000, 200_000, 300_000, 400_000, 500_000];

  it('interpolates between the two nearest ranks (PERCENTILE.INC)', () => {
    expect(quantile(prices, 0)).toBe(100_000);
    expect(quantile(prices, 0.25)).toBe(200_000);
    expect(quantile(prices, 0.5)).toBe(300_000);
    expect(quantile(prices, 1)).toBe(500_000);
    // rank 0.9 of 3 prices: 10 % of the way from the first to the second
    expect(quantile([100_000, 200_000, 400_000], 0.45)).toBe(190_000);
    expect(quantile([1000, 2000], 0.5)).toBe(1500);
  });

  it('rounds to the yen and keeps p within 0 and 1', () => {
    expect(quantile([1000, 1001], 0.5)).toBe(1001);
    expect(quantile(prices, -1)).toBe(100_000);
    expect(quantile(prices, 2)).toBe(500_000);
  });

  it('has no value without prices', () => {
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('summarise', () => {
  it('gives the minimum, quartiles, median and maximum', () => {
    expect(summarise([500_000, 620_000, 650_000, 700_000, 710_000, 800_000, 900_000, 1_200_000])).toEqual({
      min: 500_000,
      p25: 642_500,
      median: 705_000,
      p75: 825_000,
      max: 1_200_000,
    });
  });

  it('is one price five times for one sale, and null for none', () => {
    expect(summarise([700_000])).toEqual({ min: 700_000, p25: 700_000, median: 700_000, p75: 700_000, max: 700_000 });
    expect(summarise([])).toBeNull();
  });
});

describe('thinOut', () => {
  it('keeps a short list as it is', () => {
    expect(thinOut([1, 2, 3], 5)).toEqual([1, 2, 3]);
  });

  it('gives evenly spaced quantiles of a long list, its extremes included', () => {
    const many = Array.from({ length: 1001 }, (_, index) => index * 1000);
    const thin = thinOut(many, 11);
    expect(thin).toEqual([0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000]);
  });
});

describe('placeAmong', () => {
  const prices = [400_000, 500_000, 600_000, 700_000, 800_000];

  it('counts the sales below the amount, rounded down to a whole percent', () => {
    expect(placeAmong(prices, 650_000)).toEqual({ kind: 'above', percent: 60 });
    // an equal price is not below
    expect(placeAmong(prices, 500_000)).toEqual({ kind: 'above', percent: 20 });
    expect(placeAmong([1, 2, 3], 3)).toEqual({ kind: 'above', percent: 66 });
  });

  it('says below every sale and above every sale', () => {
    expect(placeAmong(prices, 400_000)).toEqual({ kind: 'belowAll' });
    expect(placeAmong(prices, 800_001)).toEqual({ kind: 'aboveAll' });
  });

  it('has no place without sales', () => {
    expect(placeAmong([], 500_000)).toBeNull();
  });
});
