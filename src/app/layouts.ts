// Route-table layout → its lazily loaded shell. A page loads only its own shell: the login page
// carries no header, sidebar or menus, and the portal preloads each page's shell with its chunks.
// Each entry stays in the literal form `name: () => import('…')`: the build reads it (page preloads).
import { lazy, type ComponentType, type ReactNode } from 'react';
import { findRoute, type RouteDef } from '../../shared/routes/route-table';

/** The shell whose pages need only the core messages (src/i18n/messages.ts); the others wait for the app area. */
export const CORE_MESSAGES_LAYOUT: RouteDef['layout'] = 'auth';

/** Whether the page at `pathname` needs only the core messages: an auth page, or the not-found page. */
export function needsCoreTextsOnly(pathname: string): boolean {
  const route = findRoute(pathname);
  return !route || route.layout === CORE_MESSAGES_LAYOUT;
}

type LayoutModule = () => Promise<{ default: ComponentType<{ children: ReactNode }> }>;

export const layoutModules: Record<RouteDef['layout'], LayoutModule> = {
  auth: () => import('./layouts/AuthLayout'),
  share: () => import('./layouts/ShareLayout'),
  main: () => import('./layouts/MainLayout'),
  profile: () => import('./layouts/ProfileLayout'),
};

export const Layouts: Record<RouteDef['layout'], ComponentType<{ children: ReactNode }>> = {
  auth: lazy(layoutModules.auth),
  share: lazy(layoutModules.share),
  main: lazy(layoutModules.main),
  profile: lazy(layoutModules.profile),
};
