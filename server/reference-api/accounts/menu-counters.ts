// The sidebar badges: bids needing attention and saved searches per page type (none for a page type
// the company disabled: its searches can be neither listed nor opened).
import type { MenuCounters } from '../../../schemas/api/session';
import { setCondition } from '../bid-lists/bid-conditions';
import type { Db } from '../db/open';
import type { PageTypeAccess } from '../http/page-type-access';
import { japanDate } from '../../../shared/japan-time';
import { PAGE_TYPES } from '../reference/page-types';
import { portalRole } from '../../../schemas/api/roles';
import { ACTIVE_BID_STATUSES } from './balance';

const NEW_BID_STATUS = 1;

export function createMenuCounterReader(
  db: Db,
  now: () => Date,
  pageTypes: Pick<PageTypeAccess, 'enabled'>,
): (userId: number) => MenuCounters | undefined {
  const user = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  const active = ACTIVE_BID_STATUSES.join(', ');
  // Live bids only, as the bid tables count them (archived ones have had their auction day).
  const liveBids = `FROM bids b JOIN lots l ON l.id = b.lot_id JOIN users u ON u.id = b.user_id WHERE ${setCondition('active').sql}`;
  // Managers see every client's new bids; dealers their own and their clients' active bids.
  const bidCount = {
    manager: db.prepare(`SELECT COUNT(*) ${liveBids} AND b.status = ${NEW_BID_STATUS}`).pluck(),
    dealer: db.prepare(`SELECT COUNT(*) ${liveBids} AND b.status IN (${active}) AND (u.id = @userId OR u.dealer_id = @userId)`).pluck(),
    client: db.prepare(`SELECT COUNT(*) ${liveBids} AND b.user_id = @userId AND b.status IN (${active})`).pluck(),
  };
  const searches = db.prepare('SELECT type, COUNT(*) AS count FROM saved_searches WHERE user_id = ? GROUP BY type');

  return (userId) => {
    const row = user.get(userId) as { roleId: number; userType: number } | undefined;
    if (!row) return undefined;
    const role = portalRole(row);
    const today = japanDate(now());
    const bid = role === 'manager' ? bidCount.manager.get({ today }) : bidCount[role].get({ userId, today });
    const enabled = new Set<string>(pageTypes.enabled.map((pageType) => pageType.id));
    const counted = new Map((searches.all(userId) as Array<{ type: string; count: number }>).map((entry) => [entry.type, entry.count]));
    const search = Object.fromEntries(
      PAGE_TYPES.map((type) => [type, enabled.has(type) ? (counted.get(type) ?? 0) : 0]),
    ) as MenuCounters['search'];
    return { bid: Number(bid), search };
  };
}
