// Who may manage bids (seed 000 §6): managers only, and for each kind of change the manager's own
// permission flag. Clients and dealers get 403, as does a manager without the flag.
import { portalRole } from '../../../schemas/api/roles';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';

type ManagementFlag = 'bidManageStatus' | 'bidManageBidPrice' | 'bidManageSoldPrice';

interface UserRoleRow {
  roleId: number;
  userType: number;
}

/** Throws 403 unless the user is a manager holding `flag` (when one is named). */
export type ManagerGuard = (userId: number, flag?: ManagementFlag) => void;

export function createManagerGuard(db: Db): ManagerGuard {
  const role = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  const hasFlag = db.prepare('SELECT 1 FROM user_permissions WHERE user_id = ? AND flag = ?').pluck();
  return (userId, flag) => {
    const user = role.get(userId) as UserRoleRow | undefined;
    if (!user || portalRole(user) !== 'manager') throw new HttpError(403, { success: false, message: 'Only managers manage bids' });
    if (flag && hasFlag.get(userId, flag) === undefined) {
      throw new HttpError(403, { success: false, message: `The ${flag} permission is required` });
    }
  };
}
