// Bid management by managers (seed 000 §4, §7 "Bid management"; docs/api.md "Bid management"): sold
// price, price with group, export type and adjustment, adjustment alone, autobid, and the bid log.
// Refusals are HTTP errors (403 permission, 404 no bid, 409 archived, not editable or changed since the
// caller saw it, 400/422 input); every change is written to the bid log, and price changes are
// notified to the bidder and their dealer.
import { Router } from 'express';
import { BID_GROUPS } from '../../../schemas/api/bidding';
import { bidAmountError } from '../../../schemas/rules/bid-amount';
import {
  bidLogsQuerySchema,
  bidLogsResponseSchema,
  bidMutationResponseSchema,
  updateAdjustmentPriceBodySchema,
  updateAutoBidBodySchema,
  updateBidPriceBodySchema,
  updateBidPriceResponseSchema,
  updateSoldPriceBodySchema,
  type BidLogsQuery,
  type BidLogsResponse,
  type BidMutationResponse,
  type UpdateAdjustmentPriceBody,
  type UpdateAutoBidBody,
  type UpdateBidPriceBody,
  type UpdateBidPriceResponse,
  type UpdateSoldPriceBody,
} from '../../../schemas/api/bid-management';
import { isKnownBidType } from '../bids/options';
import { createBidChangeRecorder } from '../bid-management/change-recorder';
import { createManagedBidReader, requireEditable } from '../bid-management/managed-bid';
import { createManagerGuard } from '../bid-management/manager-guard';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { inputParser, responder } from '../http/validation';

const parseSoldPrice = inputParser<UpdateSoldPriceBody>(updateSoldPriceBodySchema, 'body');
const parseBidPrice = inputParser<UpdateBidPriceBody>(updateBidPriceBodySchema, 'body');
const parseAutoBid = inputParser<UpdateAutoBidBody>(updateAutoBidBodySchema, 'body');
const parseAdjustment = inputParser<UpdateAdjustmentPriceBody>(updateAdjustmentPriceBodySchema, 'body');
const parseLogsQuery = inputParser<BidLogsQuery>(bidLogsQuerySchema, 'query');
const sendResult = responder<BidMutationResponse>(bidMutationResponseSchema);
const sendBidPrice = responder<UpdateBidPriceResponse>(updateBidPriceResponseSchema);
const sendLogs = responder<BidLogsResponse>(bidLogsResponseSchema);

const AMOUNT_MESSAGES = {
  required: 'Required field',
  lowerPrice: 'The bid is lower than the start price',
  incorrectBid: 'Bids go up in steps of 5000 yen',
} as const;

/** The group select's placeholder '--' (seed 000 §3) and an empty text both mean "no group". */
function groupOf(value: string | null): string | null {
  const group = value?.trim() ?? '';
  if (group === '' || group === '--') return null;
  if (!(BID_GROUPS as readonly string[]).includes(group)) {
    throw new HttpError(422, { success: false, message: { bidGroup: `Must be one of ${BID_GROUPS.join(', ')}` } });
  }
  return group;
}

/** An export type of GET /bid/export-type; null or '' clears it. */
function exportTypeOf(value: string | null): string | null {
  if (!value) return null;
  if (!isKnownBidType(value)) throw new HttpError(422, { success: false, message: { exportType: 'Unknown export type' } });
  return value;
}

