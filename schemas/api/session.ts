// JSON Schemas of the v1 session, profile and reference-data calls (seed 000 §3, §7).
// They are the one source of these shapes: the reference API validates bodies and its own
// responses against them, and the client derives its types from them with FromSchema.
import type { FromSchema } from 'json-schema-to-ts';

export const PERMISSION_FLAGS = [
  'carAuctionsView',
  'salesStatisticsView',
  'dealerBidAccess',
  'shareCar',
  'onepriceView',
  'biddingAllowed',
  'adjustmentPriceShow',
  'exportTypeOptional',
  'exportTypeShow',
  'bidDeadlineCheck',
  'creditLimitCheck',
  'dailyBidLimitCheck',
  'ussLimitCheck',
  'auctionTranslationUse',
  'downloadPhotos',
  'downloadInvoice',
  'managerBidForClient',
  'bidsTodayDefault',
  'bikeView',
  'machineryView',
  'bidChangeConfirmation',
] as const;

export const OPTIONAL_PERMISSION_FLAGS = [
  'bidManagementEnabled',
  'lastHourBidWarning',
  'bidManageStatus',
  'bidManageBidPrice',
  'bidManageSoldPrice',
] as const;

const nullableString = { type: ['string', 'null'] } as const;

export const loginBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', format: 'email', maxLength: 254 },
    password: { type: 'string', minLength: 6, maxLength: 200 },
  },
} as const;
export type LoginBody = FromSchema<typeof loginBodySchema>;

export const loginResponseSchema = {
  type: 'object',
  required: ['success'],
  properties: {
    success: { type: 'boolean' },
    accessToken: { type: 'string' },
    refreshToken: { type: 'string' },
  },
} as const;
export type LoginResponse = FromSchema<typeof loginResponseSchema>;

/** messageCode of a refused POST /auth (seed 000 §8); the login page translates each. */
export const LOGIN_ERROR_CODES = {
  /** 401: wrong e-mail or password */
  invalidCredentials: 'invalid_credentials',
  /** 403: a disabled or unverified account */
  invalidUser: 'invalid_user',
  /** 429 with Retry-After: too many failed logins for the account or from the network */
  tooManyAttempts: 'too_many_attempts',
} as const;

/** Every failure of the v1 API: a message for people, an optional code to translate and field errors. */
export const errorResponseSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: {
      anyOf: [{ type: 'string' }, { type: 'object', additionalProperties: { type: 'string' } }],
    },
    messageCode: { type: 'string' },
  },
} as const;
export type ErrorResponse = FromSchema<typeof errorResponseSchema>;

export const balanceInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['balance', 'creditLimit', 'dailyBidLimit', 'dailyUssLimit', 'activeBids'],
  properties: {
    balance: { type: 'number' },
    creditLimit: { type: 'number' },
    bidAllow: { type: 'number' },
    dailyBidLimit: { type: 'number' },
    dailyUssLimit: { type: 'number' },
    activeBids: { type: 'number' },
  },
} as const;
export type BalanceInfo = FromSchema<typeof balanceInfoSchema>;

export const profileDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'userId',
    'userLevel',
    'fullName',
    'email',
    'company',
    'countryId',
    'currency',
    'roleId',
    'city',
    'address',
    'lastLogin',
    'mobile',
    'officePhone',
    'bidEmailNotify',
    'language',
    'invoiceLink',
    'userType',
  ],
  properties: {
    userId: { type: 'integer' },
    userLevel: { type: 'integer' },
    fullName: { type: 'string' },
    email: { type: 'string' },
    company: nullableString,
    countryId: { type: 'integer' },
    currency: { type: 'string' },
    roleId: { type: 'integer' },
    city: nullableString,
    address: nullableString,
    lastLogin: { type: 'string' },
    mobile: nullableString,
    officePhone: nullableString,
    bidEmailNotify: { type: 'boolean' },
    language: { type: ['integer', 'null'] },
    invoiceLink: { type: 'string' },
    userType: { type: 'integer' },
    /** where the user's cars are shipped: a destination id of the company's price list (config costs); null for none */
    destinationPort: nullableString,
  },
} as const;

