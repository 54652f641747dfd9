// A lot's page (seed 001 §2 "Lot detail screen"), its sections registered first.
import '../detail-sections';
import { lotDetailQuery } from '../../api/lot-detail';
import { toLotView } from '../../engine/detail/lot-view';
import { loadPageTypeSchema } from '../../engine/page-type-schema';
import type { PageStart } from '../../ui/page-props';
import { preloadImages } from '../../ui/preload-images';
import { pageTypeIndex } from '../../../shared/page-types/page-type-index';
import { routeTable } from '../../../shared/routes/route-table';

export { default } from '../../features/lot-detail/LotDetailPage';

/**
 * The lot call (which the portal's index.html started already), taken with the route's code; once it
 * answers, the gallery's main photo, the page's largest paint, loads without waiting for the page to render.
 */
export function prefetch({ pageId, params, queryClient }: PageStart): void {
  const route = routeTable.find((r) => r.page === pageId)?.path;
  const type = pageTypeIndex.find((p) => p.detailRoute === route);
  if (!type || !params.id) return;
  const id = params.id;
  void loadPageTypeSchema(type.id)
    .then(async (schema) => {
      const lot = toLotView(await queryClient.fetchQuery(lotDetailQuery(schema.apiPageType, id)));
      if (schema.detail.sections.some((section) => section.kind === 'gallery')) preloadImages(lot.images.slice(0, 1));
    })
    // a failed call is the page's to show
    .catch(() => undefined);
}
