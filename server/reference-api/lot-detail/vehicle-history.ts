// A vehicle's earlier offerings (issue #19 item 3): the lots of any page type with the same frame
// number (serial) and model at an earlier auction day, newest first, as the lot page's history lists them.
import type { VehicleOffering } from '../../../schemas/api/vehicle-history';
import type { Db } from '../db/open';
import type { LotRecord } from '../listing/lot-rows';

export function createVehicleHistoryReader(db: Db): (lot: LotRecord) => VehicleOffering[] {
  const query = db.prepare(`SELECT l.id, l.page_type AS pageType, l.lot_no AS lotNo, l.auction_date || ' ' || l.auction_time AS auctionDate,
      h.name AS auctionName, l.condition, l.mileage, l.hours, COALESCE(l.fixed_price, l.start_price) AS startPrice, l.status,
      l.sold_price AS soldPrice
    FROM lots l
    JOIN auctions a ON a.id = l.auction_id
    JOIN auction_houses h ON h.id = a.house_id
    WHERE l.serial = ? AND l.model_id = ? AND l.auction_date < ?
    ORDER BY l.auction_date DESC, l.id DESC`);
  return (lot) => {
    if (lot.serial === null) return [];
    const rows = query.all(lot.serial, lot.modelId, lot.auctionDate) as Array<
      Omit<VehicleOffering, 'id' | 'lotNo'> & { id: number; lotNo: number }
    >;
    return rows.map((row) => ({ ...row, id: String(row.id), lotNo: String(row.lotNo) }));
  };
}
