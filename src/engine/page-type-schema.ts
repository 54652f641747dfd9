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

/** A promise marked fulfilled the way React's use() reads it: use() then answers at once, not suspending. */
type SchemaPromise = Promise<PageTypeSchema> & { status?: 'fulfilled'; value?: PageTypeSchema };

const loading = new Map<string, SchemaPromise>();

/** The page type's schema; one load per id. The build and the server validated every file. */
export function loadPageTypeSchema(id: string): Promise<PageTypeSchema> {
  const load = loaders[id];
  if (!load) return Promise.reject(new Error(`No page-type schema '${id}'`));
  let schema = loading.get(id);
  if (!schema) {
    const pending: SchemaPromise = load().then((module) => {
      const value = module.default as PageTypeSchema;
      Object.assign(pending, { status: 'fulfilled', value });
      return value;
    });
    schema = pending;
    loading.set(id, schema);
  }
  return schema;
}

/**
 * The page type's schema, suspending the page until it has loaded; at once when it has (a suspended
 * first screen would wait out React's fallback throttle: src/ui/lazy-component.ts). use() is called on
 * every render: called on some only, React loses the order of the page's hooks.
 */
export const usePageTypeSchema = (id: string): PageTypeSchema => use(loadPageTypeSchema(id));
