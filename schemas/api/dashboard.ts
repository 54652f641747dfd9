// GET /dashboard/summary: what each role needs first (docs/api.md "Purchases, payments and dashboard").
import type { FromSchema } from 'json-schema-to-ts';
import { balanceInfoSchema } from './session';

const bidSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'carId', 'title', 'lotNo', 'auctionName', 'auctionDate', 'amount', 'status', 'link'],
  properties: {
    id: { type: 'string' },
    carId: { type: 'string' },
    title: { type: 'string' },
    lotNo: { type: 'string' },
    auctionName: { type: 'string' },
    auctionDate: { type: 'string' },
    amount: { type: 'integer' },
    status: { type: 'integer' },
    /** the lot's portal route */
    link: { type: 'string' },
  },
} as const;

const statusCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'count'],
  properties: { status: { type: 'integer' }, count: { type: 'integer' } },
} as const;

const auctionDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'auctions', 'lots'],
  properties: {
    date: { type: 'string' },
    /** car-auction sales that day */
    auctions: { type: 'integer' },
    lots: { type: 'integer' },
  },
} as const;

const purchaseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'purchaseDate', 'status', 'eta'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    purchaseDate: { type: 'string' },
    status: { type: ['integer', 'null'] },
    eta: { type: ['string', 'null'] },
  },
} as const;

export const clientDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'balanceInfo', 'bidsByStatus', 'latestBids', 'auctionDays', 'latestPurchases'],
  properties: {
    role: { enum: ['client', 'dealer'] },
    balanceInfo: balanceInfoSchema,
    /** the caller's bids per status (1–7) */
    bidsByStatus: { type: 'array', items: statusCountSchema },
    /** the latest active bids (statuses 1 and 2), newest first, at most 5 */
    latestBids: { type: 'array', items: bidSchema },
    /** today and the coming auction days of the car-auction schedule */
    auctionDays: { type: 'array', items: auctionDaySchema },
    /** the latest purchases with their shipping status, at most 5 */
    latestPurchases: { type: 'array', items: purchaseSchema },
  },
} as const;

export const managerDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'newBids', 'bidsByStatus', 'todayBids', 'todayBidCount', 'auctionDays'],
  properties: {
    role: { const: 'manager' },
    newBids: { type: 'integer' },
    bidsByStatus: { type: 'array', items: statusCountSchema },
    /** bids on today's auctions, by lot time, at most 10 */
    todayBids: { type: 'array', items: bidSchema },
    todayBidCount: { type: 'integer' },
    auctionDays: { type: 'array', items: auctionDaySchema },
  },
} as const;

export const dashboardResponseSchema = {
  type: 'object',
  required: ['success', 'summary'],
  additionalProperties: false,
  properties: {
    success: { const: true },
    summary: { oneOf: [clientDashboardSchema, managerDashboardSchema] },
  },
} as const;
export type DashboardResponse = FromSchema<typeof dashboardResponseSchema>;
export type ClientDashboard = FromSchema<typeof clientDashboardSchema>;
export type ManagerDashboard = FromSchema<typeof managerDashboardSchema>;
