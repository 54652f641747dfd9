// Where a bid row links (seed 000 §2): its lot's page by page type and id; archived lots open the
// statistics page of their kind (car auctions → car statistics, bikes → bike statistics).
import { pageTypeSchemas } from '../../../../shared/page-types/page-type-schemas';

const STATISTICS_OF: Readonly<Record<string, string>> = { 'car-auction': 'stats', bikes: 'bike-stats' };

export function bidLotHref(lotType: string, lotId: string, archived: boolean): string | undefined {
  const pageType = archived ? (STATISTICS_OF[lotType] ?? lotType) : lotType;
  const schema = pageTypeSchemas.find((s) => s.apiPageType === pageType);
  return schema?.detail.route.replace(':id', encodeURIComponent(lotId));
}
