// The first data call of a page whose URL alone determines it, which the browser starts with
// index.html (a preload Link header) instead of once the app's code has run and rendered the page:
// the lot of a lot page. The app's own call, the same URL with the same credentials, takes the
// preloaded answer. Only with a session cookie: an anonymous visitor's call would answer 401.
import type { Request, Response } from 'express';
import { lotIdQuerySchema } from '../schemas/api/lot-detail';
import { pageTypeIndex } from '../shared/page-types/page-type-index';
import type { RouteDef } from '../shared/routes/route-table';
import { ACCESS_COOKIE, parseCookies } from './reference-api/auth/cookies';
import { API_BASE } from './reference-api/images/urls';

const LOT_ID = new RegExp(lotIdQuerySchema.properties.id.pattern);

/** Adds the preload of the early call of `route` (the route of the request's path), if it has one. */
export function addEarlyCall(req: Request, res: Response, route: RouteDef): void {
  const pageType = pageTypeIndex.find((type) => type.detailRoute === route.path);
  if (!pageType) return;
  // the answer differs with the session
  res.vary('Cookie');
  const id = req.path.split('/').filter(Boolean).at(-1) ?? '';
  if (!LOT_ID.test(id) || !parseCookies(req.headers.cookie).has(ACCESS_COOKIE)) return;
  const call = `${API_BASE}/${pageType.apiPageType}/view?${new URLSearchParams({ id })}`;
  res.setHeader('Link', `<${call}>; rel=preload; as=fetch; crossorigin=use-credentials`);
}
