import { PAGE_TYPES, type PageType } from '../reference/page-types';
import { HttpError } from './errors';

/** The page type a query or body names in its `type` field; 422 for any other text. */
export function pageTypeOf(type: string): PageType {
  const pageType = PAGE_TYPES.find((known) => known === type);
  if (!pageType) throw new HttpError(422, { success: false, message: { type: `Must be one of ${PAGE_TYPES.join(', ')}` } });
  return pageType;
}
