import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { VisitorPage } from '../api/session';
import { sessionStore } from '../stores/session';
import { useDisabledRoutes } from '../ui/disabled-page-types';
import { findRoute } from '../../shared/routes/route-table';
import { isVisitorPage } from './access';
import { AppRoutes } from './router';
import { useSessionBootstrap } from './use-session-bootstrap';

// Loaded only when a session expires: Fluent's dialog stays out of the first visit.
const SessionExpiredDialog = lazy(() => import('./shell/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })));

/**
 * The session's start-up calls and socket, in a component of their own: their state (the first screen
 * shown, the profile's answer) re-renders this, not the app's whole tree.
 */
function SessionBootstrap({ visitorPage }: { visitorPage: boolean }) {
  useSessionBootstrap(visitorPage);
  return null;
}

export function App() {
  const [path] = useLocation();
  const disabled = useDisabledRoutes();
  const route = findRoute(path);
  const visitorPage = isVisitorPage(route, disabled);
  const { expired } = useSnapshot(sessionStore);
  return (
    <VisitorPage value={visitorPage}>
      <SessionBootstrap visitorPage={visitorPage} />
      <AppRoutes />
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </VisitorPage>
  );
}
