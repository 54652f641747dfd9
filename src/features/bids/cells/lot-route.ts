// Where a bid row links (seed 000 §2): its lot's page by page type and id; archived lots open the
// statistics page of their kind (car auctions → car statistics, bikes → bike statistics).
import { pageTypeIndex } from '../../../../shared/page-types/page-type-index';

const STATISTICS_OF: Readonly<Record<string, string>> = { 'car-auction': 'stats', bikes: 'bike-stats' };

export function bidLotHref(lotType: string, lotId: string, archived: boolean): string | undefined {
  const pageType = archived ? (STATISTICS_OF[lotType] ?? lotType) : lotType;
  const type = pageTypeIndex.find((p) => p.apiPageType === pageType);
  return type?.detailRoute.replace(':id', encodeURIComponent(lotId));
}
