// Photo download on a bid row (seed 000 §2): the lot's archive through its page type's download call,
// with a progress percentage. Lots of page types without photo archives (stock, statistics) or of a
// page type the company disabled (its calls answer 404) show none.
import type { BidRow } from '../../../../schemas/api/bids';
import type { DownloadRoute } from '../../../api/lot-detail';
import { useEnabledPageTypes } from '../../../ui/disabled-page-types';
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
  const enabled = useEnabledPageTypes().has(bid.lotType);
  return route && enabled ? <PhotoDownloadButton route={route} id={bid.id} compact /> : null;
}
