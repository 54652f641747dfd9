// Which page type a detail or share route shows: the schema whose detail route (or share route) the
// current path matches, as the listing pages find theirs by route.
import { matchRoute, useLocation, useRouter } from 'wouter';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { pageTypeIndex } from '../../../shared/page-types/page-type-index';
import { usePageTypeSchema } from '../page-type-schema';

/** The page type whose `detail.route` (or `shareRoute`) matches the location; throws when none does. */
export function useRouteSchema(route: 'detail' | 'share'): PageTypeSchema {
  const [path] = useLocation();
  const { parser } = useRouter();
  const type = pageTypeIndex.find((p) => {
    const pattern = route === 'detail' ? p.detailRoute : p.shareRoute;
    return pattern !== undefined && matchRoute(parser, pattern, path)[0];
  });
  if (!type) throw new Error(`No page-type schema has the ${route} route of '${path}'`);
  return usePageTypeSchema(type.id);
}
