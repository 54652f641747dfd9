// Bidding calls (docs/api.md "Bids and notifications"): placing bids (own and a manager's for a
// client), cancelling and status changes, the bid option lists, and the manager's client search and
// client balance. The rules live in ../bids; every change is logged and notified.
import { Router, type Request } from 'express';
import {
  USER_SEARCH_MAX_RESULTS,
  USER_SEARCH_MIN_LENGTH,
  BID_GROUPS,
  bidCreateBodySchema,
  bidFromManagerBodySchema,
  bidGroupListSchema,
  bidResultSchema,
  bidTypeListSchema,
  updateBidStatusBodySchema,
  userInfoQuerySchema,
  userInfoResponseSchema,
  userSearchQuerySchema,
  userSearchResultSchema,
  type BidCreateBody,
  type BidFromManagerBody,
  type BidGroupOption,
  type BidResult,
  type BidTypeOption,
  type ClientOption,
  type UpdateBidStatusBody,
  type UserInfoQuery,
  type UserInfoResponse,
  type UserSearchQuery,
} from '../../../schemas/api/bidding';
import { ROLE_ID, USER_TYPE } from '../../../schemas/api/roles';
import { successResponseSchema, type SuccessResponse } from '../../../schemas/api/session';
import { createBalanceReader } from '../accounts/balance';
import { can, createBidderReader, createOwnBidReader, heldBy, type Bidder } from '../bids/bidders';
import { createBiddingLotReader } from '../bids/lots';
import { notifyBidEvent } from '../bids/notify';
import { BID_TYPES, EXPORT_TYPES } from '../bids/options';
import { createBidPlacer, refusal } from '../bids/place';
import { OPEN_BID_STATUSES } from '../bids/rules';
import { createStatusChanger } from '../bids/status';
import type { ApiContext } from '../context';
import { sessionOf } from '../http/authenticate';
import { HttpError, unauthorized } from '../http/errors';
import { inputParser, responder } from '../http/validation';
import { originSocketId } from '../realtime';

const parseCreate = inputParser<BidCreateBody>(bidCreateBodySchema, 'body');
const parseFromManager = inputParser<BidFromManagerBody>(bidFromManagerBodySchema, 'body');
const parseStatus = inputParser<UpdateBidStatusBody>(updateBidStatusBodySchema, 'body');
const parseSearch = inputParser<UserSearchQuery>(userSearchQuerySchema, 'query');
const parseUserInfo = inputParser<UserInfoQuery>(userInfoQuerySchema, 'query');
const sendResult = responder<BidResult>(bidResultSchema);
const sendSuccess = responder<SuccessResponse>(successResponseSchema);
const sendTypes = responder<BidTypeOption[]>(bidTypeListSchema);
const sendGroups = responder<BidGroupOption[]>(bidGroupListSchema);
const sendClients = responder<ClientOption[]>(userSearchResultSchema);
const sendUserInfo = responder<UserInfoResponse>(userInfoResponseSchema);

const forManagers = (): HttpError => refusal(403, 'ManagersOnly', 'Only managers may do this');

