// Whose purchases and payments a caller sees: their own; a dealer also their clients'; a manager
// everyone's (docs/api.md "Purchases, payments and dashboard").
import { portalRole, type PortalRole } from '../../../schemas/api/roles';
import type { Db } from '../db/open';

export interface OwnerScope {
  readonly userId: number;
  readonly role: PortalRole;
  /** SQL over an owner's users row aliased `u`, with the @scopeUser and @scopeAll parameters */
  readonly params: { scopeUser: number; scopeDealer: number; scopeAll: number };
}

/** A condition on the owner's users row `u`; pairs with OwnerScope.params. */
export const OWNER_VISIBLE = '(@scopeAll = 1 OR u.id = @scopeUser OR u.dealer_id = @scopeDealer)';

export function createScopeReader(db: Db): (userId: number) => OwnerScope {
  const roleOf = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  return (userId) => {
    const user = roleOf.get(userId) as { roleId: number; userType: number } | undefined;
    if (!user) throw new Error(`The session's user ${userId} is gone`);
    const role = portalRole(user);
    return {
      userId,
      role,
      params: { scopeUser: userId, scopeDealer: role === 'dealer' ? userId : -1, scopeAll: role === 'manager' ? 1 : 0 },
    };
  };
}
