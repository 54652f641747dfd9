// JSON Schema of the price guide of a lot page (issue #19 item 1; docs/api.md "Price guide"): what the
// sold lots of the statistics that compare with a lot fetched, and the statistics listing query that
// lists exactly them.
import type { FromSchema } from 'json-schema-to-ts';

const nullableInteger = { type: ['integer', 'null'] } as const;
const yen = { type: 'integer', minimum: 0 } as const;
const japanDay = { type: 'string', format: 'date' } as const;

/** How the scope widens when too few lots compare, in this order (docs/api.md "Price guide"). */
export const WIDENING_STEPS = ['closeGrade', 'wideMileage', 'wideYears', 'anyGrade', 'anyMileage', 'anyModelCode', 'widestYears'] as const;
export type WideningStep = (typeof WIDENING_STEPS)[number];

/** Sold prices an answer lists at most: above that, as many evenly spaced quantiles. */
export const MAX_LISTED_PRICES = 200;

/** GET /{car-auction,stock,bikes}/price-guide?id=. */
export const priceGuideResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'statistics', 'wanted', 'count', 'widened', 'criteria', 'period', 'prices', 'soldPrices', 'query'],
  properties: {
    success: { type: 'boolean' },
    /** the statistics page type the sales come from (stats, bike-stats): `query` is for its listing */
    statistics: { type: 'string' },
    /** comparable sales the scope widens to find */
    wanted: { type: 'integer', minimum: 1 },
    /** comparable sales found (fewer than `wanted` when even the widest scope has fewer) */
    count: { type: 'integer', minimum: 0 },
    /** the widening steps taken, in order; empty for the exact scope */
    widened: { type: 'array', items: { enum: WIDENING_STEPS } },
    criteria: {
      type: 'object',
      additionalProperties: false,
      required: ['modelCode', 'yearFrom', 'yearTo', 'mileageFrom', 'mileageTo', 'grades'],
      properties: {
        /** the model (chassis) code compared, null when any */
        modelCode: { type: ['string', 'null'] },
        yearFrom: { type: 'integer' },
        yearTo: { type: 'integer' },
        /** the mileage band in km, null when any */
        mileageFrom: nullableInteger,
        mileageTo: nullableInteger,
        /** the auction grades compared, null when any */
        grades: { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] },
      },
    },
    /** the first and last auction day of the sales; null without any */
    period: {
      anyOf: [
        { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: japanDay, to: japanDay } },
        { type: 'null' },
      ],
    },
    /** yen; null without sales */
    prices: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['min', 'p25', 'median', 'p75', 'max'],
          properties: { min: yen, p25: yen, median: yen, p75: yen, max: yen },
        },
        { type: 'null' },
      ],
    },
    /** the sold prices ascending, or MAX_LISTED_PRICES evenly spaced quantiles of them */
    soldPrices: { type: 'array', maxItems: MAX_LISTED_PRICES, items: yen },
    /** the statistics listing's URL query (its own filter parameters) that lists exactly these sales */
    query: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;
export type PriceGuideResponse = FromSchema<typeof priceGuideResponseSchema>;

/** The page types whose lots have a price guide, and the statistics page type their sales come from. */
export const PRICE_GUIDE_STATISTICS = { 'car-auction': 'stats', stock: 'stats', bikes: 'bike-stats' } as const;
