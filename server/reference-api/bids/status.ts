// PUT /bid/update-bid-status: a bidder (or the dealer of the bidder) may only cancel an open bid
// before the cancellation deadline; a manager with bidManageStatus sets statuses 1–6 on bids that
// are not archived. Every change is logged and yields the event to notify.
import { USER_TYPE } from '../../../schemas/api/roles';
import type { Db } from '../db/open';
import { can, type Bidder } from './bidders';
import { createBiddingLotReader } from './lots';
import { writeBidLog } from './log';
import type { BidEventType } from './notify';
import { refusal } from './place';
import { BID_STATUS, cancellationAllowed, lotTiming } from './rules';

/** Bids a manager may still move: archived ones (4–7) stay as they are. */
const MANAGEABLE_STATUSES: readonly number[] = [BID_STATUS.new, BID_STATUS.bid, BID_STATUS.dontBid];
const MANAGER_STATUSES: readonly number[] = [1, 2, 3, 4, 5, 6];

interface StoredBid {
  id: number;
  lotId: number;
  userId: number;
  dealerId: number | null;
  status: number;
  amount: number;
}

export function createStatusChanger(db: Db, now: () => Date): (actor: Bidder, bidId: number, status: number) => BidEventType {
  const readBid = db.prepare(`SELECT b.id, b.lot_id AS lotId, b.user_id AS userId, u.dealer_id AS dealerId, b.status, b.amount
    FROM bids b JOIN users u ON u.id = b.user_id WHERE b.id = ?`);
  const readLot = createBiddingLotReader(db);
  const update = db.prepare('UPDATE bids SET status = ?, manager_id = COALESCE(?, manager_id), updated_at = ? WHERE id = ?');

  const byManager = (actor: Bidder, bid: StoredBid, status: number): BidEventType => {
    if (!can(actor, 'bidManageStatus')) throw refusal(403, 'StatusNotAllowed', 'Changing bid statuses is not allowed for this account');
    if (!MANAGER_STATUSES.includes(status)) throw refusal(422, 'UnknownStatus', { status: 'Must be a status from 1 to 6' });
    if (!MANAGEABLE_STATUSES.includes(bid.status)) throw refusal(409, 'BidNotChangeable', 'Archived bids keep their status');
    return status === BID_STATUS.win ? 'managerWinBid' : 'managerBidStatus';
  };

  const byBidder = (actor: Bidder, bid: StoredBid, status: number, at: Date): BidEventType => {
    if (bid.userId !== actor.id && bid.dealerId !== actor.id) throw refusal(404, 'NoSuchBid', 'No such bid');
    if (status !== BID_STATUS.cancel) throw refusal(403, 'StatusNotAllowed', 'A bid can only be cancelled');
    const lot = readLot(bid.lotId);
    if (!lot) throw new Error(`bid ${bid.id} names the missing lot ${bid.lotId}`);
    if (!cancellationAllowed(lotTiming(lot, at, can(actor, 'bidDeadlineCheck')), bid.status, at)) {
      throw refusal(403, 'CancelNotAllowed', 'CancelNotAllowed');
    }
    return 'clientCancelBid';
  };

  return (actor, bidId, status) => {
    const at = now();
    const bid = readBid.get(bidId) as StoredBid | undefined;
    if (!bid) throw refusal(404, 'NoSuchBid', 'No such bid');
    const manager = actor.userType === USER_TYPE.manager;
    const event = manager ? byManager(actor, bid, status) : byBidder(actor, bid, status, at);
    update.run(status, manager ? actor.id : null, at.toISOString(), bid.id);
    writeBidLog(db, { bidId, userId: actor.id, event: manager ? 'statusChanged' : 'cancelled', status, amount: bid.amount, at });
    return event;
  };
}
