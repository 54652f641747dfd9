// What a page type the company disabled takes away besides its own pages (shared/routes/disabled-routes.ts):
// the links other pages have into its routes (bid rows, lot search hits, the dashboard), its lots on
// pages that list several page types (favorites), and their photo archives.
import { useCallback, useMemo } from 'react';
import { enabledPageTypes } from '../../shared/page-types/page-type-settings';
import { pageTypeIndex } from '../../shared/page-types/page-type-index';
import { disabledRoutes } from '../../shared/routes/disabled-routes';
import { findRoute, type RouteDef } from '../../shared/routes/route-table';
import { useCompanyConfig } from './company-config';

export function useDisabledRoutes(): readonly RouteDef[] {
  const config = useCompanyConfig();
  return useMemo(() => disabledRoutes(config), [config]);
}

/** Whether a site path leads to a page of the portal: false for a route of a disabled page type. */
export function useLinkable(): (path: string) => boolean {
  const disabled = useDisabledRoutes();
  return useCallback(
    (path: string) => {
      const route = findRoute(path.split('?')[0] ?? path);
      return route !== undefined && !disabled.includes(route);
    },
    [disabled],
  );
}

/** The API page types (a lot's `lotType`) the company keeps. */
export function useEnabledPageTypes(): ReadonlySet<string> {
  const config = useCompanyConfig();
  return useMemo(() => new Set(enabledPageTypes(config, pageTypeIndex)), [config]);
}
