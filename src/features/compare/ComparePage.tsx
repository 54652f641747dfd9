// The comparison of up to 4 lots (issue #20). Its address names the lots (/compare?lots=car-auction:12,
// bikes:7), so it can be shared; without them it shows the lots this browser picked and writes them in.
// Each lot is loaded as its lot page loads it (with its price guide where the viewer has one) and shown
// from its page type's detail sections.
import { Button } from '@fluentui/react-button';
import { Switch } from '@fluentui/react-switch';
import { useQueries, type QueryObserverResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { LotDetailResponse } from '../../../schemas/api/lot-detail';
import type { PriceGuideResponse } from '../../../schemas/api/price-guide';
import { pageTypeSchemas } from '../../../shared/page-types/page-type-schemas';
import { isApiError } from '../../api/client';
import { lotDetailQuery } from '../../api/lot-detail';
import { priceGuideQuery } from '../../api/lot-guide';
import { toLotView } from '../../engine/detail/lot-view';
import { pageTitleId } from '../../i18n/messages';
import {
  compareHref,
  comparedLots,
  COMPARE_LIMIT,
  isCompared,
  parseCompareParam,
  setCompared,
  toggleCompared,
} from '../../stores/compare-lots';
import { PageHeading } from '../../ui/PageHeading';
import { usePriceGuideStatistics } from '../../ui/price-guide/use-price-guide';
import type { PageProps } from '../../ui/page-props';
import { token } from '../../ui/theme';
import { useCopied } from '../../ui/use-copied';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { CompareTable, type CompareColumn } from './CompareTable';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  margin-bottom: ${token('spacingVerticalM')};
`;

const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
  margin: 0 auto 0 0;
  color: ${token('colorNeutralForeground2')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  &::before {
    content: '';
    width: 16px;
    height: 16px;
    flex-shrink: 0;
    border-radius: ${token('borderRadiusSmall')};
    background: ${token('colorPaletteYellowBackground2')};
    border: ${token('strokeWidthThin')} solid ${token('colorNeutralStroke1')};
  }
`;

const Note = styled.p`
  margin: 0 0 ${token('spacingVerticalM')};
  font-family: ${token('fontFamilyBase')};
  font-size: ${token('fontSizeBase300')};
  color: ${token('colorNeutralForeground2')};
`;

/** Answers that mean the lot is not there for this user: unknown, not allowed, or no lot id. */
const MISSING = [400, 403, 404, 422];

const schemaOf = (type: string) => pageTypeSchemas.find((schema) => schema.apiPageType === type);

type Result<T> = Pick<QueryObserverResult<T>, 'data' | 'error' | 'isPending' | 'fetchStatus'>;

/** A price guide as the comparison shows it: none when it is not asked for or not answered. */
function guideOf(result: Result<PriceGuideResponse> | undefined): PriceGuideResponse | null | undefined {
  if (!result || result.error || (result.isPending && result.fetchStatus === 'idle')) return null;
  return result.data;
}

export default function ComparePage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  const [, navigate] = useLocation();
  const param = new URLSearchParams(useSearch()).get('lots');
  const { lots: picked } = useSnapshot(comparedLots);
  const lots = param === null ? picked : parseCompareParam(param);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const link = useCopied();

  // the address names the lots it shows, so it can be shared
  useEffect(() => {
    if (param === null && picked.length > 0) navigate(compareHref(picked), { replace: true });
  }, [param, picked, navigate]);

  const guideStatistics = usePriceGuideStatistics();
  const details: Result<LotDetailResponse>[] = useQueries({
    queries: lots.map((lot) => ({ ...lotDetailQuery(lot.type, lot.id), enabled: schemaOf(lot.type) !== undefined })),
  });
  const guides: Result<PriceGuideResponse>[] = useQueries({
    queries: lots.map((lot) => ({ ...priceGuideQuery(lot.type, lot.id), enabled: guideStatistics(lot.type) !== undefined })),
  });
  const columns = lots.map((lot, index): CompareColumn => {
    const { data, error } = details[index] ?? {};
    const schema = schemaOf(lot.type);
    const failure = !schema || isApiError(error, ...MISSING) ? 'missing' : error ? 'failed' : undefined;
    return { key: `${lot.type}:${lot.id}`, schema, lot: data ? toLotView(data) : undefined, guide: guideOf(guides[index]), failure };
  });

  const remove = (column: CompareColumn) => {
    const [type = '', id = ''] = column.key.split(':');
    if (isCompared(picked, type, id)) toggleCompared(type, id);
    navigate(compareHref(lots.filter((lot) => lot.type !== type || lot.id !== id)), { replace: true });
  };
  const sameAsPicked = lots.length === picked.length && lots.every((lot) => isCompared(picked, lot.type, lot.id));

  if (lots.length === 0) {
    return (
      <>
        <PageHeading>{title}</PageHeading>
        <Note>{intl.formatMessage({ id: 'compare.empty' }, { max: COMPARE_LIMIT })}</Note>
        <Link href="/car-auctions">{intl.formatMessage({ id: 'compare.toListings' })}</Link>
      </>
    );
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Bar>
        <Legend>{intl.formatMessage({ id: 'compare.legend' })}</Legend>
        <Switch
          checked={onlyDifferences}
          label={intl.formatMessage({ id: 'compare.onlyDifferences' })}
          onChange={(_, data) => setOnlyDifferences(data.checked)}
        />
        <Button onClick={() => void link.copy(window.location.origin + compareHref(lots))}>
          {intl.formatMessage({ id: link.copied ? 'compare.linkCopied' : 'compare.copyLink' })}
        </Button>
        {!sameAsPicked && <Button onClick={() => setCompared(lots)}>{intl.formatMessage({ id: 'compare.keep' })}</Button>}
        <VisuallyHidden role="status">{link.copied ? intl.formatMessage({ id: 'compare.linkCopied' }) : ''}</VisuallyHidden>
      </Bar>
      {link.failed && <Note role="alert">{intl.formatMessage({ id: 'compare.copyFailed' })}</Note>}
      {lots.length === 1 && <Note>{intl.formatMessage({ id: 'compare.pickAnother' })}</Note>}
      <CompareTable columns={columns} onlyDifferences={onlyDifferences} onRemove={remove} />
    </>
  );
}
