// What the company's price list (`costs`, config/costs-schema.ts) means beyond its shape: the ids it
// refers to one another by exist, its auction houses, shipping types and currencies are ones the
// portal knows, and every region reaches every destination. Looks only at well-formed parts, so one
// pass reports shape and meaning problems together.
import { jsonPathMember } from '../schemas/ajv-messages';
import { isCalendarDate } from '../shared/japan-time';
import { EXPORT_TYPES } from './reference-api/bids/options';
import { CURRENCIES } from './reference-api/reference/currencies';
import { AUCTION_HOUSES } from './reference-api/seed/catalog/auction-houses';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const keysOf = (value: unknown): string[] => (isObject(value) ? Object.keys(value) : []);

/** The yen is the price list's own currency: every other one needs a rate. */
const PRICE_CURRENCY = 'JPY';

interface Known {
  /** auction house names as lots carry them */
  houses: readonly string[];
  /** bid and export type values: the shipping types freight may be priced by */
  shippingTypes: readonly string[];
  /** the currency codes of /site/currency-list */
  currencies: readonly string[];
}

const REFERENCE: Known = {
  houses: AUCTION_HOUSES.map((house) => house.name),
  shippingTypes: EXPORT_TYPES.map((type) => type.value),
  currencies: CURRENCIES.map((currency) => currency.code),
};

const WHERE = '$.costs';
const pathOf = (...segments: string[]): string => WHERE + segments.map(jsonPathMember).join('');

/** Every meaning problem of `config.costs`; none when it is absent or not an object (the shape check names that). */
export function costsViolations(config: unknown, known: Known = REFERENCE): string[] {
  const costs = isObject(config) ? config.costs : undefined;
  if (!isObject(costs)) return [];
  return [
    ...houseViolations(costs, known.houses),
    ...idViolations(costs),
    ...shippingViolations(costs, known.shippingTypes),
    ...routeViolations(costs),
    ...rateViolations(costs, known.currencies),
  ];
}

function houseViolations(costs: Json, houses: readonly string[]): string[] {
  const unknown = (where: string, house: string) =>
    houses.includes(house) ? [] : [`${where}: must name an auction house of the portal (not "${house}")`];
  const fees = isObject(costs.auctionFees) ? costs.auctionFees.byHouse : undefined;
  const regionOf = new Map<string, string>();
  return [
    ...keysOf(fees).flatMap((house) => unknown(pathOf('auctionFees', 'byHouse', house), house)),
    ...regionEntries(costs).flatMap(([region, { houses: listed }]) =>
      (Array.isArray(listed) ? listed : []).flatMap((house: unknown, i) => {
        if (typeof house !== 'string') return [];
        const where = pathOf('regions', region, 'houses', String(i));
        const earlier = regionOf.get(house);
        regionOf.set(house, earlier ?? region);
        return earlier === undefined ? unknown(where, house) : [`${where}: "${house}" is already in region ${earlier}`];
      }),
    ),
  ];
}

/** The ids the price list refers to: export ports, the default region and destination. */
function idViolations(costs: Json): string[] {
  const ports = keysOf(costs.exportPorts);
  const notPort = (where: string, port: string) =>
    ports.includes(port) ? [] : [`${where}: must be an export port of $.costs.exportPorts: ${ports.join(', ')} (not "${port}")`];
  const oneOf = (key: 'defaultRegion' | 'defaultDestination', of: 'regions' | 'destinations') => {
    const value = costs[key];
    const ids = keysOf(costs[of]);
    return typeof value !== 'string' || ids.includes(value) ? [] : [`${pathOf(key)}: must be one of $.costs.${of}: ${ids.join(', ')}`];
  };
  return [
    ...regionEntries(costs).flatMap(([region, { inland }]) =>
      keysOf(inland).flatMap((port) => notPort(pathOf('regions', region, 'inland', port), port)),
    ),
    ...freightEntries(costs).flatMap(([destination, port]) => notPort(pathOf('destinations', destination, 'freight', port), port)),
    ...oneOf('defaultRegion', 'regions'),
    ...oneOf('defaultDestination', 'destinations'),
  ];
}

function shippingViolations(costs: Json, shippingTypes: readonly string[]): string[] {
  const priced = new Set<string>();
  const unknown = freightEntries(costs).flatMap(([destination, port, byType]) =>
    keysOf(byType).flatMap((type) => {
      priced.add(type);
      return shippingTypes.includes(type)
        ? []
        : [`${pathOf('destinations', destination, 'freight', port, type)}: must be a bid or export type: ${shippingTypes.join(', ')}`];
    }),
  );
  const fallback = costs.defaultShipping;
  const unpriced =
    typeof fallback === 'string' && !priced.has(fallback)
      ? [`${pathOf('defaultShipping')}: must be a shipping type the freight prices: ${[...priced].join(', ')}`]
      : [];
  return [...unknown, ...unpriced];
}

/** Each region must reach each destination: through an export port with inland transport from it and freight from there. */
function routeViolations(costs: Json): string[] {
  const destinations = costs.destinations;
  if (!isObject(destinations)) return [];
  return regionEntries(costs).flatMap(([region, { inland }]) =>
    Object.entries(destinations).flatMap(([destination, entry]) => {
      const freight = isObject(entry) ? entry.freight : undefined;
      const reached = keysOf(inland);
      if (reached.length === 0 || !isObject(freight) || reached.some((port) => port in freight)) return [];
      return [
        `${pathOf('destinations', destination, 'freight')}: must ship from an export port region ${region} reaches (${reached.join(', ')})`,
      ];
    }),
  );
}

function rateViolations(costs: Json, currencies: readonly string[]): string[] {
  const rates = isObject(costs.exchangeRates) ? costs.exchangeRates : undefined;
  if (!rates) return [];
  const setOn = rates.setOn;
  const date =
    typeof setOn === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(setOn) && !isCalendarDate(setOn)
      ? [`${pathOf('exchangeRates', 'setOn')}: must be a real date`]
      : [];
  if (!isObject(rates.yenPer)) return date;
  const given = Object.keys(rates.yenPer);
  const needed = currencies.filter((code) => code !== PRICE_CURRENCY);
  return [
    ...date,
    ...given.flatMap((code) =>
      code === PRICE_CURRENCY
        ? [`${pathOf('exchangeRates', 'yenPer', code)}: must be left out: prices are in yen`]
        : currencies.includes(code)
          ? []
          : [`${pathOf('exchangeRates', 'yenPer', code)}: must be a currency of /site/currency-list: ${needed.join(', ')}`],
    ),
    ...needed
      .filter((code) => !given.includes(code))
      .map((code) => `${pathOf('exchangeRates', 'yenPer', code)}: is required (a currency users may keep their account in)`),
  ];
}

function regionEntries(costs: Json): Array<[string, { houses: unknown; inland: unknown }]> {
  return Object.entries(isObject(costs.regions) ? costs.regions : {}).flatMap(([id, region]) =>
    isObject(region) ? [[id, { houses: region.houses, inland: region.inland }] as [string, { houses: unknown; inland: unknown }]] : [],
  );
}

/** [destination, export port, freight by shipping type] for each well-formed freight entry. */
function freightEntries(costs: Json): Array<[string, string, unknown]> {
  return Object.entries(isObject(costs.destinations) ? costs.destinations : {}).flatMap(([destination, entry]) => {
    const freight = isObject(entry) ? entry.freight : undefined;
    return Object.entries(isObject(freight) ? freight : {}).map(([port, byType]): [string, string, unknown] => [destination, port, byType]);
  });
}
