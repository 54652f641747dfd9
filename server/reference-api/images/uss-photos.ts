// A USS lot's photos beyond the first few are what the daily USS allowance buys (GET
// /car-auction/uss-images). Lists, lot pages and the public image route give the preview; the rest
// travel as links (uss_photo_links, migration 018) that last a day, one per lot and holder at a time.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { API_BASE } from './urls';

const USS_PREVIEW_PHOTOS = 3;
/** How long a link lasts (a paid day's access). */
export const USS_LINK_SECONDS = 24 * 60 * 60;

/** The photos anyone may see of a lot: all, or a USS lot's preview. */
export function previewPhotos(images: readonly string[], isUss: boolean): string[] {
  return isUss ? images.slice(0, USS_PREVIEW_PHOTOS) : [...images];
}

export const isPreviewPhoto = (photo: number, isUss: boolean): boolean => !isUss || photo <= USS_PREVIEW_PHOTOS;

export interface UssPhotoLinks {
  /** The lot's photo URLs through a live link of this holder (a new one when none lasts another hour). */
  urls(lotId: number, userId: number, photoCount: number, at: Date): string[];
  /** The lot behind a live token, undefined when it is unknown or expired. */
  lotOf(token: string, at: Date): number | undefined;
}

export function createUssPhotoLinks(db: Db): UssPhotoLinks {
  const live = db
    .prepare('SELECT token FROM uss_photo_links WHERE user_id = ? AND lot_id = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1')
    .pluck();
  const store = db.prepare('INSERT INTO uss_photo_links (token, lot_id, user_id, expires_at) VALUES (?, ?, ?, ?)');
  const prune = db.prepare('DELETE FROM uss_photo_links WHERE expires_at <= ?');
  const lotOfToken = db.prepare('SELECT lot_id FROM uss_photo_links WHERE token = ? AND expires_at > ?').pluck();
  const tokenFor = db.transaction((lotId: number, userId: number, at: number): string => {
    // a link handed out now stays good for at least an hour: a page opened on it has time to load them
    const kept = live.get(userId, lotId, at + 60 * 60_000) as string | undefined;
    if (kept) return kept;
    prune.run(at);
    // base64url of 24 random bytes (schemas/api/images.ts ussPhotoParamsSchema)
    const token = randomBytes(24).toString('base64url');
    store.run(token, lotId, userId, at + USS_LINK_SECONDS * 1000);
    return token;
  });
  return {
    urls(lotId, userId, photoCount, at) {
      const token = tokenFor(lotId, userId, at.getTime());
      return Array.from({ length: photoCount }, (_, index) => `${API_BASE}/images/uss/${token}/${index + 1}.svg`);
    },
    lotOf: (token, at) => lotOfToken.get(token, at.getTime()) as number | undefined,
  };
}