export function bidManagementRoutes(context: ApiContext): Router {
  const { db, now, requireSession } = context;
  const router = Router();
  const guard = createManagerGuard(db);
  const readBid = createManagedBidReader(db, now);
  const record = createBidChangeRecorder(context);
  const setSoldPrice = db.prepare('UPDATE bids SET sold_price = ?, updated_at = ? WHERE id = ?');
  const setPrice = db.prepare(`UPDATE bids SET amount = @amount, bid_group = @bidGroup, export_type = @exportType,
      adjustment_price = COALESCE(@adjustmentPrice, adjustment_price),
      adjustment_set = CASE WHEN @adjustmentPrice IS NULL THEN adjustment_set ELSE 1 END, updated_at = @at WHERE id = @id`);
  const setAdjustment = db.prepare('UPDATE bids SET adjustment_price = ?, adjustment_set = 1, updated_at = ? WHERE id = ?');
  const setAutoBid = db.prepare('UPDATE bids SET auto_bid = ?, updated_at = ? WHERE id = ?');
  const bidExists = db.prepare('SELECT 1 FROM bids WHERE id = ?').pluck();

  router.put('/bid/update-sold-price', requireSession, (req, res) => {
    const body = parseSoldPrice(req.body);
    const { userId } = sessionOf(req);
    guard(userId, 'bidManageSoldPrice');
    const bid = readBid(body.bidId);
    const at = now();
    const soldPrice = Number(body.soldPrice);
    db.transaction(() => {
      setSoldPrice.run(soldPrice, at.toISOString(), bid.id);
      record(req, { bid, userId, event: 'soldPriceChanged', amount: soldPrice, at, notify: 'managerUpdateStatus' });
    })();
    sendResult(res, { success: true });
  });

  router.put('/bid/update-bid-price', requireSession, (req, res) => {
    const body = parseBidPrice(req.body);
    const { userId } = sessionOf(req);
    guard(userId, 'bidManageBidPrice');
    const bid = readBid(body.jasId);
    requireEditable(bid);
    // the edit dialog sends every field: made on the bid as it was, it would undo another manager's change
    if (body.bidDate !== undefined && body.bidDate !== bid.updatedAt) {
      throw new HttpError(409, { success: false, message: 'The bid was changed meanwhile', messageCode: 'BidChanged' });
    }
    const amountError = bidAmountError(body.amount, bid.startPrice);
    if (amountError) throw new HttpError(422, { success: false, message: { amount: AMOUNT_MESSAGES[amountError] } });
    const exportType = body.exportType === undefined ? bid.exportType : exportTypeOf(body.exportType);
    const bidGroup = body.bidGroup === undefined ? bid.bidGroup : groupOf(body.bidGroup);
    const at = now();
    db.transaction(() => {
      setPrice.run({
        id: bid.id,
        amount: body.amount,
        bidGroup,
        exportType,
        adjustmentPrice: body.adjustmentPrice ?? null,
        at: at.toISOString(),
      });
      record(req, { bid, userId, event: 'amountChanged', amount: body.amount, at, notify: 'managerChangeAmount' });
    })();
    sendBidPrice(res, { bidAmount: body.amount, bidId: bid.id, bidStatus: bid.status, bidDate: at.toISOString(), exportType });
  });

  router.put('/bid/update-adjustment-price', requireSession, (req, res) => {
    const body = parseAdjustment(req.body);
    const { userId } = sessionOf(req);
    guard(userId, 'bidManageBidPrice');
    const bid = readBid(body.bidId);
    requireEditable(bid);
    const at = now();
    db.transaction(() => {
      setAdjustment.run(body.adjustmentPrice, at.toISOString(), bid.id);
      record(req, { bid, userId, event: 'adjustmentChanged', amount: body.adjustmentPrice, at, notify: 'managerUpdateBidAmount' });
    })();
    sendResult(res, { success: true });
  });

  router.put('/bid/update-auto-bid', requireSession, (req, res) => {
    const body = parseAutoBid(req.body);
    const { userId } = sessionOf(req);
    guard(userId);
    const bid = readBid(body.bidId);
    const at = now();
    db.transaction(() => {
      setAutoBid.run(body.autoBid ? 1 : 0, at.toISOString(), bid.id);
      record(req, { bid, userId, event: 'autoBidChanged', at });
    })();
    sendResult(res, { success: true });
  });

  router.get('/bid/logs', requireSession, (req, res) => {
    const { bidId } = parseLogsQuery({ ...req.query });
    guard(sessionOf(req).userId);
    if (bidExists.get(Number(bidId)) === undefined) throw new HttpError(404, { success: false, message: 'No such bid' });
    sendLogs(res, record.logsOf(Number(bidId)));
  });

  return router;
}
