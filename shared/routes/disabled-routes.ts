// The routes a company config takes away by disabling page types; the browser's router and menu and
// the portal server (404 for them) read the same list, so this module stays free of browser state.
import type { CompanyConfig } from '../../config/company-schema';
import { pageTypeIndex } from '../page-types/page-type-index';
import { pageTypeSettings } from '../page-types/page-type-settings';
import { routeTable, type RouteDef } from './route-table';

/**
 * The route-table entries of the page types the company disabled: the listing, lot detail and share
 * routes their schemas name, with any other path to the same page ("/").
 */
export function disabledRoutes(config: Pick<CompanyConfig, 'pageTypes'>): RouteDef[] {
  const paths = new Set(
    pageTypeIndex
      .filter((type) => !pageTypeSettings(config, type.id).enabled)
      .flatMap((type) => [type.route, type.detailRoute, ...(type.shareRoute ? [type.shareRoute] : [])]),
  );
  const pages = new Set(routeTable.filter((r) => paths.has(r.path)).map((r) => r.page));
  return routeTable.filter((r) => pages.has(r.page));
}
