import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { sessionStore } from '../stores/session';
import { AppRoutes } from './router';
import { useSessionBootstrap } from './use-session-bootstrap';

// Loaded only when a session expires: Fluent's dialog stays out of the first visit.
const SessionExpiredDialog = lazy(() =>
  import('./shell/SessionExpiredDialog').then((m) => ({ default: m.SessionExpiredDialog })),
);

export function App() {
  useSessionBootstrap();
  const { expired } = useSnapshot(sessionStore);
  return (
    <>
      <AppRoutes />
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
