// Access rules of seed 000 §2 and seed 001 §2, as a pure decision per route.
import type { Permissions } from '../../schemas/api/session';
import { SessionStatus } from '../stores/session';
import type { RouteDef } from '../../shared/routes/route-table';

export type AccessDecision =
  | { kind: 'allow' }
  /** the session is not known yet: show a spinner, not a redirect */
  | { kind: 'wait' }
  /** anonymous on a protected page: to login, remembering the page */
  | { kind: 'login' }
  /** logged in on a guest page: to the saved page or the default one */
  | { kind: 'leave' }
  /** a listing without its view permission: to the profile page */
  | { kind: 'fallback'; to: string }
  /** a page of a page type the company disabled: as if it did not exist */
  | { kind: 'notFound' };

const PERMISSION_FALLBACK = '/profile';

/**
 * Pages open to anyone (share pages) are a visitor's and ask for no profile, since a visitor's session
 * calls could only answer 401; a disabled page type's share route is the not-found page, which does.
 */
export const isVisitorPage = (route: RouteDef | undefined, disabled: readonly RouteDef[]): boolean =>
  route?.access === 'public' && !disabled.includes(route);

interface SessionView {
  status: SessionStatus;
  expired: boolean;
}

export function decideAccess(
  route: RouteDef,
  session: SessionView,
  permissions: Permissions | undefined,
  disabled: readonly RouteDef[] = [],
): AccessDecision {
  if (disabled.includes(route)) return { kind: 'notFound' };
  if (route.access === 'public') return { kind: 'allow' };
  if (session.status === SessionStatus.unknown || session.status === SessionStatus.profileLoading) {
    return { kind: 'wait' };
  }
  const authenticated = session.status === SessionStatus.authenticated;
  if (route.access === 'guest') return authenticated ? { kind: 'leave' } : { kind: 'allow' };
  // an expired session keeps its page behind the session-expired dialog, which offers login or reload
  if (!authenticated) return session.expired ? { kind: 'allow' } : { kind: 'login' };
  if (!route.permission) return { kind: 'allow' };
  // the status turns authenticated just before the profile reaches the query cache
  if (!permissions) return { kind: 'wait' };
  if (!permissions[route.permission]) return { kind: 'fallback', to: PERMISSION_FALLBACK };
  return { kind: 'allow' };
}
