// The listing below 768 px (seed 001 §2, §4): a Search button opening the filter drawer, the sort
// control and saved searches, then lots that load endlessly as the end of the list comes near. The
// list starts again, at the top, whenever the query or sort changes.
import { Button } from '@fluentui/react-button';
import { Search20Regular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listingEndlessQuery, listingKeys } from '../../api/listing';
import { RESTORE_FOCUS_TARGET } from '../../ui/restore-focus';
import { token } from '../../ui/theme';
import { FilterTags } from '../filters/FilterTags';
import { clearFilters, type ListState } from '../../../shared/list/list-params';
import { CheckedRows, ListCheckPanel } from '../list-check/CheckedList';
import { useListingCheck } from '../list-check/use-list-check';
import { LotsView } from '../views/LotsView';
import { BackToTopButton } from './BackToTopButton';
import { EmptyState } from './EmptyState';
import { EndMarker } from './EndMarker';
import { ListingHeader } from './ListingHeader';
import type { ListingSetup } from './listing-settings';
import type { ListingViewProps } from './listing-props';
import { SortMenu } from './SortMenu';
import { loadMobileOptionList } from '../filters/controls/mobile-option-list-loader';
import { isSortEnabled } from './sort-enabled';
import { useListingErrorLog } from './use-listing-error-log';

// The drawer, its filter controls and Fluent's drawer load on the first tap of Search.
const MobileFilterDrawer = lazy(() =>
  Promise.all([import('../filters/MobileFilterDrawer'), loadMobileOptionList()]).then(([m]) => ({ default: m.MobileFilterDrawer })),
);

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
  margin-bottom: ${token('spacingVerticalM')};
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 120px;
`;

interface PhoneListingProps extends Omit<ListingViewProps, 'schema'> {
  setup: ListingSetup;
  state: ListState;
  onChange(next: ListState): void;
}

export function PhoneListing({ setup, state, onChange, title, toolbar: Toolbar, wishlist }: PhoneListingProps) {
  const intl = useIntl();
  const { schema, settings } = setup;
  const [drawerOpen, setDrawerOpen] = useState(false);
  // mounted from the first opening on, so it can animate closed
  const [drawerUsed, setDrawerUsed] = useState(false);
  const controls = useRef<HTMLDivElement>(null);
  const query = useInfiniteQuery(listingEndlessQuery(schema, state));
  useListingErrorLog(query.error);

  const listKey = listingKeys.endless(schema, state).join('|');
  // a block body: Chromium's scrollTo returns a promise, which React would take for a cleanup
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [listKey]);

  const pages = query.isError ? undefined : query.data?.pages;
  const lots = useMemo(() => pages?.flatMap((p) => p.lots) ?? [], [pages]);
  // the pages loaded so far as one answer, so a problem's path is the row's place in the list
  const check = useListingCheck(schema.listKey, pages && lots, pages?.[0]?.pageInfo);
  const total = pages?.[0]?.pageInfo.totalSearchResults ?? -1;
  const loading = query.isFetching && !query.isFetchingNextPage;
  const { fetchNextPage } = query;

  return (
    <>
      <ListingHeader title={title} total={pages?.[0]?.pageInfo.totalSearchResults} />
      <Controls ref={controls}>
        <Button
          appearance="primary"
          icon={<Search20Regular />}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          {...RESTORE_FOCUS_TARGET}
        >
          {intl.formatMessage({ id: 'listing.search.open' })}
        </Button>
        <SortMenu schema={schema} state={state} onChange={onChange} disabled={!isSortEnabled(loading, total, lots.length)} />
        {Toolbar && <Toolbar schema={schema} state={state} mobile />}
      </Controls>
      <FilterTags schema={schema} state={state} onChange={onChange} />
      <ListCheckPanel check={check} />
      {query.isPending ? (
        <Loading>
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        </Loading>
      ) : lots.length === 0 ? (
        <EmptyState onReset={() => onChange(clearFilters(state))} />
      ) : (
        <CheckedRows
          check={check}
          rows={lots}
          render={(shown) => (
            <LotsView
              schema={schema}
              layout="phone"
              settings={settings}
              lots={shown}
              label={intl.formatMessage({ id: 'listing.lots' })}
              total={total}
              busy={query.isFetching}
              wishlist={wishlist}
            />
          )}
        />
      )}
      <EndMarker
        active={query.hasNextPage && !query.isFetching}
        loaded={lots.length}
        onReach={() => void fetchNextPage({ cancelRefetch: false })}
      />
      {query.isFetchingNextPage && (
        <Loading>
          <Spinner size="small" label={intl.formatMessage({ id: 'listing.loadingMore' })} />
        </Loading>
      )}
      <BackToTopButton start={controls} />
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileFilterDrawer
            schema={schema}
            state={state}
            onChange={onChange}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            totalSearchResults={pages ? total : undefined}
          />
        </Suspense>
      )}
    </>
  );
}
