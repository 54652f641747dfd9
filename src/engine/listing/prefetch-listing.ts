// The listing call of a page about to open, started with its code: the URL and the stored page size
// hold everything it needs, so it need not wait for the session check and the page's chunks. The
// listing then finds its answer in the cache under the same key (endless on a phone, a page elsewhere).
// On a phone, whose one view is known here, the first screen's photos load as soon as it answers.
import type { QueryClient } from '@tanstack/react-query';
import type { CompanyConfig } from '../../../config/company-schema';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { parseListParams } from '../../../shared/list/list-params';
import { listingEndlessQuery, listingPageQuery } from '../../api/listing';
import { pageTypeSettings, visibleColumns } from '../../../shared/page-types/page-type-settings';
import { PHONE_VIEW_MODE } from '../../../shared/page-types/view-modes';
import { PHONE_QUERY } from '../../ui/breakpoints';
import { preloadImages } from '../../ui/preload-images';
import { firstScreenPhotos } from '../views/first-screen';
import { mirrorPageSize, readStoredPageSize } from './listing-preferences';
import { configuredSchema } from './listing-settings';

/** The endless list is dropped once nobody shows it; its prefetched page waits this long for the list. */
const PREFETCH_KEPT_MS = 10_000;

export function prefetchListing(queryClient: QueryClient, pageTypeSchema: PageTypeSchema, config: CompanyConfig, search: string): void {
  const schema = configuredSchema(pageTypeSchema, config);
  // a size picked before the server read the cookie: the server knows it from the next visit on
  mirrorPageSize(schema.id);
  const state = parseListParams(search, schema, { pageSize: readStoredPageSize(schema.id) });
  if (window.matchMedia(PHONE_QUERY).matches) {
    const columns = visibleColumns(schema, PHONE_VIEW_MODE, pageTypeSettings(config, schema.id));
    queryClient.fetchInfiniteQuery({ ...listingEndlessQuery(schema, state), gcTime: PREFETCH_KEPT_MS }).then(
      (list) => preloadImages(firstScreenPhotos(columns, list.pages[0]?.lots ?? [])),
      // a failed call is the list's to show
      () => undefined,
    );
  } else {
    void queryClient.prefetchQuery(listingPageQuery(schema, state));
  }
}
