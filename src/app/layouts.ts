// Route-table layout → its lazily loaded shell. A page loads only its own shell: the login page
// carries no header, sidebar or menus, and the portal preloads each page's shell with its chunks.
// Each entry stays in the literal form `name: () => import('…')`: the build reads it (page preloads).
import type { ComponentType, ReactNode } from 'react';
import { lazyComponent, type LazyComponent } from '../ui/lazy-component';
import { findRoute, type RouteDef } from '../../shared/routes/route-table';
import { pageTextAreas } from '../../shared/texts/text-areas';

/** The text areas besides the core that the page at `pathname` needs (none for the not-found page). */
export function textAreasAt(pathname: string): readonly string[] {
  const route = findRoute(pathname);
  return route ? pageTextAreas(route.page) : [];
}

type LayoutModule = () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;

const layoutModules: Record<RouteDef['layout'], LayoutModule> = {
  auth: () => import('./layouts/AuthLayout'),
  share: () => import('./layouts/ShareLayout'),
  main: () => import('./layouts/MainLayout'),
  profile: () => import('./layouts/ProfileLayout'),
};

/** The shells; start-up (src/app/start-page.ts) preloads the one of the first page. */
export const Layouts: Record<RouteDef['layout'], LazyComponent<{ children: ReactNode }>> = {
  auth: lazyComponent(layoutModules.auth),
  share: lazyComponent(layoutModules.share),
  main: lazyComponent(layoutModules.main),
  profile: lazyComponent(layoutModules.profile),
};
