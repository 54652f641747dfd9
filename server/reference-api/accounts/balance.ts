// A user's money: bidAllow is what is left for new bids, balance plus credit limit less the
// amounts of active bids (statuses 1 New and 2 Bid, their auction day not passed), never below zero.
// A bid whose auction day has passed is archived: it can be neither raised nor cancelled, so it holds
// no credit (the bid tables and the dashboard count it so too).
import type { BalanceInfo } from '../../../schemas/api/session';
import { japanDate } from '../../../shared/japan-time';
import { setCondition } from '../bid-lists/bid-conditions';
import type { Db } from '../db/open';

export const ACTIVE_BID_STATUSES = [1, 2] as const;

export function createBalanceReader(db: Db, now: () => Date): (userId: number) => BalanceInfo | undefined {
  const query = db.prepare(`SELECT u.balance, u.credit_limit AS creditLimit, u.daily_bid_limit AS dailyBidLimit,
      u.daily_uss_limit AS dailyUssLimit, COUNT(b.id) AS activeBids, COALESCE(SUM(b.amount), 0) AS activeAmount
    FROM users u
    LEFT JOIN (bids b JOIN lots l ON l.id = b.lot_id AND ${setCondition('active').sql})
      ON b.user_id = u.id AND b.status IN (${ACTIVE_BID_STATUSES.join(', ')})
    WHERE u.id = @userId
    GROUP BY u.id`);
  return (userId) => {
    const row = query.get({ userId, today: japanDate(now()) }) as (Omit<BalanceInfo, 'bidAllow'> & { activeAmount: number }) | undefined;
    if (!row) return undefined;
    const { activeAmount, ...info } = row;
    return { ...info, bidAllow: Math.max(0, info.balance + info.creditLimit - activeAmount) };
  };
}
