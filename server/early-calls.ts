// The first data calls of a page whose request alone determines them, which the browser starts with
// index.html (preload Link headers) instead of once the app's code has run and rendered the page:
// the signed-in user's profile (every page but a visitor's share page waits for it), the lot of a lot
// page, and the first page of a listing page's lots. The app's own call, the same URL with the same
// credentials, takes the preloaded answer. Only with a session cookie: an anonymous visitor's call
// would answer 401.
import type { Request, Response } from 'express';
import type { CompanyConfig } from '../config/company-schema';
import { lotIdQuerySchema } from '../schemas/api/lot-detail';
import { loadPageTypes } from '../schemas/meta/load-page-types';
import { listingPath } from '../shared/list/calls';
import { PROFILE_PATH } from '../shared/profile-call';
import { listingQuery, parseListParams } from '../shared/list/list-params';
import { pageSizeCookie, parsePageSize } from '../shared/list/page-size-cookie';
import { schemaWithSettings } from '../shared/page-types/configured-schema';
import { pageTypeIndex } from '../shared/page-types/page-type-index';
import { pageTypeSettings } from '../shared/page-types/page-type-settings';
import type { RouteDef } from '../shared/routes/route-table';
import { ACCESS_COOKIE, parseCookies } from './reference-api/auth/cookies';
import { API_BASE } from './reference-api/images/urls';

const LOT_ID = new RegExp(lotIdQuerySchema.properties.id.pattern);

const preload = (call: string): string => `<${API_BASE}${call}>; rel=preload; as=fetch; crossorigin=use-credentials`;

/** Adds the preloads of the early calls of `route` (the route of the request's path), if it has any. */
export type EarlyCalls = (req: Request, res: Response, route: RouteDef) => void;

export function earlyCalls(company: CompanyConfig): EarlyCalls {
  const schemas = new Map(loadPageTypes().map((schema) => [schema.id, schemaWithSettings(schema, pageTypeSettings(company, schema.id))]));
  return (req, res, route) => {
    // a visitor's share page asks for nothing of a session
    if (route.access === 'public') return;
    const lotPageType = pageTypeIndex.find((type) => type.detailRoute === route.path);
    const listingSchema = schemas.get(pageTypeIndex.find((type) => type.route === route.path)?.id ?? '');
    // the answer differs with the session
    res.vary('Cookie');
    const cookies = parseCookies(req.headers.cookie);
    if (!cookies.has(ACCESS_COOKIE)) return;
    const calls = [PROFILE_PATH];
    if (lotPageType) {
      const id = req.path.split('/').filter(Boolean).at(-1) ?? '';
      if (LOT_ID.test(id)) calls.push(`/${lotPageType.apiPageType}/view?${new URLSearchParams({ id })}`);
    } else if (listingSchema) {
      const search = new URL(req.originalUrl, 'http://portal').searchParams;
      const state = parseListParams(search, listingSchema, { pageSize: parsePageSize(cookies.get(pageSizeCookie(listingSchema.id))) });
      // a phone's endless list starts at page 1 whatever the URL says, a wider screen's at the URL's
      // page: only page 1 is the same call on every screen
      // the query as the app's API client writes it (src/api/client.ts)
      if (state.page === 1)
        calls.push(`${listingPath(listingSchema)}?${new URLSearchParams(Object.fromEntries(listingQuery(state, listingSchema)))}`);
    }
    if (calls.length > 0) res.setHeader('Link', calls.map(preload).join(', '));
  };
}
