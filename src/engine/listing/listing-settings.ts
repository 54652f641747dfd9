// A page type as the company configures it (shared/page-types/page-type-settings.ts): the page sizes
// and filters it offers, the view shown until the user picks one, the columns of each view and their headings.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { CompanyConfig } from '../../../config/company-schema';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { useCompanyConfig } from '../../ui/company-config';
import { pageTypeSettings, type PageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { DEFAULT_VIEW_MODE, type ViewMode } from '../../../shared/page-types/view-modes';
import { schemaWithSettings } from '../../../shared/page-types/configured-schema';
import { keyedMemo } from '../keyed-memo';
import { listingPreferences } from './listing-preferences';

const configured = keyedMemo<PageTypeSchema, PageTypeSchema>();

const withSettings = (schema: PageTypeSchema, settings: PageTypeSettings): PageTypeSchema =>
  schemaWithSettings(schema, settings, configured);

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
