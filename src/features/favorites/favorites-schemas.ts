// The favorites page lists lots of every page type in the car shape (seed 001 §3 "Wishlist lot";
// docs/api.md "Favorites"), so the car listing's views are the views of that shape. Each lot still
// belongs to its own page type: its link, visited mark and favorites calls follow that one.
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { pageTypeSchemas } from '../../engine/listing/page-type-schemas';

/** The page type whose lots have the car shape and whose views show it. */
const CAR_SHAPE_PAGE_TYPE = 'car-auction';

function schemaOf(apiPageType: string): PageTypeSchema {
  const schema = pageTypeSchemas.find((s) => s.apiPageType === apiPageType);
  if (!schema) throw new Error(`No page-type schema for the lot type '${apiPageType}'`);
  return schema;
}

const carShape = schemaOf(CAR_SHAPE_PAGE_TYPE);

/** The page's own list state: no filters or sort, the car listing's page sizes, stored as 'favorites'. */
export const favoritesListSchema: PageTypeSchema = { ...carShape, id: 'favorites', filters: [], sort: [] };

const sectionSchemas = new Map<string, PageTypeSchema>();

/** The car views with the identity of the lot's page type (built once per type: views memoise per schema). */
export function favoritesSectionSchema(lotType: string): PageTypeSchema {
  let schema = sectionSchemas.get(lotType);
  if (!schema) {
    const own = schemaOf(lotType);
    schema = { ...carShape, id: own.id, route: own.route, apiPageType: own.apiPageType, detail: own.detail };
    sectionSchemas.set(lotType, schema);
  }
  return schema;
}
