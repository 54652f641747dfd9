import type { RequestHandler } from 'express';
import type { RouteDef } from '../shared/routes/route-table';
import { findRoute } from '../shared/routes/route-table';
import type { EarlyCalls } from './early-calls';
import { sendIndexPage, type IndexPages } from './index-page';
import { isAssetPath } from './url-paths';
import { parseCookies } from './reference-api/auth/cookies';
import { LANGUAGE_COOKIE, parseLanguageCookie } from '../shared/texts/language-cookie';

/**
 * Paths no file answered. A route of the route table gets index.html (deep links, reloads); any
 * other page path, and a route of a page type the company disabled (`disabled`), gets index.html
 * with 404, and the app shows its not-found page. A missing file stays a plain 404: answering HTML
 * for a script or an image only hides the error.
 */
export function pageFallback(pages: IndexPages, disabled: readonly RouteDef[], addEarlyCall: EarlyCalls): RequestHandler {
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isAssetPath(req.path)) {
      res.status(404).type('txt').send('Not found');
      return;
    }
    const route = findRoute(req.path);
    const shown = route && !disabled.includes(route) ? route : undefined;
    if (shown) addEarlyCall(req, res, shown);
    // the page's texts preloaded are those of the visitor's language
    res.vary('Cookie');
    const language = parseLanguageCookie(parseCookies(req.headers.cookie).get(LANGUAGE_COOKIE));
    return sendIndexPage(req, res, shown ? 200 : 404, pages.forPage(shown?.page, language));
  };
}
