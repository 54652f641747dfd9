// The landed-cost arithmetic: the lines of an estimate, the cheapest export port, rounding in yen and
// the conversion into the user's currency.
import { describe, expect, it } from 'vitest';
import { destinationOf, inCurrency, landedCost, percentOf, regionOf } from '../../../../src/features/bidding/landed-cost';
import { COSTS } from './costs-fixture';

describe('landedCost', () => {
  it('adds the bid, the house fee, the truck, the service fee, the freight and the insurance', () => {
    const estimate = landedCost(COSTS, { amount: 1_000_000, auctionName: 'USS Tokyo', destination: 'vladivostok', shipping: 'roro' });
    // through Toyama: 38 000 + 65 000 is less than Yokohama's 12 000 + 100 000
    expect(estimate).toEqual({
      kind: 'total',
      yen: 1_000_000 + 25_000 + 38_000 + 50_000 + 65_000 + 17_670,
      lines: [
        { kind: 'bid', yen: 1_000_000 },
        { kind: 'auctionFee', yen: 25_000 },
        { kind: 'inland', yen: 38_000, region: 'kanto', port: 'toyama' },
        { kind: 'serviceFee', yen: 50_000 },
        { kind: 'freight', yen: 65_000, port: 'toyama' },
        // 1.5 % of 1 178 000
        { kind: 'insurance', yen: 17_670 },
      ],
    });
  });

  it('prices the shipping type asked for, which may change the port', () => {
    const container = landedCost(COSTS, { amount: 1_000_000, auctionName: 'USS Tokyo', destination: 'vladivostok', shipping: 'container' });
    expect(container.kind === 'total' && container.lines.find((line) => line.kind === 'freight')).toEqual({
      kind: 'freight',
      yen: 95_000,
      port: 'toyama',
    });
    const poti = landedCost(COSTS, { amount: 1_000_000, auctionName: 'USS Tokyo', destination: 'poti', shipping: 'container' });
    expect(poti.kind === 'total' && poti.lines.find((line) => line.kind === 'inland')).toEqual({
      kind: 'inland',
      yen: 12_000,
      region: 'kanto',
      port: 'yokohama',
    });
  });

  it('takes the default fee and region for a house the list does not name', () => {
    const estimate = landedCost(COSTS, { amount: 500_000, auctionName: 'JU Gifu', destination: 'vladivostok', shipping: 'roro' });
    expect(estimate.kind === 'total' && estimate.lines.slice(1, 3)).toEqual([
      { kind: 'auctionFee', yen: 20_000 },
      { kind: 'inland', yen: 38_000, region: 'kanto', port: 'toyama' },
    ]);
  });

  it('says so when no port the region reaches ships that type there', () => {
    expect(landedCost(COSTS, { amount: 500_000, auctionName: 'USS Nagoya', destination: 'poti', shipping: 'container' })).toEqual({
      kind: 'noFreight',
    });
    expect(landedCost(COSTS, { amount: 500_000, auctionName: 'USS Tokyo', destination: 'poti', shipping: 'roro' })).toEqual({
      kind: 'noFreight',
    });
  });
});

describe('rounding and conversion', () => {
  it('rounds a percentage half up to the yen, without float error', () => {
    // 3 000 × 1.15 % = 34.5 (in floats 34.49999…, which Math.round takes down)
    expect(percentOf(3_000, 1.15)).toBe(35);
    expect(percentOf(7_000, 2.05)).toBe(144);
    expect(percentOf(1_234_567, 1.5)).toBe(18_519);
    expect(percentOf(100, 0.5)).toBe(1);
    expect(percentOf(99, 0.5)).toBe(0);
    expect(percentOf(1_000_000, 0)).toBe(0);
  });

  it('converts yen at the yen-per-unit rate, half up to whole units', () => {
    expect(inCurrency(COSTS, 1_445_000, 'USD')).toBe(10_000);
    expect(inCurrency(COSTS, 72_322, 'USD')).toBe(500); // 500.498…
    expect(inCurrency(COSTS, 72_323, 'USD')).toBe(501); // 500.505…
    expect(inCurrency(COSTS, 1_000, 'KZT')).toBe(3_571); // 3 571.43
  });

  it('leaves the yen and a currency without a rate unconverted', () => {
    expect(inCurrency(COSTS, 1_000, 'JPY')).toBeNull();
    expect(inCurrency(COSTS, 1_000, 'EUR')).toBeNull();
  });
});

describe('where from and to', () => {
  it('finds the region listing a house, else the default', () => {
    expect(regionOf(COSTS, 'USS Nagoya')).toBe('chubu');
    expect(regionOf(COSTS, 'Bay Auc')).toBe('kanto');
  });

  it('keeps the profile’s destination when the list has it, else the default', () => {
    expect(destinationOf(COSTS, 'poti')).toBe('poti');
    expect(destinationOf(COSTS, 'odessa')).toBe('vladivostok');
    expect(destinationOf(COSTS, null)).toBe('vladivostok');
  });
});
