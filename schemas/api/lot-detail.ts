// JSON Schemas of the lot detail calls (seed 001 §3 "Lot detail (car)", "(bike)", "(machinery)", §7 "Lot
// detail and bidding"): GET /{pageType}/view, the share page calls, the share password, the month of
// production, the USS extra images, the sheet translation, the manager note and the photo archive.
// docs/api.md "Lot detail" and "Share pages" say what the schemas cannot.
import type { FromSchema } from 'json-schema-to-ts';
import { bidInfoSchema } from './bid-info';
import { wishListSchema } from './listing';

const nullableNumber = { type: ['number', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
const stringOrNumber = { type: ['string', 'number'] } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;
/** A lot id: the decimal id of a lot row, as the listing gives it. */
const lotIdText = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;

/** Condition-report ratings: entries 'text#imageUrl' per category (seed 001 §2 "Lot detail screen"). */
export const RATING_CATEGORIES = ['engine', 'electro', 'exterior', 'front', 'rear', 'chassis'] as const;
export const ratingsSchema = {
  type: 'object',
  additionalProperties: false,
  required: RATING_CATEGORIES,
  properties: Object.fromEntries(RATING_CATEGORIES.map((category) => [category, strings])) as {
    [K in (typeof RATING_CATEGORIES)[number]]: typeof strings;
  },
} as const;
export type Ratings = FromSchema<typeof ratingsSchema>;

/** Fields of the common detail every page type has. */
const commonDetail = {
  id: { type: 'string' },
  lotNumber: { type: 'string' },
  allowDownloadPhotos: { type: 'boolean' },
  /** the manager note of the lot; null without one (and always on share pages) */
  comment: nullableString,
  /** the caller is a manager (userType 3): the note can be added, edited and deleted */
  commentEditable: { type: 'boolean' },
} as const;

const carCommonDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'isUss',
    'allowDownloadPhotos',
    'id',
    'lotNumber',
    'info',
    'auctionSheet',
    'comment',
    'commentEditable',
    'videos',
    'reportEntries',
    'ratings',
  ],
  properties: {
    ...commonDetail,
    isUss: { type: 'boolean' },
    /** the auction's free-text notes on the lot */
    info: nullableString,
    /** the auction sheet image URL */
    auctionSheet: nullableString,
    /** condition-report video URLs separated by '#'; null without videos */
    videos: nullableString,
    /** condition-report entries labelled A to Z: 'A - text' */
    reportEntries: strings,
    /** condition-report ratings; null when the lot has no condition report */
    ratings: { anyOf: [ratingsSchema, { type: 'null' }] },
  },
} as const;

/** The damage map: the auction sheet as a CSS background showing its body diagram. */
const mopDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['auctionSheet', 'backgroundSize', 'backgroundPosition'],
  properties: { auctionSheet: nullableString, backgroundSize: { type: 'string' }, backgroundPosition: { type: 'string' } },
} as const;

const lotInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lotNumber', 'auctionName', 'auctionDate', 'condition', 'status'],
  properties: {
    lotNumber: { type: 'string' },
    auctionName: { type: 'string' },
    /** Japan date and time YYYY-MM-DD HH:mm, as in the listing */
    auctionDate: { type: 'string' },
    condition: { type: 'string' },
    /** auction status code (4531…4539), null while unknown */
    status: nullableNumber,
    /** how many times the vehicle was offered at earlier auctions (issue #19); optional, as in the listing */
    offeredBefore: { type: 'integer', minimum: 0 },
  },
} as const;

const lotImagesSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['images', 'thumbnails'],
  properties: { images: strings, thumbnails: strings },
} as const;

/** The rest of the caller's daily allowance of USS extra images (USS lots with permission ussLimitCheck). */
const ussCounterSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ussLimit'],
  properties: { ussLimit: { type: 'integer', minimum: 0 } },
} as const;

