import { AppRoutes } from './router';
import { SessionExpiredDialog } from './shell/SessionExpiredDialog';
import { useSessionBootstrap } from './use-session-bootstrap';

export function App() {
  useSessionBootstrap();
  return (
    <>
      <AppRoutes />
      <SessionExpiredDialog />
    </>
  );
}
