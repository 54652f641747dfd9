// The listing from the tablet width up (seed 001 §2): title and total, the page's toolbar, Show/Hide
// Search, the day buttons and schedule, the filter panel and tags, view switcher, sort and page size,
// then the lots of one page and the pagination.
import { Button } from '@fluentui/react-button';
import { Filter20Regular } from '@fluentui/react-icons';
import { Spinner } from '@fluentui/react-spinner';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { listingPageQuery } from '../../api/listing';
import { token } from '../../ui/theme';
import { FilterPanel } from '../filters/FilterPanel';
import { FilterTags } from '../filters/FilterTags';
import { ScheduleBar } from '../filters/ScheduleBar';
import { clearFilters, setSort, type ListState } from '../../../shared/list/list-params';
import { CheckedRows, ListCheckPanel } from '../list-check/CheckedList';
import { useListingCheck } from '../list-check/use-list-check';
import { LotsView } from '../views/LotsView';
import { EmptyState } from './EmptyState';
import { ListingHeader } from './ListingHeader';
import type { ListingSetup } from './listing-settings';
import type { ListingViewProps } from './listing-props';
import { PageSizeMenu } from './PageSizeMenu';
import { Pagination } from './Pagination';
import { SortMenu } from './SortMenu';
import { isSortEnabled } from './sort-enabled';
import { useListingErrorLog } from './use-listing-error-log';
import { ViewSwitcher } from './ViewSwitcher';

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('spacingVerticalM')};
  margin-bottom: ${token('spacingVerticalM')};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${token('spacingHorizontalS')};
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 240px;
`;

const Fading = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity ${token('durationNormal')};
`;

interface DesktopListingProps extends Omit<ListingViewProps, 'schema'> {
  setup: ListingSetup;
  state: ListState;
  onChange(next: ListState): void;
}

export function DesktopListing({ setup, state, onChange, title, toolbar: Toolbar, wishlist }: DesktopListingProps) {
  const intl = useIntl();
  const { schema, settings, viewMode } = setup;
  const [searchShown, setSearchShown] = useState(true);
  const panelId = useId();
  const query = useQuery(listingPageQuery(schema, state));
  useListingErrorLog(query.error);

  const page = query.isError ? undefined : query.data;
  const lots = page?.lots ?? [];
  const total = page?.pageInfo.totalSearchResults ?? -1;
  const sortEnabled = isSortEnabled(query.isFetching, total, lots.length);
  const filterProps = { schema, state, onChange };
  const check = useListingCheck(schema.listKey, page?.lots, page?.pageInfo);

  return (
    <>
      <ListingHeader title={title} total={page?.pageInfo.totalSearchResults}>
        {Toolbar && <Toolbar schema={schema} state={state} />}
        <Button
          icon={<Filter20Regular />}
          aria-expanded={searchShown}
          aria-controls={panelId}
          onClick={() => setSearchShown((shown) => !shown)}
        >
          {intl.formatMessage({ id: searchShown ? 'listing.search.hide' : 'listing.search.show' })}
        </Button>
      </ListingHeader>
      <Section>
        <ScheduleBar {...filterProps} />
        <div id={panelId} hidden={!searchShown}>
          {searchShown && <FilterPanel {...filterProps} />}
        </div>
        <FilterTags {...filterProps} />
      </Section>
      <Section>
        <Controls>
          <ViewSwitcher mode={viewMode} />
          <SortMenu schema={schema} state={state} onChange={onChange} disabled={!sortEnabled} />
          <PageSizeMenu schema={schema} state={state} onChange={onChange} />
        </Controls>
      </Section>
      <ListCheckPanel check={check} />
      {query.isPending ? (
        <Loading>
          <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
        </Loading>
      ) : lots.length === 0 ? (
        <EmptyState onReset={() => onChange(clearFilters(state))} />
      ) : (
        <Fading $busy={query.isPlaceholderData}>
          <CheckedRows
            check={check}
            rows={lots}
            render={(shown) => (
              <LotsView
                schema={schema}
                layout={viewMode}
                settings={settings}
                lots={shown}
                label={intl.formatMessage({ id: 'listing.lots' })}
                total={total}
                busy={query.isFetching}
                sort={state.sort}
                sortDisabled={!sortEnabled}
                onSort={(field) => onChange(setSort(state, schema, field))}
                wishlist={wishlist}
              />
            )}
          />
        </Fading>
      )}
      <Pagination state={state} total={total} onChange={onChange} />
    </>
  );
}
