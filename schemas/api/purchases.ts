// JSON Schemas of the purchases calls (seed 001 §2, §3 "Purchase list response", §4 "Purchase status
// codes"; the calls themselves are not shown in the spec: docs/api.md "Purchases, payments and dashboard").
import type { FromSchema } from 'json-schema-to-ts';
import { calendarDate, pageInfoSchema } from './listing';

/** Seed 001 §4: null is Processing; 1 Domestic transport … 8 Auction resale. */
export const PURCHASE_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** In queries and the status list, 0 stands for the null status (Processing). */
export const PROCESSING_STATUS_CODE = 0;

/** The shipping path a car follows, in order; statuses 6–8 end it early. */
export const SHIPPING_PATH = [null, 1, 2, 3, 4, 5] as const;
export const TERMINAL_STATUSES = [6, 7, 8] as const;

export const PURCHASE_PAGE_SIZES = [20, 50, 70] as const;
export const PURCHASE_SORT_FIELDS = ['purchaseDate', 'totalPrice', 'eta', 'etd', 'year', 'status'] as const;

const nullableString = { type: ['string', 'null'] } as const;
const nullableInteger = { type: ['integer', 'null'] } as const;
const statusCode = { type: ['integer', 'null'], minimum: 1, maximum: 8 } as const;
/** Query fragments the record lists (purchases, payments) share. */
export const pageNumber = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;
export const pageSizeText = { type: 'string', pattern: '^[1-9][0-9]{0,3}$' } as const;
export const searchText = { type: 'string', maxLength: 100 } as const;
/** A purchase id: the decimal id of a purchase row. */
export const purchaseIdSchema = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** GET /purchased-cars/list. status: comma list of codes 0–8 (0 = Processing). */
export const purchaseListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: searchText,
    dateFrom: calendarDate,
    dateTo: calendarDate,
    status: { type: 'string', pattern: '^[0-8](,[0-8]){0,8}$' },
    page: pageNumber,
    pageSize: pageSizeText,
    sort: { enum: PURCHASE_SORT_FIELDS },
    order: { enum: ['ASC', 'DESC'] },
  },
} as const;
export type PurchaseListQuery = FromSchema<typeof purchaseListQuerySchema>;

/** One row of the purchases list (seed 001 §2 "Purchases page"). */
export const purchaseRowSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'carId',
    'auction',
    'chassis',
    'eta',
    'etd',
    'year',
    'exportPort',
    'images',
    'lotNo',
    'maker',
    'model',
    'purchaseDate',
    'status',
    'totalPrice',
    'voyage',
    'sku',
    'clientName',
  ],
  properties: {
    id: { type: 'string' },
    /** the purchased lot */
    carId: { type: 'string' },
    auction: { type: 'string' },
    chassis: { type: 'string' },
    eta: nullableString,
    etd: nullableString,
    year: { type: 'integer' },
    exportPort: nullableString,
    images: { type: 'array', items: { type: 'string' } },
    lotNo: { type: 'string' },
    maker: { type: 'string' },
    model: { type: 'string' },
    purchaseDate: { type: 'string' },
    status: statusCode,
    totalPrice: { type: 'integer' },
    voyage: nullableString,
    sku: { type: 'string' },
    /** whose purchase it is (dealers and managers see others' too) */
    clientName: { type: 'string' },
  },
} as const;
export type PurchaseRow = FromSchema<typeof purchaseRowSchema>;

const statusOptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label', 'counter'],
  properties: { value: { type: 'integer', minimum: 0, maximum: 8 }, label: { type: 'string' }, counter: { type: 'integer' } },
} as const;

export const purchaseListResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['carsList', 'statusList', 'pageInfo', 'success'],
  properties: {
    carsList: { type: 'array', items: purchaseRowSchema },
    /** every status code with its English name and the caller's count in it */
    statusList: { type: 'array', items: statusOptionSchema },
    pageInfo: pageInfoSchema,
    success: { const: true },
  },
} as const;
export type PurchaseListResponse = FromSchema<typeof purchaseListResponseSchema>;

export const purchaseIdQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: purchaseIdSchema },
} as const;
export type PurchaseIdQuery = FromSchema<typeof purchaseIdQuerySchema>;

