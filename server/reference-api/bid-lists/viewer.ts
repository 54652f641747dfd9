// Who is reading a bid list: their id and portal role, which decide the bids they see (seed 000 §6).
import { portalRole, type PortalRole } from '../../../schemas/api/roles';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';

export interface BidViewer {
  readonly id: number;
  readonly role: PortalRole;
}

export function createViewerReader(db: Db): (userId: number) => BidViewer {
  const user = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  return (userId) => {
    const row = user.get(userId) as { roleId: number; userType: number } | undefined;
    if (!row) throw new HttpError(401, { success: false, message: 'Unauthorized' });
    return { id: userId, role: portalRole(row) };
  };
}

/** 403 unless the viewer has one of the roles a bid page is for. */
export function requireRole(viewer: BidViewer, roles: readonly PortalRole[], page: string): void {
  if (!roles.includes(viewer.role)) throw new HttpError(403, { success: false, message: `The ${page} list is not for ${viewer.role}s` });
}
