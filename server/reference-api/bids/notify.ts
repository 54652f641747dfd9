// Socket notifications of bid events (seed 000 §4 "Notification event types"; docs/api.md "Bids and
// notifications"). A client's or dealer's own change goes to the managers as `notification`; a
// manager's change goes to the bid's client and their dealer as `client-notification`. The message
// comes in English and Russian and is built from the bid as it is after the change. Every manager's
// change also goes to the other managers as `bid-update`, so their screens show the bid as it now is.
import type { Notification } from '../../../schemas/api/notifications';
import type { ApiContext } from '../context';
import type { Db } from '../db/open';
import { formatRangeNumber } from '../../../shared/list/ranges';

export type BidEventType = Exclude<Notification['eventType'], 'chatMessage'>;

export interface BidEvent {
  readonly type: BidEventType;
  readonly bidId: number;
}

interface BidRow {
  bidId: number;
  userId: number;
  dealerId: number | null;
  userName: string;
  amount: number;
  status: number;
  soldPrice: number | null;
  adjustmentPrice: number;
  lotNo: number;
  auctionName: string;
  specification: string;
}

/** Bid status names of seed 000 §4 as clients see them (status 1 reads 'Under review'). */
const STATUS_NAMES: Readonly<Record<number, { en: string; ru: string }>> = {
  1: { en: 'Under review', ru: 'На рассмотрении' },
  2: { en: 'Bid', ru: 'Ставка' },
  3: { en: "Don't bid", ru: 'Не ставить' },
  4: { en: 'Cancelled', ru: 'Отменена' },
  5: { en: 'Finished', ru: 'Завершена' },
  6: { en: 'Win', ru: 'Выигрыш' },
  7: { en: 'Won', ru: 'Выиграна' },
};

/** Money with space thousand separators, as the portal shows it. */
const digits = (amount: number | null): string => formatRangeNumber(amount ?? 0, true);
/** As the interface writes yen (locales' listing.money): the sign before the amount in English, after it in Russian. */
const yen = (amount: number | null): string => `¥${digits(amount)}`;
const yenRu = (amount: number | null): string => `${digits(amount)} ¥`;

const MESSAGES: Readonly<Record<BidEventType, (bid: BidRow) => Notification['message']>> = {
  clientNewBid: (b) => ({
    en: `${b.userName} placed a bid of ${yen(b.amount)} on lot ${b.lotNo} (${b.auctionName})`,
    ru: `${b.userName} сделал ставку ${yenRu(b.amount)} на лот ${b.lotNo} (${b.auctionName})`,
  }),
  clientRebid: (b) => ({
    en: `${b.userName} bid again, ${yen(b.amount)}, on lot ${b.lotNo} (${b.auctionName})`,
    ru: `${b.userName} снова сделал ставку ${yenRu(b.amount)} на лот ${b.lotNo} (${b.auctionName})`,
  }),
  clientChangeAmount: (b) => ({
    en: `${b.userName} changed the bid on lot ${b.lotNo} (${b.auctionName}) to ${yen(b.amount)}`,
    ru: `${b.userName} изменил ставку на лот ${b.lotNo} (${b.auctionName}): ${yenRu(b.amount)}`,
  }),
  clientCancelBid: (b) => ({
    en: `${b.userName} cancelled the bid on lot ${b.lotNo} (${b.auctionName})`,
    ru: `${b.userName} отменил ставку на лот ${b.lotNo} (${b.auctionName})`,
  }),
  managerNewBid: (b) => ({
    en: `A manager placed a bid of ${yen(b.amount)} for you on lot ${b.lotNo} (${b.auctionName})`,
    ru: `Менеджер сделал за вас ставку ${yenRu(b.amount)} на лот ${b.lotNo} (${b.auctionName})`,
  }),
  managerBidStatus: (b) => ({
    en: `Your bid on lot ${b.lotNo} (${b.auctionName}) is now: ${STATUS_NAMES[b.status]?.en ?? b.status}`,
    ru: `Статус вашей ставки на лот ${b.lotNo} (${b.auctionName}): ${STATUS_NAMES[b.status]?.ru ?? b.status}`,
  }),
  managerWinBid: (b) => ({
    en: `You won lot ${b.lotNo} (${b.auctionName})`,
    ru: `Вы выиграли лот ${b.lotNo} (${b.auctionName})`,
  }),
  managerChangeAmount: (b) => ({
    en: `A manager changed your bid on lot ${b.lotNo} (${b.auctionName}) to ${yen(b.amount)}`,
    ru: `Менеджер изменил вашу ставку на лот ${b.lotNo} (${b.auctionName}): ${yenRu(b.amount)}`,
  }),
  managerUpdateStatus: (b) => ({
    en: `Lot ${b.lotNo} (${b.auctionName}) sold for ${yen(b.soldPrice)}`,
    ru: `Лот ${b.lotNo} (${b.auctionName}) продан за ${yenRu(b.soldPrice)}`,
  }),
  managerUpdateBidAmount: (b) => ({
    en: `A manager may now overbid up to ${yen(b.adjustmentPrice)} on lot ${b.lotNo} (${b.auctionName})`,
    ru: `Менеджер может перебить ставку до ${yenRu(b.adjustmentPrice)} на лот ${b.lotNo} (${b.auctionName})`,
  }),
};

