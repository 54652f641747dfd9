// Links in account mail point at the configured portal origin (PORTAL_URL), never at one a request
// names: a Host or X-Forwarded-Host of the attacker's choosing would send the token to them.

/** The portal page that takes a token: /verify-email, /auth/change-password or /unsubscribe-alerts. */
export function tokenLink(origin: string, route: '/verify-email' | '/auth/change-password' | '/unsubscribe-alerts', token: string): string {
  return `${origin}${route}?token=${encodeURIComponent(token)}`;
}
