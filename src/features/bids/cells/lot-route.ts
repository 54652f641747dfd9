// Where a bid row links (seed 000 §2): its lot's page by page type and id; archived lots open the
// statistics page of their kind (car auctions → car statistics, bikes → bike statistics). A page the
// company disabled is no link: the row stays, its lot number plain text.
import { useCallback } from 'react';
import { lotPageHref, pageTypeIndex } from '../../../../shared/page-types/page-type-index';
import { STATISTICS_OF } from '../../../../shared/page-types/statistics-of';
import { useLinkable } from '../../../ui/disabled-page-types';

function bidLotHref(lotType: string, lotId: string, archived: boolean): string | undefined {
  const pageType = archived ? (STATISTICS_OF[lotType] ?? lotType) : lotType;
  const type = pageTypeIndex.find((p) => p.apiPageType === pageType);
  return type && lotPageHref(type, lotId);
}

/** The link of a bid's lot, undefined when its page type has no detail page or the company disabled it. */
export function useBidLotHref(): (lotType: string, lotId: string, archived: boolean) => string | undefined {
  const linkable = useLinkable();
  return useCallback(
    (lotType: string, lotId: string, archived: boolean) => {
      const href = bidLotHref(lotType, lotId, archived);
      return href !== undefined && linkable(href) ? href : undefined;
    },
    [linkable],
  );
}
