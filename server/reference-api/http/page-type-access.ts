// Which page types a caller may use (seed 001 §2 "Access", §6). A page type the company disabled does
// not exist for the API: its calls (/<page type>/…) and naming it answer 404, as its pages are gone
// from the portal. The calls of all six are mounted and the gate decides per request, so a reloaded
// company config (SIGHUP) enables or disables page types at once. Every call of a page type needs that
// page type's view permission (carAuctionsView, onepriceView, salesStatisticsView, bikeView,
// machineryView), else 403.
import type { RequestHandler } from 'express';
import { can, type Bidder } from '../bids/bidders';
import type { Db } from '../db/open';
import { listingPageTypes, type ListingPageType } from '../listing/page-types';
import { createCallerReader, requireView } from '../lot-detail/access';
import { PAGE_TYPES, type PageType } from '../reference/page-types';
import { HttpError } from './errors';

export interface PageTypeAccess {
  /** the six page types, whose calls are mounted */
  readonly all: readonly ListingPageType[];
  /** the page types the company enables now */
  readonly enabled: readonly ListingPageType[];
  /** the page types the company enables from now on (a reloaded config); an unknown one throws, and nothing changes */
  setEnabled(ids: readonly string[]): void;
  /** answers 404 to a call of a disabled page type (/<page type>/…) */
  gate: RequestHandler;
  /** the enabled page type `id` if the caller may view it: 404 for a disabled or unknown one, 403 without its view permission */
  viewable(caller: Bidder, id: string): ListingPageType;
  /** the page type a query or body names in its `type` field: 422 for a text that names none, else as viewable */
  named(caller: Bidder, type: string): ListingPageType;
  /** the enabled page types the caller may view */
  viewableBy(caller: Bidder): PageType[];
  /** route guard: the caller of the (authenticated) request may view `pageType` */
  requireView(pageType: ListingPageType): RequestHandler;
}

function noSuchPageType(id: string): HttpError {
  return new HttpError(404, { success: false, message: `No page type ${id}` });
}

/** The listing page types of `ids`; an unknown one is a configuration error. */
function pageTypesOf(ids: readonly string[]): ListingPageType[] {
  const unknown = ids.filter((id) => !listingPageTypes().has(id));
  if (unknown.length > 0) throw new Error(`Unknown page types enabled: ${unknown.join(', ')} (known: ${PAGE_TYPES.join(', ')})`);
  return [...listingPageTypes().values()].filter((pageType) => ids.includes(pageType.id));
}

/** `enabledIds`: the page types the company keeps (default: all six). */
export function createPageTypeAccess(db: Db, enabledIds: readonly string[] = PAGE_TYPES): PageTypeAccess {
  const all = [...listingPageTypes().values()];
  let enabled = pageTypesOf(enabledIds);
  const callerOf = createCallerReader(db);

  const viewable = (caller: Bidder, id: string): ListingPageType => {
    const pageType = enabled.find((candidate) => candidate.id === id);
    if (!pageType) throw noSuchPageType(id);
    requireView(caller, pageType);
    return pageType;
  };

  return {
    all,
    get enabled() {
      return enabled;
    },
    setEnabled(ids) {
      enabled = pageTypesOf(ids);
    },
    gate: (req, _res, next) => {
      const first = req.path.split('/')[1] ?? '';
      if (listingPageTypes().has(first) && !enabled.some((pageType) => pageType.id === first)) throw noSuchPageType(first);
      next();
    },
    viewable,
    named: (caller, type) => {
      if (!PAGE_TYPES.some((known) => known === type)) {
        throw new HttpError(422, { success: false, message: { type: `Must be one of ${PAGE_TYPES.join(', ')}` } });
      }
      return viewable(caller, type);
    },
    viewableBy: (caller) => enabled.filter((pageType) => can(caller, pageType.schema.permission)).map((pageType) => pageType.id),
    requireView: (pageType) => (req, _res, next) => {
      viewable(callerOf(req), pageType.id);
      next();
    },
  };
}