const readers = new WeakMap<Db, (bidId: number) => BidRow | undefined>();

function bidReader(db: Db): (bidId: number) => BidRow | undefined {
  let read = readers.get(db);
  if (!read) {
    const query = db.prepare(`SELECT b.id AS bidId, b.user_id AS userId, u.dealer_id AS dealerId, u.full_name AS userName,
        b.amount, b.status, b.sold_price AS soldPrice, b.adjustment_price AS adjustmentPrice, l.lot_no AS lotNo,
        h.name AS auctionName, mk.name || ' ' || m.name || ' ' || l.year AS specification
      FROM bids b
      JOIN users u ON u.id = b.user_id
      JOIN lots l ON l.id = b.lot_id
      JOIN auctions a ON a.id = l.auction_id
      JOIN auction_houses h ON h.id = a.house_id
      JOIN models m ON m.id = l.model_id
      JOIN makers mk ON mk.id = m.maker_id
      WHERE b.id = ?`);
    read = (bidId) => query.get(bidId) as BidRow | undefined;
    readers.set(db, read);
  }
  return read;
}

function isClientEvent(type: BidEventType): boolean {
  return type.startsWith('client');
}

/** The notification of a bid event, or undefined when the bid is gone. */
function bidNotification(db: Db, event: BidEvent): { notification: Notification; clientIds: number[] } | undefined {
  const bid = bidReader(db)(event.bidId);
  if (!bid) return undefined;
  const notification: Notification = {
    eventType: event.type,
    message: MESSAGES[event.type](bid),
    lotNo: bid.lotNo,
    auctionName: bid.auctionName,
    specification: bid.specification,
    bidId: bid.bidId,
    isClientMessage: isClientEvent(event.type),
  };
  return { notification, clientIds: bid.dealerId === null ? [bid.userId] : [bid.userId, bid.dealerId] };
}

/** Tells the managers' screens but the one that made it (X-Socket-Id) that a manager changed a bid. */
export function announceManagerChange(context: Pick<ApiContext, 'realtime'>, bidId: number, exceptSocketId?: string): void {
  context.realtime.notifyRole('manager', 'bid-update', { bidId }, { exceptSocketId });
}

/** Sends a bid event to whoever should hear of it; the socket that caused it (X-Socket-Id) is skipped. */
export function notifyBidEvent(context: Pick<ApiContext, 'db' | 'realtime'>, event: BidEvent, exceptSocketId?: string): void {
  const built = bidNotification(context.db, event);
  if (!built) return;
  const options = { exceptSocketId };
  if (isClientEvent(event.type)) {
    context.realtime.notifyRole('manager', 'notification', built.notification, options);
    return;
  }
  context.realtime.notifyUsers(built.clientIds, 'client-notification', built.notification, options);
  announceManagerChange(context, event.bidId, exceptSocketId);
}
