// A small price list with round numbers, for the landed-cost tests.
import type { Costs } from '../../../../config/costs-schema';

const name = (en: string) => ({ en, ru: en });

export const COSTS: Costs = {
  serviceFee: 50_000,
  auctionFees: { default: 20_000, byHouse: { 'USS Tokyo': 25_000 } },
  exportPorts: { yokohama: name('Yokohama'), toyama: name('Toyama') },
  regions: {
    kanto: { name: name('Kanto'), houses: ['USS Tokyo'], inland: { yokohama: 12_000, toyama: 38_000 } },
    chubu: { name: name('Chubu'), houses: ['USS Nagoya'], inland: { toyama: 26_000 } },
  },
  defaultRegion: 'kanto',
  destinations: {
    vladivostok: { name: name('Vladivostok'), freight: { toyama: { roro: 65_000, container: 95_000 }, yokohama: { roro: 100_000 } } },
    poti: { name: name('Poti'), freight: { yokohama: { container: 260_000 } } },
  },
  defaultDestination: 'vladivostok',
  defaultShipping: 'roro',
  insurancePercent: 1.5,
  exchangeRates: { setOn: '2025-06-02', yenPer: { USD: 144.5, KZT: 0.28 } },
};
