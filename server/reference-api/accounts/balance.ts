// A user's money: bidAllow is what is left for new bids, balance plus credit limit less the
// amounts of active bids (statuses 1 New and 2 Bid), never below zero.
import type { BalanceInfo } from '../../../schemas/api/session';
import type { Db } from '../db/open';

export const ACTIVE_BID_STATUSES = [1, 2] as const;

export function createBalanceReader(db: Db): (userId: number) => BalanceInfo | undefined {
  const query = db.prepare(`SELECT u.balance, u.credit_limit AS creditLimit, u.daily_bid_limit AS dailyBidLimit,
      u.daily_uss_limit AS dailyUssLimit, COUNT(b.id) AS activeBids, COALESCE(SUM(b.amount), 0) AS activeAmount
    FROM users u
    LEFT JOIN bids b ON b.user_id = u.id AND b.status IN (${ACTIVE_BID_STATUSES.join(', ')})
    WHERE u.id = ?
    GROUP BY u.id`);
  return (userId) => {
    const row = query.get(userId) as (Omit<BalanceInfo, 'bidAllow'> & { activeAmount: number }) | undefined;
    if (!row) return undefined;
    const { activeAmount, ...info } = row;
    return { ...info, bidAllow: Math.max(0, info.balance + info.creditLimit - activeAmount) };
  };
}
