// Session status of seed 000 §4 and the session-expired flag of §2.
// The profile itself lives in the TanStack Query cache (api/session.ts); this store says where the
// session stands, so the router, the shell and the API client agree on it.
import { proxy } from 'valtio';

export const SessionStatus = {
  unknown: 0,
  profileLoading: 1,
  authenticated: 2,
  anonymous: 3,
} as const;
export type SessionStatus = (typeof SessionStatus)[keyof typeof SessionStatus];

interface SessionState {
  status: SessionStatus;
  /** opens the session-expired dialog */
  expired: boolean;
}

export const sessionStore = proxy<SessionState>({ status: SessionStatus.unknown, expired: false });

/** The first profile request of the page; later refetches keep the current status. */
export function profileRequested(): void {
  if (sessionStore.status === SessionStatus.unknown) sessionStore.status = SessionStatus.profileLoading;
}

/** Profile success gives 2 if it carries data, else 3. */
export function profileReceived(hasData: boolean): void {
  sessionStore.status = hasData ? SessionStatus.authenticated : SessionStatus.anonymous;
  if (hasData) sessionStore.expired = false;
}

/** A failed profile request ends the session when it was refused, or when no session was known yet. */
export function profileFailed(refused: boolean): void {
  if (refused || sessionStore.status !== SessionStatus.authenticated) sessionStore.status = SessionStatus.anonymous;
}

/** A successful token refresh is a successful session request: it closes the expired dialog. */
export function refreshSucceeded(): void {
  sessionStore.expired = false;
}

/**
 * The refresh token was refused (401/403). The dialog opens only for a user who was authenticated
 * in this page: on a fresh load an anonymous visitor is simply sent to the login page by the router,
 * which is what a visitor without a session expects, not a warning about a session they never saw.
 */
export function refreshRefused(): void {
  if (sessionStore.status === SessionStatus.authenticated) sessionStore.expired = true;
  sessionStore.status = SessionStatus.anonymous;
}

export function signedOut(): void {
  sessionStore.status = SessionStatus.anonymous;
  sessionStore.expired = false;
}

export function dismissExpired(): void {
  sessionStore.expired = false;
}
