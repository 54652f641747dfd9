// A page type as the company configures it (shared/page-types/page-type-settings.ts): the page sizes
// and filters it offers, the view shown until the user picks one, the columns of each view and their headings.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { CompanyConfig } from '../../../config/company-schema';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { useCompanyConfig } from '../../ui/company-config';
import { pageTypeSettings, type PageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { DEFAULT_VIEW_MODE, type ViewMode } from '../../../shared/page-types/view-modes';
import { relabelled } from '../../../shared/page-types/brand-labels';
import { keyedMemo } from '../keyed-memo';
import { listingPreferences } from './listing-preferences';

const configured = keyedMemo<PageTypeSchema, PageTypeSchema>();

/**
 * The schema as the company offers it: its page sizes (a config can only narrow the schema's options,
 * which the listing call accepts; the schema's default stays unless it is no longer offered), without
 * the hidden filters, the sort fields named like renamed columns with their headings. The same object
 * for the same settings, so what is computed per schema is computed once.
 */
function withSettings(schema: PageTypeSchema, settings: PageTypeSettings): PageTypeSchema {
  const offered = settings.pageSizes?.filter((size) => schema.pageSizes.includes(size)) ?? [];
  const narrowed = offered.length > 0 && offered.length < schema.pageSizes.length;
  const hidden = new Set(settings.hiddenFilters);
  if (!narrowed && hidden.size === 0 && !settings.labels) return schema;
  return configured(schema, JSON.stringify([offered, [...hidden], settings.labels ?? null]), () => ({
    ...schema,
    ...(narrowed && {
      pageSizes: offered,
      defaultPageSize: offered.includes(schema.defaultPageSize) ? schema.defaultPageSize : offered[0]!,
    }),
    filters: schema.filters.filter((filter) => !hidden.has(filter.id)),
    sort: relabelled(schema.sort, (entry) => entry.field, settings.labels),
  }));
}

export interface ListingSetup {
  /** the schema with the company's page sizes, filters and sort headings */
  schema: PageTypeSchema;
  settings: PageTypeSettings;
  /** the user's pick, else the company's default view, else the table */
  viewMode: ViewMode;
}

/** The schema as the company configures it: the listing call and its cache key follow this one. */
export const configuredSchema = (schema: PageTypeSchema, config: CompanyConfig): PageTypeSchema =>
  withSettings(schema, pageTypeSettings(config, schema.id));

export function useListingSetup(schema: PageTypeSchema): ListingSetup {
  const config = useCompanyConfig();
  const picked = useSnapshot(listingPreferences).viewMode;
  const settings = useMemo(() => pageTypeSettings(config, schema.id), [config, schema.id]);
  return {
    schema: withSettings(schema, settings),
    settings,
    viewMode: picked ?? settings.defaultView ?? DEFAULT_VIEW_MODE,
  };
}
