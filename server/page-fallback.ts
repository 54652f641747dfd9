import type { RequestHandler } from 'express';
import { findRoute } from '../src/app/route-table';
import { sendIndexPage, type IndexPage } from './index-page';
import { isAssetPath } from './url-paths';

/**
 * Paths no file answered. A route of the route table gets index.html (deep links, reloads); any
 * other page path gets index.html with 404, and the app shows its not-found page. A missing file
 * stays a plain 404: answering HTML for a script or an image only hides the error.
 */
export function pageFallback(page: IndexPage): RequestHandler {
  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isAssetPath(req.path)) {
      res.status(404).type('txt').send('Not found');
      return;
    }
    return sendIndexPage(req, res, findRoute(req.path) ? 200 : 404, page);
  };
}
