// The price guide of a lot page (issue #19 item 1): what comparable lots of the statistics sold for —
// how many, over which days, the quartiles — as a strip with the start price and the amount being typed
// in the bid form, how far the search for them widened, and a link to exactly those sales in the
// statistics listing. Nothing shows where the viewer has no statistics to compare with.
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { PriceGuideResponse } from '../../../../../schemas/api/price-guide';
import type { PageTypeEntry } from '../../../../../shared/page-types/page-type-index';
import { isApiError } from '../../../../api/client';
import type { LotView } from '../../../../engine/detail/lot-view';
import type { SectionProps } from '../../../../engine/detail/section-props';
import { groupDigits } from '../../../../engine/views/format';
import { typedBidKey, typedBids } from '../../../../stores/typed-bids';
import { formatAmount } from '../../../../ui/amount';
import { FactList } from '../../../../ui/FactList';
import { LoadError } from '../../../../ui/LoadError';
import { MessageBarOnDemand } from '../../../../ui/MessageBarOnDemand';
import { PlaceText } from '../../../../ui/price-guide/PlaceText';
import { lotMarks } from '../../../../ui/price-guide/marks';
import { PriceStrip } from '../../../../ui/price-guide/PriceStrip';
import { usePriceGuide } from '../../../../ui/price-guide/use-price-guide';
import { SectionCard } from '../../../../ui/SectionCard';
import { token } from '../../../../ui/theme';

const Note = styled.p`
  margin: 0;
  color: ${token('colorNeutralForeground2')};
`;

const Subheading = styled.h3`
  margin: 0;
  font-size: ${token('fontSizeBase300')};
  font-weight: ${token('fontWeightSemibold')};
`;

/** The criteria the sales were chosen by, as facts. */
function criteriaRows(guide: PriceGuideResponse, lot: LotView, intl: IntlShape) {
  const { criteria } = guide;
  const any = intl.formatMessage({ id: 'priceGuide.criteria.any' });
  const between = (from: number, to: number, grouping: boolean) =>
    intl.formatMessage(
      { id: 'priceGuide.criteria.between' },
      { from: grouping ? groupDigits(from) : String(from), to: grouping ? groupDigits(to) : String(to) },
    );
  return [
    {
      key: 'model',
      label: intl.formatMessage({ id: 'priceGuide.criteria.model' }),
      value: [lot.title, criteria.modelCode].filter(Boolean).join(' '),
    },
    {
      key: 'years',
      label: intl.formatMessage({ id: 'priceGuide.criteria.years' }),
      value: between(criteria.yearFrom, criteria.yearTo, false),
    },
    {
      key: 'mileage',
      label: intl.formatMessage({ id: 'priceGuide.criteria.mileage' }),
      value:
        criteria.mileageFrom !== null && criteria.mileageTo !== null
          ? intl.formatMessage({ id: 'listing.mileage' }, { value: between(criteria.mileageFrom, criteria.mileageTo, true) })
          : any,
    },
    {
      key: 'grades',
      label: intl.formatMessage({ id: 'priceGuide.criteria.grades' }),
      value: criteria.grades ? criteria.grades.join(', ') : any,
    },
    {
      key: 'widened',
      label: intl.formatMessage({ id: 'priceGuide.criteria.widened' }),
      value:
        guide.widened.length > 0
          ? intl.formatList(guide.widened.map((step) => intl.formatMessage({ id: `priceGuide.widened.${step}` })))
          : intl.formatMessage({ id: 'priceGuide.criteria.exact' }),
    },
  ];
}

interface GuideBodyProps {
  guide: PriceGuideResponse;
  /** the lot page's page type */
  apiPageType: string;
  lot: LotView;
  statistics: PageTypeEntry;
}

function GuideBody({ guide, apiPageType, lot, statistics }: GuideBodyProps) {
  const intl = useIntl();
  const typed = useSnapshot(typedBids)[typedBidKey(apiPageType, lot.id)] ?? null;
  const money = (amount: number) => intl.formatMessage({ id: 'listing.money' }, { amount: formatAmount(amount) });
  if (!guide.prices || guide.count === 0) return <Note>{intl.formatMessage({ id: 'priceGuide.none' })}</Note>;
  const { prices } = guide;
  const fixedPrice = lot.bidInfo?.fixedPrice ?? null;
  const href = `${statistics.route}?${new URLSearchParams(guide.query).toString()}`;
  return (
    <>
      <Note>
        {intl.formatMessage({ id: 'priceGuide.count' }, { count: guide.count, from: guide.period?.from ?? '', to: guide.period?.to ?? '' })}
      </Note>
      {guide.count < guide.wanted && (
        <MessageBarOnDemand intent="warning">{intl.formatMessage({ id: 'priceGuide.few' }, { count: guide.count })}</MessageBarOnDemand>
      )}
      <PriceStrip prices={guide.soldPrices} summary={prices} marks={lot.bidInfo ? lotMarks(lot.bidInfo, typed) : []} />
      <PlaceText prices={guide.soldPrices} amount={fixedPrice ?? typed} subject={fixedPrice !== null ? 'price' : 'bid'} />
      <FactList
        rows={(['min', 'p25', 'median', 'p75', 'max'] as const).map((key) => ({
          key,
          label: intl.formatMessage({ id: `priceGuide.prices.${key}` }),
          value: money(prices[key]),
        }))}
      />
      <Subheading>{intl.formatMessage({ id: 'priceGuide.criteria.title' })}</Subheading>
      <FactList rows={criteriaRows(guide, lot, intl)} />
      <div>
        <Link href={href} target="_blank" rel="noopener">
          {intl.formatMessage({ id: 'priceGuide.link' }, { count: guide.count })}
        </Link>
      </div>
    </>
  );
}

export function PriceGuideSection({ schema, lot }: SectionProps) {
  const intl = useIntl();
  const { available, statistics, query } = usePriceGuide(schema.apiPageType, lot.id);
  // a backend without guides (404) or a refusal (403) shows nothing, as a viewer without statistics
  if (!available || !statistics || isApiError(query.error, 403, 404)) return null;

  let body;
  if (query.isPending) body = <Spinner size="small" label={intl.formatMessage({ id: 'common.loading' })} />;
  else if (query.isError) body = <LoadError message="priceGuide.error" onRetry={() => void query.refetch()} />;
  else body = <GuideBody guide={query.data} apiPageType={schema.apiPageType} lot={lot} statistics={statistics} />;
  return <SectionCard title={intl.formatMessage({ id: 'lotDetail.section.priceGuide' })}>{body}</SectionCard>;
}
