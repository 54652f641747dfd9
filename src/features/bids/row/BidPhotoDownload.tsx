// Photo download on a bid row (seed 000 §2): the lot's archive through its page type's download call,
// with a progress percentage. Lots of page types without photo archives (stock, statistics) show none.
import type { BidRow } from '../../../../schemas/api/bids';
import type { DownloadRoute } from '../../../api/lot-detail';
import { PhotoDownloadButton } from '../../../ui/PhotoDownloadButton';
import type { BidTableVariant } from '../../../api/bid-table-variants';

const ROUTES: Readonly<Record<string, DownloadRoute>> = {
  'car-auction': '/car-auction',
  bikes: '/bikes',
  'bike-stats': '/bike-stats',
  machinery: '/machinery',
};

export function BidPhotoDownload({ bid }: { bid: BidRow; variant: BidTableVariant }) {
  const route = ROUTES[bid.lotType];
  return route ? <PhotoDownloadButton route={route} id={bid.id} compact /> : null;
}