/** LIKE pattern of a text, its wildcards escaped. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function biddingRoutes(context: ApiContext): Router {
  const { db, now, pageTypes, requireSession } = context;
  const router = Router();
  const readBidder = createBidderReader(db);
  const placeBid = createBidPlacer(db, now);
  const changeStatus = createStatusChanger(db, now);
  const readBalance = createBalanceReader(db, now);
  const readLot = createBiddingLotReader(db);
  const readOwnBid = createOwnBidReader(db);
  const groupCounts = db.prepare(`SELECT bid_group AS grp, COUNT(*) AS cars FROM bids
    WHERE user_id = ? AND bid_group IS NOT NULL AND status IN (${OPEN_BID_STATUSES.join(', ')}) GROUP BY bid_group`);
  const searchClients = db.prepare(`SELECT id AS value, full_name || ' (ID ' || id || COALESCE(', ' || company, '') || ')' AS label
    FROM users
    WHERE user_type = ${USER_TYPE.client} AND role_id <> ${ROLE_ID.disabled} AND (CAST(id AS TEXT) = @text OR full_name LIKE @like ESCAPE '\\' OR email LIKE @like ESCAPE '\\')
    ORDER BY full_name, id LIMIT ${USER_SEARCH_MAX_RESULTS}`);
  const clientType = db.prepare('SELECT user_type FROM users WHERE id = ?').pluck();

  const caller = (req: Request): Bidder => {
    const bidder = readBidder(sessionOf(req).userId);
    if (!bidder) throw unauthorized();
    return bidder;
  };
  const manager = (req: Request): Bidder => {
    const actor = caller(req);
    if (actor.userType !== USER_TYPE.manager) throw forManagers();
    return actor;
  };
  const place = db.transaction(placeBid);
  const setStatus = db.transaction(changeStatus);

  router.post('/bid/create', requireSession, (req, res) => {
    const body = parseCreate(req.body);
    const actor = caller(req);
    pageTypes.viewable(actor, body.lotType);
    const placed = place({ actor, bidder: actor, body });
    if (placed.event) notifyBidEvent(context, { type: placed.event, bidId: placed.result.bidId }, originSocketId(req));
    sendResult(res, placed.result);
  });

  router.post('/bid/bid-from-manager', requireSession, (req, res) => {
    const { userId, ...body } = parseFromManager(req.body);
    const actor = manager(req);
    if (!can(actor, 'managerBidForClient')) throw refusal(403, 'ManagersOnly', 'Bidding for clients is not allowed for this account');
    const { schema } = pageTypes.viewable(actor, body.lotType);
    const bidder = readBidder(userId);
    if (!bidder || bidder.userType !== USER_TYPE.client) throw refusal(404, 'NoSuchClient', 'No such client');
    if (bidder.roleId === ROLE_ID.disabled) throw refusal(403, 'ClientDisabled', 'This client’s account is disabled');
    // the bid is the client's: it lands in their lists, so they must be allowed to see such lots
    if (!can(bidder, schema.permission))
      throw refusal(403, 'ClientCannotView', `This client may not view these lots (${schema.permission})`);
    const placed = place({ actor, bidder, body });
    if (placed.event) notifyBidEvent(context, { type: placed.event, bidId: placed.result.bidId }, originSocketId(req));
    sendResult(res, placed.result);
  });

  router.put('/bid/update-bid-status', requireSession, (req, res) => {
    const { bidId, status } = parseStatus(req.body);
    const event = setStatus(caller(req), bidId, status);
    notifyBidEvent(context, { type: event, bidId }, originSocketId(req));
    sendSuccess(res, { success: true });
  });

  router.get('/bid/type', requireSession, (_req, res) => sendTypes(res, [...BID_TYPES]));
  router.get('/bid/export-type', requireSession, (_req, res) => sendTypes(res, [...EXPORT_TYPES]));

  router.get('/bid/group', requireSession, (req, res) => {
    const counts = new Map(
      (groupCounts.all(sessionOf(req).userId) as Array<{ grp: string; cars: number }>).map((row) => [row.grp, row.cars]),
    );
    sendGroups(
      res,
      BID_GROUPS.map((group) => ({ value: group, label: group, cars: counts.get(group) ?? 0 })),
    );
  });

  router.get('/user/search', requireSession, (req, res) => {
    const { user } = parseSearch({ ...req.query });
    manager(req);
    const text = user.trim();
    if (text.length < USER_SEARCH_MIN_LENGTH) throw refusal(400, 'SearchTooShort', `Enter at least ${USER_SEARCH_MIN_LENGTH} characters`);
    sendClients(res, searchClients.all({ text, like: containing(text) }) as ClientOption[]);
  });

  router.get('/user/user-info', requireSession, (req, res) => {
    const { id, carId, lotType } = parseUserInfo({ ...req.query });
    manager(req);
    const balanceInfo = clientType.get(Number(id)) === USER_TYPE.client ? readBalance(Number(id)) : undefined;
    if (!balanceInfo) throw refusal(404, 'NoSuchClient', 'No such client');
    if ((carId === undefined) !== (lotType === undefined))
      throw new HttpError(400, { success: false, message: 'carId and lotType go together' });
    if (carId === undefined) {
      sendUserInfo(res, { success: true, balanceInfo });
      return;
    }
    // as bid-from-manager counts it: a raise frees what the client's open bid on the lot holds
    const lot = readLot(Number(carId));
    const heldOnLot = heldBy(lot && lot.pageType === lotType ? readOwnBid(lot.id, Number(id)) : undefined);
    sendUserInfo(res, { success: true, balanceInfo, heldOnLot });
  });

  return router;
}
