// The sidebar badges: bids needing attention and saved searches per page type.
import type { MenuCounters } from '../../../schemas/api/session';
import type { Db } from '../db/open';
import { PAGE_TYPES } from '../reference/page-types';
import { portalRole } from '../../../schemas/api/roles';
import { ACTIVE_BID_STATUSES } from './balance';

const NEW_BID_STATUS = 1;

export function createMenuCounterReader(db: Db): (userId: number) => MenuCounters | undefined {
  const user = db.prepare('SELECT role_id AS roleId, user_type AS userType FROM users WHERE id = ?');
  const active = ACTIVE_BID_STATUSES.join(', ');
  // Managers see every client's new bids; dealers their own and their clients' active bids.
  const bidCount = {
    manager: db.prepare('SELECT COUNT(*) FROM bids WHERE status = ?').pluck(),
    dealer: db.prepare(`SELECT COUNT(*) FROM bids b JOIN users u ON u.id = b.user_id
      WHERE b.status IN (${active}) AND (u.id = ? OR u.dealer_id = ?)`).pluck(),
    client: db.prepare(`SELECT COUNT(*) FROM bids WHERE user_id = ? AND status IN (${active})`).pluck(),
  };
  const searches = db.prepare('SELECT type, COUNT(*) AS count FROM saved_searches WHERE user_id = ? GROUP BY type');

  return (userId) => {
    const row = user.get(userId) as { roleId: number; userType: number } | undefined;
    if (!row) return undefined;
    const role = portalRole(row);
    const bid =
      role === 'manager' ? bidCount.manager.get(NEW_BID_STATUS) : role === 'dealer' ? bidCount.dealer.get(userId, userId) : bidCount.client.get(userId);
    const counted = new Map((searches.all(userId) as Array<{ type: string; count: number }>).map((entry) => [entry.type, entry.count]));
    const search = Object.fromEntries(PAGE_TYPES.map((type) => [type, counted.get(type) ?? 0])) as MenuCounters['search'];
    return { bid: Number(bid), search };
  };
}
