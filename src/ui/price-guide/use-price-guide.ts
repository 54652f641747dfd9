// The price guide of a lot, when there is one for this viewer: lots of car auctions, stock and bikes,
// read from statistics the company keeps and the viewer may view (else no call is made and nothing shows).
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { PRICE_GUIDE_STATISTICS } from '../../../schemas/api/price-guide';
import { pageTypeIndex, type PageTypeEntry } from '../../../shared/page-types/page-type-index';
import { pageTypeSettings } from '../../../shared/page-types/page-type-settings';
import { priceGuideQuery } from '../../api/lot-guide';
import { useProfile } from '../../api/session';
import { useCompanyConfig } from '../company-config';

/** The statistics page type a page type's guide reads, if it has a guide. */
function statisticsOf(apiPageType: string): PageTypeEntry | undefined {
  const id: string | undefined = PRICE_GUIDE_STATISTICS[apiPageType as keyof typeof PRICE_GUIDE_STATISTICS];
  return pageTypeIndex.find((type) => type.apiPageType === id);
}

/** The statistics page type whose sales make a page type's price guide, for the page types this viewer has one of. */
export function usePriceGuideStatistics(): (apiPageType: string) => PageTypeEntry | undefined {
  const config = useCompanyConfig();
  const permission = useProfile()?.permission;
  return (apiPageType) => {
    const statistics = statisticsOf(apiPageType);
    return statistics && pageTypeSettings(config, statistics.id).enabled && permission?.[statistics.permission] === true
      ? statistics
      : undefined;
  };
}

export function usePriceGuide(apiPageType: string, lotId: string) {
  const statistics = usePriceGuideStatistics()(apiPageType);
  const available = statistics !== undefined;
  // the guide's answer arrives after the page's first paint: deferred, React renders what it brings in
  // slices (a query's answer itself renders in one block, a long task on the lot page)
  const query = useDeferredValue(useQuery({ ...priceGuideQuery(apiPageType, lotId), enabled: available }));
  return { available, statistics, query };
}
