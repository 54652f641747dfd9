// Links in account mail point at the portal. A configured portal URL wins; else the origin is the
// request's, as the browser saw it: the portal's proxy (API_URL mode) or a reverse proxy in front says
// so in X-Forwarded-Proto and X-Forwarded-Host. Those headers come from the client when nothing sits in
// front, so a deployment that sends real mail should configure the URL (docs/api.md "Accounts").
import type { Request } from 'express';

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined;

export function portalOrigin(req: Request, configured: string | undefined): string {
  if (configured) return configured.replace(/\/+$/, '');
  const proto = firstValue(req.get('x-forwarded-proto')) ?? req.protocol;
  const host = firstValue(req.get('x-forwarded-host')) ?? req.get('host') ?? 'localhost';
  return `${proto}://${host}`;
}

/** The portal page that takes a token: /verify-email or /auth/change-password. */
export function tokenLink(origin: string, route: '/verify-email' | '/auth/change-password', token: string): string {
  return `${origin}${route}?token=${encodeURIComponent(token)}`;
}
