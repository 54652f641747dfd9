// A listing route of the route table (seed 001 §2): the page type whose schema has the route's path,
// shown by the engine's ListingView with the saved-searches toolbar and the favorites button plugged in.
import { useIntl } from 'react-intl';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { ListingView } from '../../engine/listing/ListingView';
import { WishlistButton } from '../../features/favorites/WishlistButton';
import { pageTypeSchemas } from '../../../shared/page-types/page-type-schemas';
import { SavedSearchesToolbar } from '../../features/saved-searches/SavedSearchesToolbar';
import { pageTitleId } from '../../i18n/messages';
import type { PageProps } from '../../ui/page-props';
import { routeTable } from '../../../shared/routes/route-table';

function schemaOfPage(pageId: string): PageTypeSchema {
  const paths = new Set(routeTable.filter((r) => r.page === pageId).map((r) => r.path));
  const schema = pageTypeSchemas.find((s) => paths.has(s.route));
  if (!schema) throw new Error(`No page-type schema has a route of the page '${pageId}'`);
  return schema;
}

export default function ListingRoute({ pageId }: PageProps) {
  const intl = useIntl();
  return (
    <ListingView
      schema={schemaOfPage(pageId)}
      title={intl.formatMessage({ id: pageTitleId(pageId) })}
      toolbar={SavedSearchesToolbar}
      wishlist={WishlistButton}
    />
  );
}
