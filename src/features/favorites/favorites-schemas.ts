// The favorites page lists lots of every page type (seed 001 §3 "Wishlist lot"; docs/api.md
// "Favorites"). Each lot is shown in its own page type's section, with that page type's columns, link,
// visited mark and favorites calls (the list carries each lot's own listing fields).
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { pageTypeSchemas } from '../../../shared/page-types/page-type-schemas';

/** The page-type schema of a lot type (apiPageType), from the engine's registry. */
export function favoritesSectionSchema(lotType: string): PageTypeSchema {
  const schema = pageTypeSchemas.find((s) => s.apiPageType === lotType);
  if (!schema) throw new Error(`No page-type schema for the lot type '${lotType}'`);
  return schema;
}

/** The page's own list state: no filters or sort, the car listing's page sizes, stored as 'favorites'. */
export const favoritesListSchema: PageTypeSchema = { ...favoritesSectionSchema('car-auction'), id: 'favorites', filters: [], sort: [] };
