// Bid rows as the bid tables show them (schemas/api/bids.ts): the lot, the bid, the bidder's card,
// the manager, the chat's last message with the viewer's unread state, and the bid's deadlines.
import { BID_STATUS, OPEN_BID_STATUSES } from '../../../schemas/api/bid-info';
import type { BidRow, BidStatus } from '../../../schemas/api/bids';
import { hoursBefore } from '../../../shared/japan-time';
import { adjustmentPriceOf, auctionDeadlines, CANCEL_DEADLINE_HOURS, isFinalStatus } from '../bids/rules';
import type { PageType } from '../reference/page-types';
import type { Prepare } from '../db/statement-cache';
import type { ExportReader } from '../export/export-reader';
import { BID_FROM, type SqlPart } from './bid-conditions';
import type { BidViewer } from './viewer';
import { previewPhotos } from '../images/uss-photos';

interface BidRecord {
  bidId: number;
  lotId: number;
  pageType: string;
  lotNo: number;
  auctionDate: string;
  auctionTime: string;
  auctionName: string;
  maker: string;
  model: string;
  year: number;
  engineCc: number;
  chassis: string;
  serial: string | null;
  grade: string;
  color: string;
  condition: string;
  gearbox: string | null;
  kpp: string | null;
  mileage: number | null;
  equip: string;
  startPrice: number | null;
  lotSoldPrice: number | null;
  bidSoldPrice: number | null;
  updatedAt: string;
  lotStatus: number | null;
  amount: number;
  exportType: string | null;
  bidGroup: string | null;
  bidStatus: number;
  autoBid: number;
  adjustmentSet: number;
  adjustmentPrice: number;
  managerName: string | null;
  message: string | null;
  unread: number;
  images: string;
  isUss: number;
  archived: number;
  userId: number;
  userName: string;
  userCompany: string | null;
  jasClientId: number | null;
  userLevel: number | null;
  roleId: number;
  createdAt: string;
  lastLogin: string | null;
  creditLimit: number;
  balance: number;
  country: string | null;
  countryId: number | null;
  note: string | null;
  dealerName: string | null;
  deadlineCheck: number;
}

const SELECT_ROWS = `SELECT b.id AS bidId, l.id AS lotId, l.page_type AS pageType, l.lot_no AS lotNo, l.auction_date AS auctionDate,
    l.auction_time AS auctionTime, h.name AS auctionName, mk.name AS maker, md.name AS model, l.year, l.engine_cc AS engineCc,
    l.chassis, l.serial, l.grade, l.color, l.condition, l.gearbox, l.kpp, l.mileage, l.equip, l.start_price AS startPrice,
    l.sold_price AS lotSoldPrice, b.sold_price AS bidSoldPrice, b.updated_at AS updatedAt, l.status AS lotStatus,
    b.amount, b.export_type AS exportType, b.bid_group AS bidGroup, b.status AS bidStatus, b.auto_bid AS autoBid,
    b.adjustment_price AS adjustmentPrice, b.adjustment_set AS adjustmentSet, mg.full_name AS managerName, l.images, h.is_uss AS isUss, l.auction_date < @today AS archived,
    (SELECT m.text FROM bid_messages m WHERE m.bid_id = b.id ORDER BY m.id DESC LIMIT 1) AS message,
    EXISTS (SELECT 1 FROM bid_messages m WHERE m.bid_id = b.id AND m.is_client_message = @otherSide
      AND m.id > COALESCE((SELECT r.last_read_id FROM bid_chat_reads r WHERE r.bid_id = b.id AND r.user_id = @viewerId), 0)) AS unread,
    u.id AS userId, u.full_name AS userName, u.company AS userCompany, u.jas_client_id AS jasClientId, u.user_level AS userLevel,
    u.role_id AS roleId, u.created_at AS createdAt, u.last_login AS lastLogin, u.credit_limit AS creditLimit, u.balance,
    c.name AS country, c.id AS countryId, u.note, d.full_name AS dealerName,
    EXISTS (SELECT 1 FROM user_permissions p WHERE p.user_id = u.id AND p.flag = 'bidDeadlineCheck') AS deadlineCheck
  ${BID_FROM}
  JOIN makers mk ON mk.id = l.maker_id
  JOIN models md ON md.id = l.model_id
  LEFT JOIN users mg ON mg.id = b.manager_id
  LEFT JOIN users d ON d.id = u.dealer_id
  LEFT JOIN countries c ON c.id = u.country_id`;

/** The messages a viewer reads from the other side: clients and dealers read the managers' (seed 000 §4 "Chat"). */
const otherSideOf = (viewer: BidViewer): number => (viewer.role === 'manager' ? 1 : 0);

