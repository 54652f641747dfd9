// Placing a bid (POST /bid/create, POST /bid/bid-from-manager): the rules in the order a bidder
// would want to hear of them, then one write (a new bid, a raised one, or a cancelled one placed
// again: bids are unique per lot and user), its history entry and the event to notify. An open bid
// sent again as it stands (a double submit, a retry) changes nothing.
import { bidAmountError } from '../../../schemas/rules/bid-amount';
import type { BidCreateBody, BidResult } from '../../../schemas/api/bidding';
import { createBalanceReader } from '../accounts/balance';
import type { Db } from '../db/open';
import { HttpError } from '../http/errors';
import { can, createDailyLimitCheck, createOwnBidReader, heldBy, type Bidder, type OwnBid } from './bidders';
import { createBiddingLotReader } from './lots';
import { writeBidLog, type BidLogEvent } from './log';
import type { BidEventType } from './notify';
import { isKnownBidType } from './options';
import { BID_STATUS, OPEN_BID_STATUSES, fixedPriceOf, lotTiming } from './rules';

export interface BidRequest {
  /** who places it: the bidder, or a manager for them */
  readonly actor: Bidder;
  readonly bidder: Bidder;
  readonly body: BidCreateBody;
}

export interface PlacedBid {
  readonly result: BidResult;
  /** null when nothing changed */
  readonly event: BidEventType | null;
}

export function refusal(status: number, messageCode: string, message: string | Record<string, string>): HttpError {
  return new HttpError(status, { success: false, message, messageCode });
}

const AMOUNT_MESSAGES = { required: 'Required field', lowerPrice: 'lower price', incorrectBid: 'incorrect bid' } as const;
const AMOUNT_CODES = { required: 'Required', lowerPrice: 'LowerPrice', incorrectBid: 'IncorrectBid' } as const;

/** The bid as it stands already: same amount, group and export type, and no other comment. */
function unchanged(
  existing: OwnBid,
  row: { amount: number; bidGroup: string | null; exportType: string | null; comment: string | null },
): boolean {
  return (
    existing.amount === row.amount &&
    existing.bidGroup === row.bidGroup &&
    existing.exportType === row.exportType &&
    (row.comment === null || row.comment === existing.comment)
  );
}

export function createBidPlacer(db: Db, now: () => Date): (request: BidRequest) => PlacedBid {
  const readLot = createBiddingLotReader(db);
  const readOwnBid = createOwnBidReader(db);
  const limitReached = createDailyLimitCheck(db);
  const readBalance = createBalanceReader(db, now);
  const insert =
    db.prepare(`INSERT INTO bids (lot_id, user_id, manager_id, amount, bid_group, export_type, status, comment, created_at, updated_at)
    VALUES (@lotId, @userId, @managerId, @amount, @bidGroup, @exportType, @status, @comment, @at, @at)`);
  const update = db.prepare(`UPDATE bids SET amount = @amount, bid_group = @bidGroup, export_type = @exportType, status = @status,
      comment = COALESCE(@comment, comment), manager_id = COALESCE(@managerId, manager_id), sold_price = NULL, updated_at = @at,
      created_at = CASE WHEN status = ${BID_STATUS.cancel} THEN @at ELSE created_at END
    WHERE id = @id`);

  return ({ actor, bidder, body }) => {
    const at = now();
    const byManager = actor.id !== bidder.id;
    const lot = readLot(Number(body.carId));
    if (!lot || lot.pageType !== body.lotType) throw refusal(404, 'NoSuchLot', 'No such lot');
    if (!can(bidder, 'biddingAllowed')) throw refusal(403, 'BiddingNotAllowed', 'Bidding is not allowed for this account');
    const timing = lotTiming(lot, at, can(actor, 'bidDeadlineCheck'));
    if (timing.auctionFinished) throw refusal(409, 'AuctionFinished', 'Auction is finished');
    if (!timing.acceptBid) throw refusal(409, 'BiddingClosed', 'Bidding is closed');
    if (body.confirm === 0) throw refusal(422, 'TermsNotAccepted', { confirm: 'The terms must be accepted' });

    // fixed-price lots are ordered at their price ("order now"), whatever amount came
    const fixedPrice = fixedPriceOf(lot);
    const amount = fixedPrice ?? body.amount;
    const amountError = fixedPrice === null ? bidAmountError(amount, lot.startPrice) : null;
    if (amountError) throw refusal(422, AMOUNT_CODES[amountError], { amount: AMOUNT_MESSAGES[amountError] });
    if (body.bidType === undefined && can(actor, 'exportTypeShow') && !can(actor, 'exportTypeOptional')) {
      throw refusal(422, 'Required', { bidType: 'Required field' });
    }
    if (body.bidType !== undefined && !isKnownBidType(body.bidType)) throw refusal(422, 'UnknownBidType', { bidType: 'Unknown bid type' });

    const existing = readOwnBid(lot.id, bidder.id);
    const open = existing !== undefined && OPEN_BID_STATUSES.includes(existing.status);
    if (existing && !open && existing.status !== BID_STATUS.cancel)
      throw refusal(409, 'BidNotChangeable', 'The bid can no longer be changed');
    if (!open && limitReached(bidder, at)) throw refusal(403, 'DailyBidLimit', 'Daily bid limit exceeded');
    if (can(bidder, 'creditLimitCheck')) {
      // a raised bid frees what it held before
      const bidAllow = (readBalance(bidder.id)?.bidAllow ?? 0) + heldBy(existing);
      if (amount > bidAllow) throw refusal(402, 'InsufficientCredit', 'InsufficientCredit');
    }

    // a manager's bid is placed as Bid; a bidder's own (new or changed) waits for review as New
    const status = byManager ? BID_STATUS.bid : BID_STATUS.new;
    const row = {
      amount,
      bidGroup: body.bidGroup ?? null,
      exportType: body.bidType ?? null,
      status,
      comment: body.comment ?? null,
      managerId: byManager ? actor.id : null,
      at: at.toISOString(),
    };
    // a manager placing a client's New bid as it stands still makes it a Bid
    if (open && unchanged(existing, row) && (!byManager || existing.status === status)) {
      return {
        result: { bidAmount: existing.amount, bidDate: existing.updatedAt, bidId: existing.id, bidStatus: existing.status },
        event: null,
      };
    }
    let bidId: number;
    let logEvent: BidLogEvent;
    let event: BidEventType;
    if (existing) {
      update.run({ ...row, id: existing.id });
      bidId = existing.id;
      logEvent = open ? 'rebid' : 'created';
      event = byManager ? (open ? 'managerChangeAmount' : 'managerNewBid') : open ? 'clientChangeAmount' : 'clientRebid';
    } else {
      bidId = Number(insert.run({ ...row, lotId: lot.id, userId: bidder.id }).lastInsertRowid);
      logEvent = 'created';
      event = byManager ? 'managerNewBid' : 'clientNewBid';
    }
    writeBidLog(db, { bidId, userId: actor.id, event: logEvent, status, amount, at });
    return { result: { bidAmount: amount, bidDate: row.at, bidId, bidStatus: status }, event };
  };
}
