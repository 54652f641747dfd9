// Every management change is written to the bid log (bids/log.ts) and, when the bidder has an event
// type for it, announced to the bidder and their dealer (bids/notify.ts); the other managers hear of
// every change. Never the socket that made it. The log reads back as GET /bid/logs entries.
import type { Request } from 'express';
import type { BidLogEntry as BidLogAnswer } from '../../../schemas/api/bid-management';
import { writeBidLog, type BidLogEvent } from '../bids/log';
import { announceManagerChange, notifyBidEvent, type BidEventType } from '../bids/notify';
import type { ApiContext } from '../context';
import { originSocketId } from '../realtime';
import type { ManagedBid } from './managed-bid';

interface BidChange {
  readonly bid: ManagedBid;
  /** the manager making the change */
  readonly userId: number;
  readonly event: BidLogEvent;
  /** the amount after the change, when it is one of the bid's amounts */
  readonly amount?: number;
  readonly at: Date;
  /** what the bidder hears of it; autobid is the company's own business and is not announced */
  readonly notify?: BidEventType;
}

export interface BidChangeRecorder {
  (req: Request, change: BidChange): void;
  logsOf(bidId: number): BidLogAnswer[];
}

export function createBidChangeRecorder(context: ApiContext): BidChangeRecorder {
  const { db } = context;
  const logs = db.prepare(`SELECT l.created_at AS date, u.full_name AS userName, l.event, l.status, u.role_id AS userType
    FROM bid_logs l JOIN users u ON u.id = l.user_id WHERE l.bid_id = ? ORDER BY l.created_at, l.id`);
  const record = (req: Request, change: BidChange): void => {
    writeBidLog(db, {
      bidId: change.bid.id,
      userId: change.userId,
      event: change.event,
      status: change.bid.status,
      amount: change.amount,
      at: change.at,
    });
    if (change.notify) notifyBidEvent(context, { type: change.notify, bidId: change.bid.id }, originSocketId(req));
    else announceManagerChange(context, change.bid.id, originSocketId(req));
  };
  return Object.assign(record, { logsOf: (bidId: number) => logs.all(bidId) as BidLogAnswer[] });
}
