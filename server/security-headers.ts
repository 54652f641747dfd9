// The security headers of every answer, written here rather than by helmet: the set is a dozen fixed
// strings, helmet has no Permissions-Policy and sends HSTS on plain HTTP too, and the tests pin each
// header (docs/security.md "Headers" scores them).
import type { RequestHandler } from 'express';

// No inline scripts and no eval: the company config travels as a JSON data block. Styles may be
// inline because Fluent UI (griffel) and styled-components inject <style> elements at run time.
// The browser talks to its own origin only (API_URL is reached through the portal's proxy), and
// 'self' admits the socket.io websocket of that origin.
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/** Two years, subdomains included: what the HSTS preload list asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Powerful features the portal never uses, refused to it and to anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const ALWAYS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // for browsers without CSP frame-ancestors
  'X-Frame-Options': 'DENY',
  // no other origin's window keeps a handle on ours, and no other origin embeds our files
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const securityHeaders: RequestHandler = (req, res, next) => {
  for (const [name, value] of Object.entries(ALWAYS)) res.setHeader(name, value);
  // HSTS over plain HTTP means nothing to a browser; over HTTPS (TRUST_PROXY, COOKIE_SECURE) it keeps them there.
  if (req.secure) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
  next();
};
