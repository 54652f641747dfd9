// A lot as the detail answers need it: the listing's record (with the caller's bid and favorites
// group) plus what only the detail shows: drive, power, auction notes, sheet, photo download, note.
import type { Db } from '../db/open';
import { createLotReader, type LotRecord } from '../listing/lot-rows';

interface DetailExtra {
  readonly drive: string | null;
  readonly horsePower: number | null;
  readonly info: string | null;
  readonly auctionSheet: string | null;
  readonly allowDownloadPhotos: boolean;
  /** the manager note, null without one */
  readonly comment: string | null;
}

export interface LotSource {
  readonly lot: LotRecord;
  readonly extra: DetailExtra;
}

export function createLotSourceReader(db: Db): (lotId: number, userId: number) => LotSource | undefined {
  const readLots = createLotReader(db);
  const extras = db.prepare(`SELECT l.drive, l.horse_power AS horsePower, l.info, l.auction_sheet AS auctionSheet,
      l.allow_download_photos AS allowDownloadPhotos, n.comment
    FROM lots l LEFT JOIN lot_notes n ON n.lot_id = l.id
    WHERE l.id = ?`);
  return (lotId, userId) => {
    const [lot] = readLots([lotId], userId);
    const extra = extras.get(lotId) as (Omit<DetailExtra, 'allowDownloadPhotos'> & { allowDownloadPhotos: number }) | undefined;
    if (!lot || !extra) return undefined;
    return { lot, extra: { ...extra, allowDownloadPhotos: extra.allowDownloadPhotos === 1 } };
  };
}
