import { Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { useLocation, useRoute, useSearch } from 'wouter';
import { useProfile } from '../api/session';
import { pageTitleId } from '../i18n/messages';
import { sessionStore } from '../stores/session';
import { useDisabledRoutes } from '../ui/disabled-page-types';
import type { PageProps } from '../ui/page-props';
import { LoadError } from '../ui/LoadError';
import { PageErrorBoundary } from '../ui/PageErrorBoundary';
import { FullPageSpinner, PageSpinner } from '../ui/Spinners';
import { useDocumentTitle } from '../ui/use-document-title';
import { decideAccess } from './access';
import { Layouts } from './layouts';
import { useRequestedTexts } from './LocaleProvider';
import { NotFoundPage } from './NotFoundPage';
import { pageComponents } from './pages';
import { saveReturnPath, takeReturnPath } from './return-path';
import { TextsLoadError } from './TextsLoadError';
import { findRoute, LOGIN_PATH, type RouteDef } from '../../shared/routes/route-table';
import { layoutTextAreas, pageTextAreas } from '../../shared/texts/text-areas';

/** Navigates once on mount, replacing the history entry; shows the spinner meanwhile. */
function NavigateAway({ to }: { to: () => string }) {
  const [, navigate] = useLocation();
  const done = useRef(false);
  useLayoutEffect(() => {
    if (done.current) return;
    done.current = true;
    navigate(to(), { replace: true });
  }, [navigate, to]);
  return <FullPageSpinner />;
}

function RouteView({ route, params }: { route: RouteDef; params: PageProps['params'] }) {
  const intl = useIntl();
  // read in sync so a status change and a navigation made together render together (logout)
  const session = useSnapshot(sessionStore, { sync: true });
  const permissions = useProfile()?.permission;
  const [path] = useLocation();
  const search = useSearch();
  const disabled = useDisabledRoutes();
  const decision = decideAccess(route, session, permissions, disabled);
  const areas = useMemo(() => pageTextAreas(route.page), [route.page]);
  const { texts, waits: waitsForTexts } = useRequestedTexts(areas, decision.kind === 'allow');
  // share pages title themselves with the car's name, the not-found page with its own
  const titled = route.layout !== 'share' && decision.kind !== 'notFound';
  useDocumentTitle(titled ? intl.formatMessage({ id: pageTitleId(route.page) }) : undefined);

  switch (decision.kind) {
    case 'wait':
      return <FullPageSpinner />;
    case 'login':
      return (
        <NavigateAway
          to={() => {
            saveReturnPath(search ? `${path}?${search}` : path);
            return LOGIN_PATH;
          }}
        />
      );
    case 'leave':
      return <NavigateAway to={takeReturnPath} />;
    case 'fallback':
      return <NavigateAway to={() => decision.to} />;
    case 'notFound':
      return <NotFoundPage />;
    case 'allow': {
      const Page = pageComponents[route.page]?.Component;
      if (!Page) throw new Error(`No page module for route page '${route.page}' in src/app/pages.ts`);
      const Layout = Layouts[route.layout].Component;
      // a shell already shown stays while its next page's texts load
      if (waitsForTexts && !texts.has(layoutTextAreas(route.layout)))
        return texts.failed ? <TextsLoadError onRetry={texts.retry} /> : <FullPageSpinner />;
      const waitForTexts = texts.failed ? <LoadError message="errors.textsFailed" onRetry={texts.retry} /> : <PageSpinner />;
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <Layout>
            {waitsForTexts ? (
              waitForTexts
            ) : (
              <PageErrorBoundary key={route.path}>
                <Suspense fallback={<PageSpinner />}>
                  <Page pageId={route.page} params={params} />
                </Suspense>
              </PageErrorBoundary>
            )}
          </Layout>
        </Suspense>
      );
    }
  }
}

/**
 * Routes from the one route table (src/app/route-table.ts). The matched route is rendered in one
 * place, so the shell stays mounted while the user moves between pages of the same layout.
 */
export function AppRoutes() {
  const [path] = useLocation();
  const route = findRoute(path);
  const [, params] = useRoute(route?.path ?? path);
  if (!route) return <NotFoundPage />;
  return <RouteView route={route} params={params ?? {}} />;
}
