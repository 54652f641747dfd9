// JSON Schema of a vehicle's auction history (issue #19 item 3; docs/api.md "Vehicle history"): the
// earlier offerings of the same frame number, whatever their page type.
import type { FromSchema } from 'json-schema-to-ts';

const nullableNumber = { type: ['number', 'null'] } as const;

const vehicleOfferingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'pageType', 'lotNo', 'auctionDate', 'auctionName', 'condition', 'mileage', 'hours', 'startPrice', 'status', 'soldPrice'],
  properties: {
    /** the lot of that offering */
    id: { type: 'string' },
    pageType: { type: 'string' },
    lotNo: { type: 'string' },
    /** Japan date and time YYYY-MM-DD HH:mm */
    auctionDate: { type: 'string' },
    auctionName: { type: 'string' },
    /** the auction grade it had then */
    condition: { type: 'string' },
    mileage: nullableNumber,
    /** machinery: engine hours */
    hours: nullableNumber,
    /** the start price (stock: the fixed price) */
    startPrice: nullableNumber,
    /** its auction status (4531…4539): sold, not sold … */
    status: nullableNumber,
    /** the price it sold for; null unless sold */
    soldPrice: nullableNumber,
  },
} as const;
export type VehicleOffering = FromSchema<typeof vehicleOfferingSchema>;

/** GET /{pageType}/history?id=. */
export const vehicleHistoryResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'history'],
  properties: {
    success: { type: 'boolean' },
    /** the earlier offerings, newest first; empty for a vehicle not offered before */
    history: { type: 'array', items: vehicleOfferingSchema },
  },
} as const;
export type VehicleHistoryResponse = FromSchema<typeof vehicleHistoryResponseSchema>;
