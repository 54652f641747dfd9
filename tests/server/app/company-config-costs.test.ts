// The company's price list (`costs`): refused with every problem of shape and meaning in one pass,
// each at its JSON path; optional; the two shipped brands price differently.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyConfigPath, InvalidCompanyConfigError, loadCompanyConfig } from '../../../server/company-config';

const seri = loadCompanyConfig(companyConfigPath({}));
const kaido = loadCompanyConfig(companyConfigPath({ COMPANY: 'kaido' }));
const costs = seri.costs!;

function violationsOf(config: unknown): string[] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-costs-')), 'default.json');
  fs.writeFileSync(file, JSON.stringify(config));
  try {
    loadCompanyConfig(file);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidCompanyConfigError);
    return (error as InvalidCompanyConfigError).violations.map((violation) => violation.slice(`${file}: `.length));
  }
  throw new Error('expected the config to be refused');
}

describe('company config costs', () => {
  it('is optional, and the two brands price differently', () => {
    const { costs: _omitted, ...withoutCosts } = seri;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'seri-costs-')), 'default.json');
    fs.writeFileSync(file, JSON.stringify(withoutCosts));
    expect(loadCompanyConfig(file).costs).toBeUndefined();
    expect(kaido.costs).toBeDefined();
    expect(kaido.costs!.serviceFee).not.toBe(costs.serviceFee);
    expect(Object.keys(kaido.costs!.destinations)).not.toEqual(Object.keys(costs.destinations));
  });

  it('names every problem of shape and meaning with its JSON path', () => {
    const { KES: _noRate, ...yenPer } = costs.exchangeRates.yenPer;
    const violations = violationsOf({
      ...seri,
      costs: {
        ...costs,
        serviceFee: -1,
        auctionFees: { default: 20000, byHouse: { 'USS Tokio': 25000 } },
        regions: {
          ...costs.regions,
          kanto: { ...costs.regions.kanto, houses: ['USS Tokyo', 'USS Nagoya'], inland: { toyama: 38000, hakata: 30000 } },
        },
        defaultRegion: 'tohoku',
        destinations: {
          ...costs.destinations,
          vladivostok: {
            name: costs.destinations.vladivostok!.name,
            freight: { toyama: { roro: 65000, ferry: 50000 }, busan: { roro: 10 } },
          },
        },
        defaultDestination: 'odessa',
        defaultShipping: 'ferry',
        insurancePercent: 12,
        exchangeRates: { setOn: '2025-02-30', yenPer: { ...yenPer, USD: 0, JPY: 1, XYZ: 3 } },
      },
    });
    expect(violations).toEqual([
      '$.costs.serviceFee: must be at least 0',
      '$.costs.insurancePercent: must be at most 10',
      '$.costs.exchangeRates.yenPer.USD: must be > 0',
      '$.costs.auctionFees.byHouse["USS Tokio"]: must name an auction house of the portal (not "USS Tokio")',
      '$.costs.regions.chubu.houses[0]: "USS Nagoya" is already in region kanto',
      '$.costs.regions.kanto.inland.hakata: must be an export port of $.costs.exportPorts: yokohama, nagoya, osaka, toyama (not "hakata")',
      '$.costs.destinations.vladivostok.freight.busan: must be an export port of $.costs.exportPorts: yokohama, nagoya, osaka, toyama (not "busan")',
      '$.costs.defaultRegion: must be one of $.costs.regions: kanto, chubu, kansai, kyushu, hokkaido',
      '$.costs.defaultDestination: must be one of $.costs.destinations: vladivostok, auckland, poti, mombasa',
      '$.costs.destinations.vladivostok.freight.toyama.ferry: must be a bid or export type: roro, container, constructor, cut, domestic',
      '$.costs.exchangeRates.setOn: must be a real date',
      '$.costs.exchangeRates.yenPer.JPY: must be left out: prices are in yen',
      '$.costs.exchangeRates.yenPer.XYZ: must be a currency of /site/currency-list: USD, EUR, RUB, GBP, AUD, NZD, CAD, KZT, KGS, MNT, AED, CNY, KES',
      '$.costs.exchangeRates.yenPer.KES: is required (a currency users may keep their account in)',
    ]);
  });

  it('refuses a destination a region cannot reach, and a default shipping type nothing prices', () => {
    const violations = violationsOf({
      ...seri,
      costs: {
        ...costs,
        regions: { ...costs.regions, kyushu: { ...costs.regions.kyushu!, inland: { osaka: 42000 } } },
        destinations: {
          ...costs.destinations,
          vladivostok: { ...costs.destinations.vladivostok!, freight: { toyama: { container: 95000 } } },
        },
        defaultShipping: 'cut',
      },
    });
    expect(violations).toEqual([
      '$.costs.defaultShipping: must be a shipping type the freight prices: container, roro',
      '$.costs.destinations.vladivostok.freight: must ship from an export port region kyushu reaches (osaka)',
    ]);
  });
});
