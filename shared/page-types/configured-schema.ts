// A page type's schema as the company offers it: the browser's listing and the server's early
// listing call (server/early-calls.ts) read the same page sizes and filters from it.
import type { PageTypeSchema } from '../../schemas/meta/page-type.schema';
import { relabelled } from './brand-labels';
import type { PageTypeSettings } from './page-type-settings';

/** Makes a derived schema once per schema and key (the browser keeps one object per settings). */
export type SchemaMemo = (schema: PageTypeSchema, key: string, make: () => PageTypeSchema) => PageTypeSchema;

/**
 * The schema with the company's page sizes (a config can only narrow the schema's options, which the
 * listing call accepts; the schema's default stays unless it is no longer offered), without the
 * hidden filters, the sort fields named like renamed columns with their headings; the schema itself
 * when the settings change none of these.
 */
export function schemaWithSettings(
  schema: PageTypeSchema,
  settings: PageTypeSettings,
  memo: SchemaMemo = (_, __, make) => make(),
): PageTypeSchema {
  const offered = settings.pageSizes?.filter((size) => schema.pageSizes.includes(size)) ?? [];
  const narrowed = offered.length > 0 && offered.length < schema.pageSizes.length;
  const hidden = new Set(settings.hiddenFilters);
  if (!narrowed && hidden.size === 0 && !settings.labels) return schema;
  return memo(schema, JSON.stringify([offered, [...hidden], settings.labels ?? null]), () => ({
    ...schema,
    ...(narrowed && {
      pageSizes: offered,
      defaultPageSize: offered.includes(schema.defaultPageSize) ? schema.defaultPageSize : offered[0]!,
    }),
    filters: schema.filters.filter((filter) => !hidden.has(filter.id)),
    sort: relabelled(schema.sort, (entry) => entry.field, settings.labels),
  }));
}
