// Reads a lot with what the bid rules and notifications need: prices, its auction's date and time.
import type { Db } from '../db/open';
import type { BiddingLot } from './rules';

export function createBiddingLotReader(db: Db): (lotId: number) => BiddingLot | undefined {
  const query = db.prepare(`SELECT l.id, l.page_type AS pageType, l.lot_no AS lotNo, h.name AS auctionName,
      a.date AS auctionDate, l.auction_time AS auctionTime, l.status, l.start_price AS startPrice,
      l.average_price AS averagePrice, l.sold_price AS soldPrice, l.fixed_price AS fixedPrice,
      mk.name || ' ' || m.name || ' ' || l.year AS specification
    FROM lots l
    JOIN auctions a ON a.id = l.auction_id
    JOIN auction_houses h ON h.id = a.house_id
    JOIN models m ON m.id = l.model_id
    JOIN makers mk ON mk.id = m.maker_id
    WHERE l.id = ?`);
  return (lotId) => query.get(lotId) as BiddingLot | undefined;
}
