// JSON Schemas of the payments list (seed 001 §2 "Payments page", §3 "Payment record"; the call is not
// shown in the spec: docs/api.md "Purchases, payments and dashboard").
import type { FromSchema } from 'json-schema-to-ts';
import { calendarDate, pageInfoSchema } from './listing';
import { pageNumber, pageSizeText, purchaseIdSchema, searchText } from './purchases';

export const PAYMENT_TYPES = ['remittance', 'purchase'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_PAGE_SIZES = [20, 50, 70] as const;

const nullableString = { type: ['string', 'null'] } as const;
const option = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: { value: { type: 'string' }, label: { type: 'string' } },
} as const;

/** GET /payments/list; userId (managers: anyone, dealers: their clients) reads another user's history. */
export const paymentListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: searchText,
    dateFrom: calendarDate,
    dateTo: calendarDate,
    type: { enum: ['all', ...PAYMENT_TYPES] },
    page: pageNumber,
    pageSize: pageSizeText,
    /** a user id, as purchase ids are written */
    userId: purchaseIdSchema,
  },
} as const;
export type PaymentListQuery = FromSchema<typeof paymentListQuerySchema>;

/** The list's filters with page and size as numbers: what the payments page asks for and the server reads. */
export interface PaymentFilters {
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  type?: PaymentType;
  page: number;
  pageSize: number;
}

export const paymentRecordSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'balance', 'date', 'description', 'eta', 'etd', 'id', 'type', 'purchaseId'],
  properties: {
    /** positive: money received; negative: money spent */
    amount: { type: 'number' },
    /** the balance after this record */
    balance: { type: 'number' },
    date: { type: 'string' },
    description: { type: 'string' },
    eta: nullableString,
    etd: nullableString,
    id: { type: 'string' },
    type: { enum: PAYMENT_TYPES },
    /** the purchase a car payment paid for (its detail screen is /payments/:purchaseId) */
    purchaseId: nullableString,
  },
} as const;
export type PaymentRecord = FromSchema<typeof paymentRecordSchema>;

export const paymentListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['pageInfo', 'records', 'purposesList', 'typesList', 'success', 'totalBalance', 'totalReceived', 'totalSpent'],
  properties: {
    pageInfo: pageInfoSchema,
    records: { type: 'array', items: paymentRecordSchema },
    purposesList: { type: 'array', items: option },
    typesList: { type: 'array', items: option },
    success: { const: true },
    /** the user's balance: every record, whatever the filters */
    totalBalance: nullableString,
    /** received and spent over the records the filters match (every page) */
    totalReceived: nullableString,
    totalSpent: nullableString,
  },
} as const;
export type PaymentListResponse = FromSchema<typeof paymentListResponseSchema>;
