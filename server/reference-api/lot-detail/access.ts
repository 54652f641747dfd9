// Who may do what on a lot page: the caller's permission flags and role (seed 001 §6), and the
// lot of a page type the call names.
import type { Request } from 'express';
import type { PermissionName } from '../../../schemas/api/session';
import { USER_TYPE } from '../../../schemas/api/roles';
import { can, createBidderReader, type Bidder } from '../bids/bidders';
import type { Db } from '../db/open';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import type { ListingPageType } from '../listing/page-types';

export function noSuchLot(): HttpError {
  return new HttpError(404, { success: false, message: 'No such lot' });
}

export function forbidden(message: string): HttpError {
  return new HttpError(403, { success: false, message });
}

export function requireFlag(caller: Bidder, flag: PermissionName): void {
  if (!can(caller, flag)) throw forbidden(`Permission ${flag} is needed`);
}

/** The view permission of the page type (carAuctionsView, bikeView …). */
export function requireView(caller: Bidder, pageType: ListingPageType): void {
  requireFlag(caller, pageType.schema.permission);
}

export const isManager = (caller: Bidder): boolean => caller.userType === USER_TYPE.manager;

/** The caller of an authenticated request. */
export function createCallerReader(db: Db): (req: Request) => Bidder {
  const readBidder = createBidderReader(db);
  return (req) => {
    const caller = readBidder(sessionOf(req).userId);
    if (!caller) throw new HttpError(401, { success: false, message: 'Unauthorized' });
    return caller;
  };
}