/** What names the vehicle in every info block. */
const vehicleIdentity = { maker: { type: 'string' }, model: { type: 'string' }, year: stringOrNumber } as const;

const carInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['maker', 'model', 'year', 'chassisId', 'mileage', 'mileageNote'],
  properties: {
    ...vehicleIdentity,
    chassisId: { type: 'string' },
    mileage: nullableNumber,
    /** e.g. 'Odometer replaced'; null when the mileage needs no note */
    mileageNote: nullableString,
  },
} as const;

const carSpecificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['engineCC', 'grade', 'color', 'transmission', 'drive', 'horsePower', 'equipment'],
  properties: {
    engineCC: nullableNumber,
    grade: { type: 'string' },
    color: { type: 'string' },
    transmission: nullableString,
    drive: nullableString,
    horsePower: nullableNumber,
    /** equipment codes separated by spaces */
    equipment: { type: 'string' },
  },
} as const;

const bikeCommonDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'lotNumber', 'auctionSheet', 'comment', 'commentEditable', 'allowDownloadPhotos'],
  properties: { ...commonDetail, auctionSheet: nullableString },
} as const;

const bikeInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['maker', 'model', 'year', 'serial', 'mileage', 'mileageNote'],
  properties: {
    ...vehicleIdentity,
    serial: { type: 'string' },
    mileage: nullableNumber,
    mileageNote: nullableString,
  },
} as const;

const bikeSpecificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['grade', 'color', 'engineCC'],
  properties: { grade: { type: 'string' }, color: { type: 'string' }, engineCC: nullableNumber },
} as const;

const mechCommonDetailSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'allowDownloadPhotos', 'lotNumber', 'comment', 'commentEditable'],
  properties: commonDetail,
} as const;

const mechInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['maker', 'model', 'year', 'serial', 'mileage', 'hours'],
  properties: {
    ...vehicleIdentity,
    serial: { type: 'string' },
    mileage: nullableNumber,
    hours: nullableNumber,
  },
} as const;

const mechSpecificationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['grade'],
  properties: { grade: { type: 'string' } },
} as const;

// The lot alone, as a share page shows it: no bid, favorites or allowance of a caller.
const carLot = {
  carCommonDetail: carCommonDetailSchema,
  mopDeail: mopDetailSchema,
  lotInfo: lotInfoSchema,
  carInfo: carInfoSchema,
  carSpecification: carSpecificationSchema,
  lotImages: lotImagesSchema,
} as const;
const bikeLot = {
  bikeCommonDetail: bikeCommonDetailSchema,
  lotInfo: lotInfoSchema,
  bikeInfo: bikeInfoSchema,
  bikeSpecification: bikeSpecificationSchema,
  lotImages: lotImagesSchema,
} as const;
const mechLot = {
  mechCommonDetail: mechCommonDetailSchema,
  lotInfo: lotInfoSchema,
  mechInfo: mechInfoSchema,
  mechSpecification: mechSpecificationSchema,
  lotImages: lotImagesSchema,
} as const;
const callerState = { bidInfo: bidInfoSchema, wishList: wishListSchema } as const;

/** GET /{car-auction,stock,stats}/view?id=. */
export const carDetailResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['carCommonDetail', 'mopDeail', 'lotInfo', 'carInfo', 'carSpecification', 'lotImages', 'bidInfo', 'wishList'],
  properties: { ...carLot, ...callerState, ussCounter: ussCounterSchema },
} as const;
export type CarDetailResponse = FromSchema<typeof carDetailResponseSchema>;

/** GET /{bikes,bike-stats}/view?id=. */
export const bikeDetailResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bikeCommonDetail', 'lotInfo', 'bikeInfo', 'bikeSpecification', 'lotImages', 'bidInfo', 'wishList'],
  properties: { ...bikeLot, ...callerState },
} as const;
export type BikeDetailResponse = FromSchema<typeof bikeDetailResponseSchema>;