const permissionSchema = {
  type: 'object',
  additionalProperties: false,
  required: PERMISSION_FLAGS,
  properties: Object.fromEntries([...PERMISSION_FLAGS, ...OPTIONAL_PERMISSION_FLAGS].map((f) => [f, { type: 'boolean' }])) as {
    [K in (typeof PERMISSION_FLAGS)[number] | (typeof OPTIONAL_PERMISSION_FLAGS)[number]]: { type: 'boolean' };
  },
} as const;

export const profileResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'detail', 'balanceInfo', 'permission'],
  properties: {
    success: { type: 'boolean' },
    detail: profileDetailSchema,
    balanceInfo: balanceInfoSchema,
    permission: permissionSchema,
  },
} as const;
export type ProfileResponse = FromSchema<typeof profileResponseSchema>;
export type Profile = ProfileResponse['detail'];
export type Permissions = ProfileResponse['permission'];
export type PermissionName = keyof Permissions;

export const optionListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'label'],
    properties: { value: { type: ['string', 'number'] }, label: { type: 'string' } },
  },
} as const;
export type OptionItem = FromSchema<typeof optionListSchema>[number];

/** GET /site/auction-status-list: label carries the code and value the name; the client swaps them on read. */
export const auctionStatusListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['value', 'label'],
    properties: { value: { type: 'string' }, label: { type: ['string', 'number'] } },
  },
} as const;

export const SEARCH_PAGE_TYPES = ['bikes', 'bike-stats', 'car-auction', 'stock', 'stats', 'machinery'] as const;

export const menuCountersSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bid', 'search'],
  properties: {
    bid: { type: 'integer' },
    search: {
      type: 'object',
      additionalProperties: false,
      required: SEARCH_PAGE_TYPES,
      properties: Object.fromEntries(SEARCH_PAGE_TYPES.map((t) => [t, { type: 'integer' }])) as {
        [K in (typeof SEARCH_PAGE_TYPES)[number]]: { type: 'integer' };
      },
    },
  },
} as const;
export type MenuCounters = FromSchema<typeof menuCountersSchema>;

export const updateSettingBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    bidEmailNotify: { type: 'boolean' },
    language: { enum: [692, 693] },
  },
} as const;
export type UpdateSettingBody = FromSchema<typeof updateSettingBodySchema>;

export const successResponseSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' }, error: { type: 'string' } },
} as const;
export type SuccessResponse = FromSchema<typeof successResponseSchema>;

/** Language ids of seed 000 §1. */
export const LANGUAGE_IDS = { en: 692, ru: 693 } as const;

/** GET /site/get-country-list: numeric ids (Russian Federation is 183). */
export const countryListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['value', 'label'],
    properties: { value: { type: 'integer' }, label: { type: 'string' } },
  },
} as const;
export type CountryOption = FromSchema<typeof countryListSchema>[number];

/** GET /site/get-country-list?language=: the names in that interface language (692 English, the default; 693 Russian). */
export const countryListQuerySchema = {
  type: 'object',
  properties: { language: { type: 'string', enum: [String(LANGUAGE_IDS.en), String(LANGUAGE_IDS.ru)] } },
} as const;
export type CountryListQuery = FromSchema<typeof countryListQuerySchema>;

export const CONDITION_LIST_TYPES = ['car', 'bike', 'machinery'] as const;

/** GET /site/condition-list?type=…: condition grades of one kind of lot. */
export const conditionListQuerySchema = {
  type: 'object',
  required: ['type'],
  properties: { type: { type: 'string', enum: CONDITION_LIST_TYPES } },
} as const;
export type ConditionListQuery = FromSchema<typeof conditionListQuerySchema>;
