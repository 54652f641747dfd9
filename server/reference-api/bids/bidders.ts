// A bidder as the rules see them: permissions, role, dealer, daily bid limit and today's bids, and
// their bid on a lot.
import { OPEN_BID_STATUSES } from '../../../schemas/api/bid-info';
import type { PermissionName } from '../../../schemas/api/session';
import type { Db } from '../db/open';
import { japanDate } from '../../../shared/japan-time';

export interface Bidder {
  readonly id: number;
  readonly fullName: string;
  readonly userType: number;
  readonly roleId: number;
  readonly dealerId: number | null;
  readonly managerId: number | null;
  readonly dailyBidLimit: number;
  readonly flags: ReadonlySet<string>;
}

export interface OwnBid {
  readonly id: number;
  readonly amount: number;
  readonly status: number;
  readonly adjustmentPrice: number;
  /** 1 once a manager set the adjustment (0 included); until then the page type's default applies */
  readonly adjustmentSet: number;
  readonly bidGroup: string | null;
  readonly exportType: string | null;
  readonly comment: string | null;
  readonly updatedAt: string;
}

export function can(bidder: Bidder, flag: PermissionName): boolean {
  return bidder.flags.has(flag);
}

export function createBidderReader(db: Db): (userId: number) => Bidder | undefined {
  const user = db.prepare(`SELECT id, full_name AS fullName, user_type AS userType, role_id AS roleId,
      dealer_id AS dealerId, manager_id AS managerId, daily_bid_limit AS dailyBidLimit FROM users WHERE id = ?`);
  const flags = db.prepare('SELECT flag FROM user_permissions WHERE user_id = ?').pluck();
  return (userId) => {
    const row = user.get(userId) as Omit<Bidder, 'flags'> | undefined;
    return row && { ...row, flags: new Set(flags.all(userId) as string[]) };
  };
}

/** What a bid holds of its bidder's credit, which raising it frees: its amount while it is open (1 New, 2 Bid). */
export const heldBy = (bid: OwnBid | undefined): number => (bid && OPEN_BID_STATUSES.includes(bid.status) ? bid.amount : 0);

export function createOwnBidReader(db: Db): (lotId: number, userId: number) => OwnBid | undefined {
  const query =
    db.prepare(`SELECT id, amount, status, adjustment_price AS adjustmentPrice, adjustment_set AS adjustmentSet, bid_group AS bidGroup,
      export_type AS exportType, comment, updated_at AS updatedAt
    FROM bids WHERE lot_id = ? AND user_id = ?`);
  return (lotId, userId) => query.get(lotId, userId) as OwnBid | undefined;
}

/**
 * The daily bid limit counts the bids a user placed on the current Japan day (cancelled ones too:
 * the bid was placed). A limit of 0 means no limit; only users with dailyBidLimitCheck have one.
 */
export function createDailyLimitCheck(db: Db): (bidder: Bidder, now: Date) => boolean {
  const placedToday = db.prepare("SELECT COUNT(*) FROM bids WHERE user_id = ? AND date(created_at, '+9 hours') = ?").pluck();
  return (bidder, now) => {
    if (!can(bidder, 'dailyBidLimitCheck') || bidder.dailyBidLimit <= 0) return false;
    return Number(placedToday.get(bidder.id, japanDate(now))) >= bidder.dailyBidLimit;
  };
}
