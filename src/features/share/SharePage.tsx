// Shared lot pages (seed 001 §2 "Shared lot page"), open to anyone with the link: the access-code gate,
// then the lot's detail sections read-only — no bid panel, share button or manager note. The page
// title and the tab title are the car's name. The sections come from the lot detail feature: a share
// page is the detail page of a lot without a caller.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SectionKind } from '../../../schemas/meta/page-type.schema';
import { shareSummaryQuery, unlockSharedLot } from '../../api/share';
import { DetailSkeleton, LotFailed, LotMissing } from '../../engine/detail/DetailStates';
import { LotSections } from '../../engine/detail/LotSections';
import { toLotView } from '../../engine/detail/lot-view';
import { useRouteSchema } from '../../engine/detail/page-schema';
import { isApiError } from '../../api/client';
import { pageTitleId } from '../../i18n/messages';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/page-props';
import { useDocumentTitle } from '../../ui/use-document-title';
import { AccessCodeGate } from './AccessCodeGate';

/** Sections that act or read for a signed-in caller; a visitor of a share page has none. */
const CALLER_SECTIONS: readonly SectionKind[] = ['bidPanel', 'share', 'managerNote', 'priceGuide', 'vehicleHistory'];

/** Where the missing-lot state leads: the car listing (seed 001 §8). */
const CAR_LISTING = '/car-auctions';

export default function SharePage({ pageId, params }: PageProps) {
  const intl = useIntl();
  const schema = useRouteSchema('share');
  const type = schema.apiPageType as Parameters<typeof shareSummaryQuery>[0];
  const id = params.id ?? '';
  const summary = useQuery(shareSummaryQuery(type, id));
  const unlock = useMutation({ mutationFn: (code: string) => unlockSharedLot({ type, id, code }) });
  const lot = useMemo(() => (unlock.data ? toLotView(unlock.data.lot) : undefined), [unlock.data]);
  const sections = useMemo(() => schema.detail.sections.filter((s) => !CALLER_SECTIONS.includes(s.kind)), [schema]);
  const title = unlock.data?.title || summary.data?.title || intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);

  const missing = isApiError(summary.error, 400, 404, 422) || isApiError(unlock.error, 404);
  let body;
  if (missing) body = <LotMissing listingRoute={CAR_LISTING} />;
  else if (lot && unlock.variables)
    body = <LotSections schema={schema} lot={lot} sections={sections} shared={{ type, id, code: unlock.variables }} />;
  else if (summary.isPending) body = <DetailSkeleton />;
  else if (summary.isError) body = <LotFailed onRetry={() => void summary.refetch()} />;
  else body = <AccessCodeGate pending={unlock.isPending} error={unlock.error} onSubmit={(code) => unlock.mutate(code)} />;

  return (
    <>
      <PageHeading>{title}</PageHeading>
      {body}
    </>
  );
}
