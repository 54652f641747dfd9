// The page of the URL a visit opens with, asked for before React renders: the profile call, which
// decides what the page shows, starts, and the page's chunks and its shell's (preloaded by the
// portal's index.html) and its texts load and its first data call starts while the session is still
// checked, instead of one after the other. The router's lazy pages then find them loaded, and the app's
// profile query its call under way.
import type { CompanyConfig } from '../../config/company-schema';
import type { QueryClient } from '@tanstack/react-query';
import { disabledRoutes } from '../../shared/routes/disabled-routes';
import { findRoute, routeParams } from '../../shared/routes/route-table';
import { interfaceLocale } from '../i18n/locales';
import { loadMessages } from '../i18n/messages';
import { preferences } from '../stores/preferences';
import { profileQuery } from '../api/session';
import { isVisitorPage } from './access';
import { Layouts } from './layouts';
import { pageTextAreas } from '../../shared/texts/text-areas';
import { pageComponents } from './pages';

export function startPage(location: Pick<Location, 'pathname' | 'search'>, queryClient: QueryClient, config: CompanyConfig): void {
  const route = findRoute(location.pathname);
  const disabled = disabledRoutes(config);
  if (!isVisitorPage(route, disabled)) void queryClient.prefetchQuery(profileQuery());
  const page = route && !disabled.includes(route) ? pageComponents[route.page] : undefined;
  if (!route || !page) return;
  // a failed load is the router's to show, when it renders the page
  Layouts[route.layout].preload().catch(() => undefined);
  loadMessages(interfaceLocale(preferences.locale, config), pageTextAreas(route.page)).catch(() => undefined);
  page.preload().then(
    (module) =>
      module.prefetch?.({
        pageId: route.page,
        params: routeParams(route.path, location.pathname),
        search: location.search,
        queryClient,
        config,
      }),
    () => undefined,
  );
}
