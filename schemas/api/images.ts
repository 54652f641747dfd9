// Path parameters of the generated lot images (GET /images/lots/:lotId/:photo.svg,
// GET /images/uss/:token/:photo.svg and GET /images/sheets/:lotId.svg). The answers are SVG documents, not JSON.
import type { FromSchema } from 'json-schema-to-ts';

const lotId = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } as const;
const photo = { type: 'string', pattern: '^[1-9][0-9]?$' } as const;

export const lotPhotoParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lotId', 'photo'],
  properties: { lotId, photo },
} as const;
export type LotPhotoParams = FromSchema<typeof lotPhotoParamsSchema>;

/** GET /images/uss/:token/:photo.svg: a USS lot's photo by the link GET /car-auction/uss-images gave (a day's access). */
export const ussPhotoParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'photo'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{32}$' }, photo },
} as const;
export type UssPhotoParams = FromSchema<typeof ussPhotoParamsSchema>;

export const auctionSheetParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lotId'],
  properties: { lotId },
} as const;
export type AuctionSheetParams = FromSchema<typeof auctionSheetParamsSchema>;

/** GET /images/videos/:lotId/:clip.svg: a condition-report clip (animated SVG in the reference API). */
export const lotVideoParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lotId', 'clip'],
  properties: { lotId, clip: { type: 'string', pattern: '^[1-9]$' } },
} as const;
export type LotVideoParams = FromSchema<typeof lotVideoParamsSchema>;
