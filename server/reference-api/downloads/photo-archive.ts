// Photo archives of lots: a download link is a one-hour token (photo_archives, migration 006); the
// archive is a ZIP of the lot's photos, drawn by the images module when the link is opened. Any route
// that hands out a lot's photos (lots, purchased cars) issues links here.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { createLotArtReader } from '../images/lot-art';
import { lotPhotoSvg } from '../images/lot-photo';
import { API_BASE } from '../images/urls';
import { zipArchive } from './zip';

const ARCHIVE_LINK_MINUTES = 60;
/** base64url of 24 random bytes */
export const ARCHIVE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{32}$';

interface PhotoArchive {
  readonly fileName: string;
  readonly data: Buffer;
}

export interface PhotoArchives {
  /** A link to the lot's photo archive for this user, valid ARCHIVE_LINK_MINUTES. */
  link(lotId: number, userId: number, at: Date): string;
  /** The archive behind a live token, undefined when the token is unknown or expired. */
  open(token: string, at: Date): PhotoArchive | undefined;
}

const slug = (text: string): string =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

export function createPhotoArchives(db: Db): PhotoArchives {
  const readLot = createLotArtReader(db);
  const store = db.prepare('INSERT INTO photo_archives (token, lot_id, user_id, expires_at) VALUES (?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM photo_archives WHERE expires_at <= ?');
  const lotOfToken = db.prepare('SELECT lot_id FROM photo_archives WHERE token = ? AND expires_at > ?').pluck();
  return {
    link(lotId, userId, at) {
      prune.run(at.getTime());
      const token = randomBytes(24).toString('base64url');
      store.run(token, lotId, userId, at.getTime() + ARCHIVE_LINK_MINUTES * 60_000);
      return `${API_BASE}/download/${token}.zip`;
    },
    open(token, at) {
      const lotId = lotOfToken.get(token, at.getTime()) as number | undefined;
      const lot = lotId === undefined ? undefined : readLot(lotId);
      if (!lot) return undefined;
      const entries = Array.from({ length: lot.photoCount }, (_, index) => ({
        name: `${String(index + 1).padStart(2, '0')}.svg`,
        data: Buffer.from(lotPhotoSvg(lot, index + 1), 'utf8'),
        modified: at,
      }));
      return { fileName: `lot-${lot.lotNo}-${slug(`${lot.maker} ${lot.model}`)}.zip`, data: zipArchive(entries) };
    },
  };
}
