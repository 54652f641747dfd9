// The lot detail page of every page type (seed 001 §2): the lot of the route's page type, composed
// from the sections its schema lists. The heading and the tab title are the car's name; beside the
// heading, the lot can be picked for comparison.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '../../api/client';
import { lotDetailQuery } from '../../api/lot-detail';
import { pageTitleId } from '../../i18n/messages';
import { CompareToggle } from '../../ui/CompareToggle';
import { PageHeading } from '../../ui/PageHeading';
import { token } from '../../ui/theme';
import type { PageProps } from '../../ui/page-props';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DetailSkeleton, LotFailed, LotMissing } from '../../engine/detail/DetailStates';
import { LotSections } from '../../engine/detail/LotSections';
import { toLotView } from '../../engine/detail/lot-view';
import { useRouteSchema } from '../../engine/detail/page-schema';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('spacingVerticalS')} ${token('spacingHorizontalM')};
  margin-bottom: ${token('spacingVerticalL')};
  & h1 {
    margin: 0;
  }
`;

/** Answers that mean the lot is not there: unknown (404) or an id that cannot be one (400, 422). */
const MISSING = [400, 404, 422];

export default function LotDetailPage({ pageId, params }: PageProps) {
  const intl = useIntl();
  const schema = useRouteSchema('detail');
  const query = useQuery(lotDetailQuery(schema.apiPageType, params.id ?? ''));
  const lot = useMemo(() => (query.data ? toLotView(query.data) : undefined), [query.data]);
  const title = lot?.title || intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);

  return (
    <>
      <Head>
        <PageHeading>{title}</PageHeading>
        {lot && <CompareToggle type={schema.apiPageType} lotId={lot.id} labelled />}
      </Head>
      {lot ? (
        <LotSections schema={schema} lot={lot} sections={schema.detail.sections} />
      ) : query.isError ? (
        isApiError(query.error, ...MISSING) ? (
          <LotMissing listingRoute={schema.route} />
        ) : (
          <LotFailed onRetry={() => void query.refetch()} />
        )
      ) : (
        <DetailSkeleton />
      )}
    </>
  );
}