/** GET /machinery/view?id=. */
export const machineryDetailResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mechCommonDetail', 'lotInfo', 'mechInfo', 'mechSpecification', 'lotImages', 'bidInfo', 'wishList'],
  properties: { ...mechLot, ...callerState },
} as const;
export type MachineryDetailResponse = FromSchema<typeof machineryDetailResponseSchema>;

export type LotDetailResponse = CarDetailResponse | BikeDetailResponse | MachineryDetailResponse;

/** GET /{pageType}/view, /{pageType}/download-images, /car-auction/uss-images: the lot id. */
export const lotIdQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: lotIdText },
} as const;
export type LotIdQuery = FromSchema<typeof lotIdQuerySchema>;

// ---- Share pages ----

export const sharedCarLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['carCommonDetail', 'mopDeail', 'lotInfo', 'carInfo', 'carSpecification', 'lotImages'],
  properties: carLot,
} as const;
export const sharedBikeLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bikeCommonDetail', 'lotInfo', 'bikeInfo', 'bikeSpecification', 'lotImages'],
  properties: bikeLot,
} as const;
export const sharedMachineryLotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['mechCommonDetail', 'lotInfo', 'mechInfo', 'mechSpecification', 'lotImages'],
  properties: mechLot,
} as const;
export type SharedLot =
  FromSchema<typeof sharedCarLotSchema> | FromSchema<typeof sharedBikeLotSchema> | FromSchema<typeof sharedMachineryLotSchema>;

const pageTypeText = { type: 'string', enum: ['car-auction', 'stock', 'stats', 'bikes', 'bike-stats', 'machinery'] } as const;
/** The share password: 6 digits (seed 001 §5). */
const shareCode = { type: 'string', pattern: '^[0-9]{6}$' } as const;

/** GET /share/lot?type=&id=: the shared lot's title, before the code is given. */
export const shareLotQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id'],
  properties: { type: pageTypeText, id: lotIdText },
} as const;
export type ShareLotQuery = FromSchema<typeof shareLotQuerySchema>;

export const shareLotSummarySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'title', 'needsCode'],
  properties: {
    success: { const: true },
    /** maker and model: the share shell's title */
    title: { type: 'string' },
    needsCode: { const: true },
  },
} as const;
export type ShareLotSummary = FromSchema<typeof shareLotSummarySchema>;

/** POST /share/lot: the code check. A wrong code answers 403 {messageCode:'WrongCode'}. */
export const shareLotBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id', 'code'],
  properties: { type: pageTypeText, id: lotIdText, code: { type: 'string', maxLength: 20 } },
} as const;
export type ShareLotBody = FromSchema<typeof shareLotBodySchema>;

export const shareLotResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'type', 'title', 'lot'],
  properties: {
    success: { const: true },
    type: pageTypeText,
    title: { type: 'string' },
    lot: { oneOf: [sharedCarLotSchema, sharedBikeLotSchema, sharedMachineryLotSchema] },
  },
} as const;
export type ShareLotResponse = Omit<FromSchema<typeof shareLotResponseSchema>, 'lot'> & { lot: SharedLot };

/**
 * GET /{pageType}/password: the lot id comes as carId (cars), bikeId (bikes) or id (machinery); the
 * other fields are what the share dialog knows of the lot and are only checked for form.
 */
export const sharePasswordQuerySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    carId: lotIdText,
    bikeId: lotIdText,
    id: lotIdText,
    auctionDate: { type: 'string', maxLength: 40 },
    auctionType: { type: 'string', maxLength: 40 },
    imageUrl: { type: 'string', maxLength: 500 },
  },
} as const;
export type SharePasswordQuery = FromSchema<typeof sharePasswordQuerySchema>;

export const sharePasswordResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: shareCode },
} as const;
export type SharePasswordResponse = FromSchema<typeof sharePasswordResponseSchema>;

// ---- Manager note ----

