import type { PageTypeSchema } from '../../../../../schemas/meta/page-type.schema';
import type { DownloadRoute } from '../../../../api/lot-detail';
import type { LotView } from '../../../../engine/detail/lot-view';

/** The page types whose photos download as an archive (seed 001 §7 download-images routes). */
const ROUTES: Readonly<Record<string, DownloadRoute>> = {
  'car-auction': '/car-auction',
  bikes: '/bikes',
  'bike-stats': '/bike-stats',
  machinery: '/machinery',
};

/** The archive route of a lot, or null when no download is offered: not allowed, USS, or not this page type (seed 001 §2). */
export function photoDownloadRoute(schema: PageTypeSchema, lot: LotView): DownloadRoute | null {
  if (!lot.allowDownloadPhotos || lot.isUss) return null;
  return ROUTES[schema.apiPageType] ?? null;
}
