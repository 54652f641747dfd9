// What every row control reads: the bid's local edit state (kept in step with the row the list
// returns), the viewer's portal role and permission flags.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { portalRole, type PortalRole } from '../../../../schemas/api/roles';
import type { BidRow } from '../../../../schemas/api/bids';
import type { Permissions } from '../../../../schemas/api/session';
import { useProfile } from '../../../api/session';
import { bidEditOf, syncBidEdit, type BidEditState } from './bid-edit-store';

export interface BidRowContext {
  edit: BidEditState;
  role: PortalRole | undefined;
  permission: Partial<Permissions>;
  /** the viewer's user id */
  userId: number | undefined;
}

export function useBidRow(bid: BidRow): BidRowContext {
  const state = bidEditOf(bid);
  useEffect(() => {
    syncBidEdit(bid);
  }, [bid]);
  const edit = useSnapshot(state) as BidEditState;
  const profile = useProfile();
  return {
    edit,
    role: profile ? portalRole(profile.detail) : undefined,
    permission: profile?.permission ?? {},
    userId: profile?.detail.userId,
  };
}
