// The schema of one page type, loaded when a page of that type is shown: each schema file is its own
// chunk, so a page carries only the schema it renders (the portal preloads it with the route's code).
import { use } from 'react';
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';

type SchemaModule = Promise<{ default: unknown }>;

const loaders: Readonly<Record<string, () => SchemaModule>> = {
  'car-auction': () => import('../../schemas/page-types/car-auction.json'),
  stats: () => import('../../schemas/page-types/stats.json'),
  bikes: () => import('../../schemas/page-types/bikes.json'),
  'bike-stats': () => import('../../schemas/page-types/bike-stats.json'),
  stock: () => import('../../schemas/page-types/stock.json'),
  machinery: () => import('../../schemas/page-types/machinery.json'),
};

const loading = new Map<string, Promise<PageTypeSchema>>();
const loaded = new Map<string, PageTypeSchema>();

/** The page type's schema; one load per id. The build and the server validated every file. */
export function loadPageTypeSchema(id: string): Promise<PageTypeSchema> {
  const load = loaders[id];
  if (!load) return Promise.reject(new Error(`No page-type schema '${id}'`));
  let schema = loading.get(id);
  if (!schema) {
    schema = load().then((module) => {
      loaded.set(id, module.default as PageTypeSchema);
      return module.default as PageTypeSchema;
    });
    loading.set(id, schema);
  }
  return schema;
}

/**
 * The page type's schema, suspending the page until it has loaded; at once when it has (a suspended
 * first screen would wait out React's fallback throttle: src/ui/lazy-component.ts).
 */
export const usePageTypeSchema = (id: string): PageTypeSchema => loaded.get(id) ?? use(loadPageTypeSchema(id));
