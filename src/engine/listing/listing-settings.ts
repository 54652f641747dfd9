// A page type as the company configures it (src/engine/page-type-settings.ts): the page sizes it
// offers, the view shown until the user picks one, the columns of each view.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { CompanyConfig } from '../../../config/company-schema';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { useCompanyConfig } from '../../ui/company-config';
import { pageTypeSettings, type PageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { DEFAULT_VIEW_MODE, type ViewMode } from '../../../shared/page-types/view-modes';
import { listingPreferences } from './listing-preferences';

const narrowed = new WeakMap<PageTypeSchema, Map<string, PageTypeSchema>>();

/**
 * The schema with the page sizes the company offers. A config can only narrow the schema's options
 * (the listing call accepts those); the schema's default stays unless it is no longer offered.
 */
function withPageSizes(schema: PageTypeSchema, pageSizes: readonly number[] | undefined): PageTypeSchema {
  const offered = pageSizes?.filter((size) => schema.pageSizes.includes(size)) ?? [];
  if (offered.length === 0 || offered.length === schema.pageSizes.length) return schema;
  const key = offered.join(',');
  const bySizes = narrowed.get(schema) ?? new Map<string, PageTypeSchema>();
  narrowed.set(schema, bySizes);
  let result = bySizes.get(key);
  if (!result) {
    const defaultPageSize = offered.includes(schema.defaultPageSize) ? schema.defaultPageSize : offered[0]!;
    result = { ...schema, pageSizes: offered, defaultPageSize };
    bySizes.set(key, result);
  }
  return result;
}

export interface ListingSetup {
  /** the schema with the company's page sizes */
  schema: PageTypeSchema;
  settings: PageTypeSettings;
  /** the user's pick, else the company's default view, else the table */
  viewMode: ViewMode;
}

/** The schema as the company configures it: the listing call and its cache key follow this one. */
export const configuredSchema = (schema: PageTypeSchema, config: CompanyConfig): PageTypeSchema =>
  withPageSizes(schema, pageTypeSettings(config, schema.id).pageSizes);

export function useListingSetup(schema: PageTypeSchema): ListingSetup {
  const config = useCompanyConfig();
  const picked = useSnapshot(listingPreferences).viewMode;
  const settings = useMemo(() => pageTypeSettings(config, schema.id), [config, schema.id]);
  return {
    schema: withPageSizes(schema, settings.pageSizes),
    settings,
    viewMode: picked ?? settings.defaultView ?? DEFAULT_VIEW_MODE,
  };
}
