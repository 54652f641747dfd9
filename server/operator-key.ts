// Pages for operators only (the development outbox, the metrics) answer to a key: `?key=` for a
// person's browser, `Authorization: Bearer` for a scraper. Compared in constant time; a URL holding
// the key sends no Referer and is not cached.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

const digest = (text: string) => createHash('sha256').update(text).digest();

function givenKey(query: unknown, authorization: string | undefined): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return bearer ?? (typeof query === 'string' ? query : undefined);
}

/** 403 JSON with `message` unless the request carries the key. */
export function requireOperatorKey(key: string, message: string): RequestHandler {
  const expected = digest(key);
  return (req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    const given = givenKey(req.query.key, req.get('authorization'));
    if (given !== undefined && timingSafeEqual(digest(given), expected)) return next();
    res.status(403).json({ success: false, message });
  };
}

/**
 * An operator page's address as a start-up line shows it: with the key the server made up, which only
 * that line tells; a configured key is a secret of the deployment and stays out of the logs, named instead.
 */
export function operatorPageAddress(pageUrl: string, key: string, generated: boolean | undefined, variable: string): string {
  return `${pageUrl}?key=${generated ? encodeURIComponent(key) : `<${variable}>`}`;
}
