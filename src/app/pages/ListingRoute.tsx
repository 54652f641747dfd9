// A listing route of the route table (seed 001 §2): the page type whose schema has the route's path,
// shown by the engine's ListingView with the saved-searches toolbar and the favorites button plugged in.
import { useIntl } from 'react-intl';
import { ListingView } from '../../engine/listing/ListingView';
import { prefetchListing } from '../../engine/listing/prefetch-listing';
import { loadPageTypeSchema, usePageTypeSchema } from '../../engine/page-type-schema';
import { WishlistButton } from '../../features/favorites/WishlistButton';
import { pageTypeOfRoute, type PageTypeEntry } from '../../../shared/page-types/page-type-index';
import { SavedSearchesToolbar } from '../../features/saved-searches/SavedSearchesToolbar';
import { pageTitleId } from '../../i18n/messages';
import type { PageProps, PageStart } from '../../ui/page-props';
import { routeTable } from '../../../shared/routes/route-table';

function pageTypeOfPage(pageId: string): PageTypeEntry {
  const type = routeTable
    .filter((r) => r.page === pageId)
    .map((r) => pageTypeOfRoute(r.path))
    .find(Boolean);
  if (!type) throw new Error(`No page type has a route of the page '${pageId}'`);
  return type;
}

/** The listing call, started with the route's code (src/app/start-page.ts). */
export function prefetch({ pageId, search, queryClient, config }: PageStart): void {
  void loadPageTypeSchema(pageTypeOfPage(pageId).id).then((schema) => prefetchListing(queryClient, schema, config, search));
}

export default function ListingRoute({ pageId }: PageProps) {
  const intl = useIntl();
  const schema = usePageTypeSchema(pageTypeOfPage(pageId).id);
  return (
    <ListingView
      schema={schema}
      title={intl.formatMessage({ id: pageTitleId(pageId) })}
      toolbar={SavedSearchesToolbar}
      wishlist={WishlistButton}
    />
  );
}
