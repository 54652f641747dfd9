// A small price list with round numbers, for the landed-cost tests.
import type { Costs } from '../../../../config/costs-schema';

const name = (en: string, ru: string) => ({ en, ru });

export const COSTS: Costs = {
  serviceFee: 50_000,
  auctionFees: { default: 20_000, byHouse: { 'USS Tokyo': 25_000 } },
  exportPorts: { yokohama: name('Yokohama', 'Йокогама'), toyama: name('Toyama', 'Тояма') },
  regions: {
    kanto: { name: name('Kanto', 'Канто'), houses: ['USS Tokyo'], inland: { yokohama: 12_000, toyama: 38_000 } },
    chubu: { name: name('Chubu', 'Тюбу'), houses: ['USS Nagoya'], inland: { toyama: 26_000 } },
  },
  defaultRegion: 'kanto',
  destinations: {
    vladivostok: {
      name: name('Vladivostok', 'Владивосток'),
      freight: { toyama: { roro: 65_000, container: 95_000 }, yokohama: { roro: 100_000 } },
    },
    poti: { name: name('Poti', 'Поти'), freight: { yokohama: { container: 260_000 } } },
  },
  defaultDestination: 'vladivostok',
  defaultShipping: 'roro',
  insurancePercent: 1.5,
  exchangeRates: { setOn: '2025-06-02', yenPer: { USD: 144.5, KZT: 0.28 } },
};