function bidderOf(record: BidRecord): NonNullable<BidRow['user']> {
  return {
    name: record.userName,
    company: record.userCompany,
    clientId: record.userId,
    jasClientId: record.jasClientId,
    userLevel: record.userLevel,
    roleId: record.roleId,
    createdAt: record.createdAt,
    lastLogin: record.lastLogin,
    creditLimit: record.creditLimit,
    balance: record.balance,
    ...(record.country === null ? {} : { country: record.country }),
    ...(record.countryId === null ? {} : { countryId: record.countryId }),
    ...(record.note === null ? {} : { note: record.note }),
    ...(record.dealerName === null ? {} : { carDealer: record.dealerName }),
  };
}

/**
 * The deadlines of a bid its bidder may still change (open, or cancelled and placed again) while its
 * lot's auction is to come: the bidder's own bid deadline, and the cancel deadline of an open bid.
 */
function deadlinesOf(record: BidRecord): Pick<BidRow, 'biddingDeadline' | 'cancelDeadline'> {
  const open = OPEN_BID_STATUSES.includes(record.bidStatus);
  const changeable = open || record.bidStatus === BID_STATUS.cancel;
  const live = changeable && record.archived === 0 && !isFinalStatus(record.lotStatus);
  const times = live ? auctionDeadlines({ ...record, pageType: record.pageType as PageType }, record.deadlineCheck === 1) : null;
  if (!times) return { biddingDeadline: null, cancelDeadline: null };
  return {
    biddingDeadline: times.deadline.toISOString(),
    cancelDeadline: open ? hoursBefore(times.auctionAt, CANCEL_DEADLINE_HOURS) : null,
  };
}

function rowOf(record: BidRecord, viewer: BidViewer): BidRow {
  return {
    bidId: record.bidId,
    id: String(record.lotId),
    // the company's own business (seed 000 §4: managers only), as in the CSV export
    ...(viewer.role === 'manager' ? { autoBid: record.autoBid === 1 } : {}),
    lotNo: String(record.lotNo),
    lotType: record.pageType,
    auctionDate: `${record.auctionDate} ${record.auctionTime}`,
    auctionName: record.auctionName,
    maker: record.maker,
    model: record.model,
    year: record.year,
    engine: record.engineCc,
    chassis: record.chassis || (record.serial ?? ''),
    grade: record.grade,
    color: record.color,
    condition: record.condition,
    gearbox: record.gearbox ?? record.kpp ?? '',
    mileage: record.mileage,
    equip: record.equip,
    startPrice: record.startPrice,
    soldPrice: record.bidSoldPrice ?? record.lotSoldPrice,
    bidDate: record.updatedAt,
    status: record.lotStatus,
    // clients never see another user; nobody needs their own card
    user: viewer.role === 'client' || record.userId === viewer.id ? null : bidderOf(record),
    bidAmount: record.amount,
    exportType: record.exportType,
    bidGroup: record.bidGroup,
    bidStatus: record.bidStatus as BidStatus,
    manager: record.managerName,
    message: record.message,
    isRead: record.unread === 0,
    // the page type's default until a manager set one, as the lot's bidInfo tells the bidder
    adjustmentPrice: record.adjustmentSet ? record.adjustmentPrice : adjustmentPriceOf({ pageType: record.pageType as PageType }),
    images: previewPhotos(JSON.parse(record.images) as string[], record.isUss === 1),
    archived: record.archived === 1,
    ...deadlinesOf(record),
  };
}

export interface BidPageRequest {
  readonly where: SqlPart;
  readonly orderBy: string;
  readonly limit: number;
  readonly offset: number;
}

const rowsSql = (where: SqlPart, orderBy: string): string => `${SELECT_ROWS} WHERE ${where.sql} ORDER BY ${orderBy}`;

const rowParams = (viewer: BidViewer, today: string, where: SqlPart) => ({
  ...where.params,
  today,
  viewerId: viewer.id,
  otherSide: otherSideOf(viewer),
});

/** Reads one page of bid rows; `where` and `orderBy` come from bid-conditions and bid-order. */
export function createBidRowReader(prepare: Prepare): (viewer: BidViewer, today: string, request: BidPageRequest) => BidRow[] {
  return (viewer, today, { where, orderBy, limit, offset }) => {
    const statement = prepare(`${rowsSql(where, orderBy)} LIMIT @limit OFFSET @offset`);
    const records = statement.all({ ...rowParams(viewer, today, where), limit, offset }) as BidRecord[];
    return records.map((record) => rowOf(record, viewer));
  };
}

/** Every bid row `where` matches, in order, read through an export's connection as they are written. */
export function* exportedBidRows(
  reader: ExportReader,
  viewer: BidViewer,
  today: string,
  where: SqlPart,
  orderBy: string,
): Generator<BidRow, void, undefined> {
  for (const record of reader.rows(reader.db.prepare(rowsSql(where, orderBy)), rowParams(viewer, today, where)))
    yield rowOf(record as BidRecord, viewer);
}
