// The schema of one page type, loaded when a page of that type is shown (the portal preloads it with
// the route's code).
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';
import { schemaModules } from './schema-modules';

const pageTypeSchemas = schemaModules<PageTypeSchema>('page-type', {
  'car-auction': () => import('../../schemas/page-types/car-auction.json'),
  stats: () => import('../../schemas/page-types/stats.json'),
  bikes: () => import('../../schemas/page-types/bikes.json'),
  'bike-stats': () => import('../../schemas/page-types/bike-stats.json'),
  stock: () => import('../../schemas/page-types/stock.json'),
  machinery: () => import('../../schemas/page-types/machinery.json'),
});

/** The page type's schema; one load per id. */
export const loadPageTypeSchema = (id: string): Promise<PageTypeSchema> => pageTypeSchemas.load(id);

/** The page type's schema, suspending the page until it has loaded (see SchemaModules.use). */
export const usePageTypeSchema = (id: string): PageTypeSchema => pageTypeSchemas.use(id);
