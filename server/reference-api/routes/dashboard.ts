// GET /dashboard/summary (docs/api.md "Purchases, payments and dashboard"): what each role needs first.
// Clients and dealers: money, their bids by status and the latest active ones, today's and the coming
// car auctions, their latest purchases. Managers: new bids, bids by status, bids on today's auctions.
import { Router } from 'express';
import { dashboardResponseSchema, type DashboardResponse } from '../../../schemas/api/dashboard';
import type { ApiContext } from '../context';
import { ACTIVE_BID_STATUSES, createBalanceReader } from '../accounts/balance';
import { setCondition } from '../bid-lists/bid-conditions';
import { sessionOf } from '../http/authenticate';
import { responder } from '../http/validation';
import { japanDate } from '../../../shared/japan-time';
import { listingPageTypes, lotLink } from '../listing/page-types';
import { createScheduleLists } from '../listing/schedule-lists';
import { OWNER_VISIBLE, createScopeReader } from '../purchases/scope';

const sendSummary = responder<DashboardResponse>(dashboardResponseSchema);
const LATEST = 5;
const TODAY_BIDS = 10;
const NEW_BID_STATUS = 1;

const BID_COLUMNS = `SELECT b.id, b.lot_id AS carId, mk.name || ' ' || md.name || ' ' || l.year AS title, l.lot_no AS lotNo,
    h.name AS auctionName, l.auction_date || ' ' || l.auction_time AS auctionDate, b.amount, b.status, l.page_type AS pageType
  FROM bids b JOIN lots l ON l.id = b.lot_id JOIN makers mk ON mk.id = l.maker_id JOIN models md ON md.id = l.model_id
  JOIN auctions a ON a.id = l.auction_id JOIN auction_houses h ON h.id = a.house_id`;

interface BidRecord {
  id: number;
  carId: number;
  title: string;
  lotNo: number;
  auctionName: string;
  auctionDate: string;
  amount: number;
  status: number;
  pageType: string;
}

export function dashboardRoutes({ db, now, requireSession }: ApiContext): Router {
  const router = Router();
  const scopeOf = createScopeReader(db);
  const balanceOf = createBalanceReader(db, now);
  const schedule = createScheduleLists(db);
  const pageTypes = listingPageTypes();
  // Live bids only, as the bid tables count them: an archived bid (its auction day has passed) is history.
  const live = setCondition('active').sql;
  const liveBidsByStatus = (scope: string) =>
    db.prepare(`SELECT b.status, COUNT(*) AS count FROM bids b JOIN lots l ON l.id = b.lot_id
      WHERE ${scope} AND ${live} GROUP BY b.status ORDER BY b.status`);
  const ownBidsByStatus = liveBidsByStatus('b.user_id = @userId');
  const allBidsByStatus = liveBidsByStatus('1');
  const latestActiveBids = db.prepare(
    `${BID_COLUMNS} WHERE b.user_id = @userId AND b.status IN (${ACTIVE_BID_STATUSES.join(', ')}) AND ${live}
      ORDER BY b.created_at DESC, b.id DESC LIMIT ${LATEST}`,
  );
  const todayBids = db.prepare(`${BID_COLUMNS} WHERE l.auction_date = ? ORDER BY l.auction_time, l.lot_no LIMIT ${TODAY_BIDS}`);
  const todayBidCount = db.prepare('SELECT COUNT(*) FROM bids b JOIN lots l ON l.id = b.lot_id WHERE l.auction_date = ?').pluck();
  const latestPurchases = db.prepare(`SELECT p.id, mk.name || ' ' || md.name || ' ' || l.year AS title, p.purchase_date AS purchaseDate,
      p.status, p.eta
    FROM purchases p JOIN users u ON u.id = p.user_id JOIN lots l ON l.id = p.lot_id
    JOIN makers mk ON mk.id = l.maker_id JOIN models md ON md.id = l.model_id
    WHERE ${OWNER_VISIBLE} ORDER BY p.purchase_date DESC, p.id DESC LIMIT ${LATEST}`);

  const bidOf = (bid: BidRecord) => {
    const pageType = pageTypes.get(bid.pageType);
    if (!pageType) throw new Error(`Bid ${bid.id} is on a lot of the unknown page type ${bid.pageType}`);
    const { pageType: _pageType, ...rest } = bid;
    return { ...rest, id: String(bid.id), carId: String(bid.carId), lotNo: String(bid.lotNo), link: lotLink(pageType, bid.carId) };
  };

  /** Today and the rest of the auction week, with car-auction sales and lots per day. */
  const auctionDays = () => {
    const today = japanDate(now());
    return Object.values(schedule.auctions('car-auction', now()))
      .map((auctions) => ({
        date: auctions[0]?.date ?? '',
        auctions: auctions.length,
        lots: auctions.reduce((sum, auction) => sum + auction.counter, 0),
      }))
      .filter((day) => day.auctions > 0 && day.date >= today);
  };

  router.get('/dashboard/summary', requireSession, (req, res) => {
    const scope = scopeOf(sessionOf(req).userId);
    const today = japanDate(now());
    if (scope.role === 'manager') {
      const bidsByStatus = allBidsByStatus.all({ today }) as Array<{ status: number; count: number }>;
      sendSummary(res, {
        success: true,
        summary: {
          role: 'manager',
          newBids: bidsByStatus.find((row) => row.status === NEW_BID_STATUS)?.count ?? 0,
          bidsByStatus,
          todayBids: (todayBids.all(today) as BidRecord[]).map(bidOf),
          todayBidCount: Number(todayBidCount.get(today)),
          auctionDays: auctionDays(),
        },
      });
      return;
    }
    const balanceInfo = balanceOf(scope.userId);
    if (!balanceInfo) throw new Error(`The session's user ${scope.userId} is gone`);
    sendSummary(res, {
      success: true,
      summary: {
        role: scope.role,
        balanceInfo,
        bidsByStatus: ownBidsByStatus.all({ userId: scope.userId, today }) as Array<{ status: number; count: number }>,
        latestBids: (latestActiveBids.all({ userId: scope.userId, today }) as BidRecord[]).map(bidOf),
        auctionDays: auctionDays(),
        latestPurchases: (
          latestPurchases.all(scope.params) as Array<{
            id: number;
            title: string;
            purchaseDate: string;
            status: number | null;
            eta: string | null;
          }>
        ).map((purchase) => ({ ...purchase, id: String(purchase.id) })),
      },
    });
  });

  return router;
}
