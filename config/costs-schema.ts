// The company's price list for the landed-cost estimate of the bid form (issue 19 item 2): what a car
// costs delivered to a destination port, beyond the hammer price. Its own module so the company schema
// only names it; what the shape cannot say (ids that must match, houses, currencies) the server checks
// in server/company-config-costs.ts.
import type { FromSchema } from 'json-schema-to-ts';

const yen = { type: 'integer', minimum: 0, maximum: 100_000_000, description: 'whole yen' } as const;

const name = {
  type: 'object',
  additionalProperties: false,
  required: ['en', 'ru'],
  properties: {
    en: { type: 'string', minLength: 1, maxLength: 60 },
    ru: { type: 'string', minLength: 1, maxLength: 60 },
  },
} as const;

/** Ids are the keys the price list refers to one another by, and what a profile stores as its port. */
const id = { type: 'string', minLength: 1, maxLength: 40 } as const;

export const costsSchema = {
  type: 'object',
  description: "the exporter's price list, for the landed-cost estimate under the bid amount; left out, no estimate shows",
  additionalProperties: false,
  required: [
    'serviceFee',
    'auctionFees',
    'exportPorts',
    'regions',
    'defaultRegion',
    'destinations',
    'defaultDestination',
    'defaultShipping',
    'insurancePercent',
    'exchangeRates',
  ],
  properties: {
    serviceFee: { ...yen, description: "the exporter's own fee per vehicle, whole yen" },
    auctionFees: {
      type: 'object',
      additionalProperties: false,
      required: ['default'],
      properties: {
        default: { ...yen, description: "the auction house's fee when byHouse does not name the lot's house" },
        byHouse: {
          type: 'object',
          description: 'the fee of an auction house, by its name as lots carry it (USS Tokyo)',
          additionalProperties: yen,
        },
      },
    },
    exportPorts: {
      type: 'object',
      description: 'the Japanese ports the exporter ships from, by id, with their names',
      minProperties: 1,
      additionalProperties: name,
    },
    regions: {
      type: 'object',
      description: 'auction regions by id: their auction houses and the inland transport to each export port',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'houses', 'inland'],
        properties: {
          name,
          houses: { type: 'array', uniqueItems: true, items: { type: 'string', minLength: 1 } },
          inland: {
            type: 'object',
            description: 'the truck from an auction of the region to an export port (by id), whole yen',
            minProperties: 1,
            additionalProperties: yen,
          },
        },
      },
    },
    defaultRegion: { ...id, description: 'the region of auction houses no region lists' },
    destinations: {
      type: 'object',
      description: 'destination ports by id: their names and the freight from each export port (by id) per shipping type',
      minProperties: 1,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'freight'],
        properties: {
          name,
          freight: {
            type: 'object',
            minProperties: 1,
            additionalProperties: {
              type: 'object',
              description: 'the freight by shipping type (a bid or export type value: roro, container), whole yen',
              minProperties: 1,
              additionalProperties: yen,
            },
          },
        },
      },
    },
    defaultDestination: { ...id, description: 'the destination of users whose profile names none of the destinations' },
    defaultShipping: { ...id, description: 'the shipping type priced while the bid form has no bid type chosen' },
    insurancePercent: {
      type: 'number',
      minimum: 0,
      maximum: 10,
      description: 'marine insurance, a percentage of everything else (counted to 0.01 %)',
    },
    exchangeRates: {
      type: 'object',
      additionalProperties: false,
      required: ['setOn', 'yenPer'],
      properties: {
        setOn: { type: 'string', description: 'the date the rates were set, YYYY-MM-DD', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        yenPer: {
          type: 'object',
          description: 'yen per unit of each currency of /site/currency-list but the yen',
          additionalProperties: { type: 'number', exclusiveMinimum: 0 },
        },
      },
    },
  },
} as const;

export type Costs = FromSchema<typeof costsSchema>;
