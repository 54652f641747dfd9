// What the image generator needs to know about a lot, read in one query.
import type { Db } from '../db/open';

export interface LotArt {
  readonly id: number;
  readonly pageType: string;
  readonly lotNo: number;
  readonly maker: string;
  readonly model: string;
  readonly body: string;
  readonly color: string;
  readonly year: number;
  readonly grade: string;
  readonly condition: string;
  readonly chassis: string;
  readonly serial: string | null;
  readonly mileage: number | null;
  readonly hours: number | null;
  readonly engineCc: number;
  readonly gearbox: string | null;
  readonly equip: string;
  readonly auctionName: string;
  readonly auctionDate: string;
  readonly auctionTime: string;
  readonly photoCount: number;
  readonly hasSheet: boolean;
  readonly isUss: boolean;
}

export function createLotArtReader(db: Db): (lotId: number) => LotArt | undefined {
  const query = db.prepare(`SELECT l.id, l.page_type AS pageType, l.lot_no AS lotNo, mk.name AS maker, md.name AS model,
      md.body, l.color, l.year, l.grade, l.condition, l.chassis, l.serial, l.mileage, l.hours, l.engine_cc AS engineCc,
      l.gearbox, l.equip, h.name AS auctionName, a.date AS auctionDate, l.auction_time AS auctionTime,
      json_array_length(l.images) AS photoCount, l.auction_sheet IS NOT NULL AS hasSheet, h.is_uss AS isUss
    FROM lots l
    JOIN models md ON md.id = l.model_id
    JOIN makers mk ON mk.id = md.maker_id
    JOIN auctions a ON a.id = l.auction_id
    JOIN auction_houses h ON h.id = a.house_id
    WHERE l.id = ?`);
  return (lotId) => {
    const row = query.get(lotId) as (Omit<LotArt, 'hasSheet' | 'isUss'> & { hasSheet: number; isUss: number }) | undefined;
    return row && { ...row, hasSheet: row.hasSheet === 1, isUss: row.isUss === 1 };
  };
}
