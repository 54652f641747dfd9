// Row schemas of the table pages, by list call: which fields a table page's columns may read.
import { bidRowSchema } from '../api/bids';

export const TABLE_ROW_SCHEMAS = {
  '/bid/index': bidRowSchema,
  '/bid/my-bid': bidRowSchema,
  '/bid/dealer': bidRowSchema,
  '/bid/bid-history': bidRowSchema,
} as const;