/** POST /car-auction/save-comment: an empty comment deletes the note. */
export const saveCommentBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['carId', 'comment'],
  properties: {
    carId: { anyOf: [lotIdText, { type: 'integer', minimum: 1 }] },
    comment: { type: 'string', maxLength: 2000 },
  },
} as const;
export type SaveCommentBody = FromSchema<typeof saveCommentBodySchema>;

// ---- Sheet translation ----

/** GET /car-auction/image-translate: the sheet URL of the lot; the answer is the translated sheet's URL (a JSON string). */
export const imageTranslateQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['image', 'lotId'],
  properties: { image: { type: 'string', minLength: 1, maxLength: 500 }, lotId: lotIdText },
} as const;
export type ImageTranslateQuery = FromSchema<typeof imageTranslateQuerySchema>;

export const imageUrlResponseSchema = { type: 'string' } as const;

// ---- Month of production ----

export const productionMonthQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chassis'],
  properties: {
    maker: { type: 'string', maxLength: 60 },
    /** the frame number, e.g. ZVW30-1234567 */
    chassis: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9][A-Za-z0-9 -]*$' },
    model: { type: 'string', maxLength: 60 },
    carId: lotIdText,
    auction: { type: 'string', maxLength: 80 },
    lotNo: { type: 'string', pattern: '^[0-9]{1,10}$' },
  },
} as const;
export type ProductionMonthQuery = FromSchema<typeof productionMonthQuerySchema>;

export const productionMonthInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'year',
    'month',
    'catalogNumber',
    'code',
    'colorCode',
    'engineNumber',
    'transmission',
    'gradeCode',
    'modelCode',
    'modelName',
    'trimCode',
    'description',
  ],
  properties: {
    year: { type: 'integer' },
    month: { type: 'integer', minimum: 1, maximum: 12 },
    /** English month name, e.g. 'March' */
    monthName: { type: 'string' },
    catalogNumber: { type: 'string' },
    code: { type: 'string' },
    colorCode: { type: 'string' },
    engineNumber: { type: 'string' },
    transmission: { type: 'string' },
    gradeCode: { type: 'string' },
    modelCode: { type: 'string' },
    modelName: { type: 'string' },
    trimCode: { type: 'string' },
    description: { type: 'string' },
  },
} as const;
export type ProductionMonthInfo = FromSchema<typeof productionMonthInfoSchema>;

/** GET /{car-auction,stock,bikes}/production-month: carInfo null when the chassis tells nothing. */
export const productionMonthResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'carInfo'],
  properties: { success: { type: 'boolean' }, carInfo: { anyOf: [productionMonthInfoSchema, { type: 'null' }] } },
} as const;
export type ProductionMonthResponse = FromSchema<typeof productionMonthResponseSchema>;

// ---- USS extra images ----

/** GET /car-auction/uss-images?id=. */
export const ussImagesResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'auctionLotDetail'],
  properties: {
    success: { type: 'boolean' },
    auctionLotDetail: {
      type: 'object',
      additionalProperties: false,
      required: ['carCommonDetail', 'carInfo', 'images', 'auctionSheet'],
      properties: {
        carCommonDetail: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'isUss', 'ussLimit'],
          properties: {
            id: { type: 'string' },
            isUss: { type: 'boolean' },
            /** what is left of the caller's daily allowance after this call */
            ussLimit: { type: 'integer', minimum: 0 },
          },
        },
        carInfo: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: { id: { type: 'string' } },
        },
        /** the extra image URLs; empty when the auction has none */
        images: strings,
        auctionSheet: nullableString,
      },
    },
  },
} as const;
export type UssImagesResponse = FromSchema<typeof ussImagesResponseSchema>;

// ---- Photo archive ----

/** GET {route}/download-images?id=: the archive's URL (a JSON string). */
export const downloadLinkResponseSchema = { type: 'string', minLength: 1 } as const;
export type DownloadLinkResponse = FromSchema<typeof downloadLinkResponseSchema>;