/** Consignee or notify party (seed 001 §2). */
const partySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['fullName', 'address', 'country', 'port', 'telephone', 'paymentMethod', 'documents'],
  properties: {
    fullName: nullableString,
    address: nullableString,
    country: nullableString,
    port: nullableString,
    telephone: nullableString,
    paymentMethod: nullableString,
    /** the documents the party needs (names) */
    documents: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const purchaseDocumentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'path', 'type', 'size', 'uploadedAt'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    /** the download call of the document */
    path: { type: 'string' },
    /** MIME type */
    type: { type: 'string' },
    size: { type: 'integer' },
    uploadedAt: { type: 'string' },
  },
} as const;
export type PurchaseDocument = FromSchema<typeof purchaseDocumentSchema>;

/** Finance field keys; labels are translated by the client. */
export const FINANCE_FIELDS = ['carPrice', 'auctionFee', 'recycleFee', 'domesticTransport', 'freight', 'insurance'] as const;

export const purchaseDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'clientName',
    'car',
    'consignee',
    'notifyParty',
    'finances',
    'logistics',
    'images',
    'thumbnails',
    'documents',
    'managerNote',
  ],
  properties: {
    id: { type: 'string' },
    clientName: { type: 'string' },
    car: {
      type: 'object',
      additionalProperties: false,
      required: [
        'title',
        'carId',
        'model',
        'yearMonth',
        'chassis',
        'mileage',
        'engine',
        'color',
        'purchaseDate',
        'auction',
        'lotNo',
        'sku',
      ],
      properties: {
        title: { type: 'string' },
        carId: { type: 'string' },
        model: { type: 'string' },
        yearMonth: { type: 'string' },
        chassis: { type: 'string' },
        mileage: nullableInteger,
        engine: { type: 'integer' },
        color: { type: 'string' },
        purchaseDate: { type: 'string' },
        auction: { type: 'string' },
        lotNo: { type: 'string' },
        sku: { type: 'string' },
      },
    },
    consignee: partySchema,
    notifyParty: {
      ...partySchema,
      required: [...partySchema.required, 'sameAsConsignee'],
      properties: { ...partySchema.properties, sameAsConsignee: { type: 'boolean' } },
    },
    finances: {
      type: 'object',
      additionalProperties: false,
      required: ['fields', 'total'],
      properties: {
        fields: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['key', 'amount'],
            properties: { key: { enum: FINANCE_FIELDS }, amount: { type: 'integer' } },
          },
        },
        total: { type: 'integer' },
      },
    },
    logistics: {
      type: 'object',
      additionalProperties: false,
      required: [
        'yardArrivalEta',
        'stockYard',
        'exportPort',
        'exportType',
        'purchaseDate',
        'shippingLine',
        'voyage',
        'destination',
        'etd',
        'eta',
        'status',
        'dischargePort',
      ],
      properties: {
        yardArrivalEta: nullableString,
        stockYard: nullableString,
        exportPort: nullableString,
        exportType: nullableString,
        purchaseDate: { type: 'string' },
        shippingLine: nullableString,
        voyage: nullableString,
        destination: nullableString,
        etd: nullableString,
        eta: nullableString,
        status: statusCode,
        dischargePort: nullableString,
      },
    },
    images: { type: 'array', items: { type: 'string' } },
    thumbnails: { type: 'array', items: { type: 'string' } },
    documents: { type: 'array', items: purchaseDocumentSchema },
    managerNote: nullableString,
  },
} as const;
export type PurchaseDetail = FromSchema<typeof purchaseDetailSchema>;

export const purchaseDetailResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'detail'],
  properties: { success: { const: true }, detail: purchaseDetailSchema },
} as const;
export type PurchaseDetailResponse = FromSchema<typeof purchaseDetailResponseSchema>;

/** Upload limits, checked by the client before sending and by the server on receipt: a file's size, and
 * what one purchase may hold in all (so uploads cannot fill the server's disk). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_MAX_COUNT = 20;
export const DOCUMENTS_MAX_TOTAL_BYTES = 50 * 1024 * 1024;
export const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
export const DOCUMENT_NAME_MAX = 200;

/** POST /purchased-cars/document?id=&name=: the body is the file itself. */
export const documentUploadQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: purchaseIdSchema, name: { type: 'string', minLength: 1, maxLength: DOCUMENT_NAME_MAX } },
} as const;
export type DocumentUploadQuery = FromSchema<typeof documentUploadQuerySchema>;

export const documentUploadResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'document'],
  properties: { success: { const: true }, document: purchaseDocumentSchema },
} as const;
export type DocumentUploadResponse = FromSchema<typeof documentUploadResponseSchema>;

export const documentIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['docId'],
  properties: { docId: purchaseIdSchema },
} as const;
export type DocumentIdParams = FromSchema<typeof documentIdParamsSchema>;
