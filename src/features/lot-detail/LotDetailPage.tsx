// The lot detail page of every page type (seed 001 §2): the lot of the route's page type, composed
// from the sections its schema lists. The heading and the tab title are the car's name.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/client';
import { lotDetailQuery } from '../../api/lot-detail';
import { pageTitleId } from '../../i18n/messages';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/page-props';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DetailSkeleton, LotFailed, LotMissing } from '../../engine/detail/DetailStates';
import { LotSections } from '../../engine/detail/LotSections';
import { toLotView } from '../../engine/detail/lot-view';
import { useRouteSchema } from '../../engine/detail/page-schema';

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
      <PageHeading>{title}</PageHeading>
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
