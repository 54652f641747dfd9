// The bid tables (seed 000 §2 "Bid list pages"): bid manager, my bids, dealer bids and the archive,
// each a table-page schema (schemas/bid-tables) on the listing engine: list state in the URL, tab bars
// with counters, lot-number search, the role's filters with tags, Show N (not for clients), sortable
// header, pagination; phones get a sticky header, a sort menu, a full-screen filter sheet and cards.
import { Button } from '@fluentui/react-button';
import { Drawer, DrawerBody, DrawerHeader, DrawerHeaderTitle } from '@fluentui/react-drawer';
import { Dismiss24Regular, Filter20Regular } from '@fluentui/react-icons';
import { MessageBar, MessageBarBody } from '@fluentui/react-message-bar';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { BidRow } from '../../../schemas/api/bids';
import { portalRole } from '../../../schemas/api/roles';
import { bidFiltersQuery, bidListQuery, dealerClientsQuery } from '../../api/bids';
import { useProfile } from '../../api/session';
import { japanDate } from '../../engine/dates';
import { setFilter, setPageSize, setSort, type ListState } from '../../engine/list-params';
import { EmptyState } from '../../engine/listing/EmptyState';
import { PageSizeMenu } from '../../engine/listing/PageSizeMenu';
import { Pagination } from '../../engine/listing/Pagination';
import { SortMenu } from '../../engine/listing/SortMenu';
import { useListState } from '../../engine/listing/use-list-state';
import { TableFilters, TableFilterTags } from '../../engine/table/TableFilters';
import { extraValue, setSearch, tableFiltersQuery, tableListQuery, tableListSchema } from '../../engine/table/table-state';
import { RecordTable } from '../../engine/views/TableView';
import { pageTitleId } from '../../i18n/messages';
import { PHONE_QUERY } from '../../ui/breakpoints';
import { PageHeading } from '../../ui/PageHeading';
import type { PageProps } from '../../ui/page-props';
import { PageSpinner } from '../../ui/Spinners';
import { token } from '../../ui/theme';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useMediaQuery } from '../../ui/use-media-query';
import { bidColumnsOf, bidTableColumns } from './bid-columns';
import { BID_TABLE_SCHEMAS } from './bid-table-schemas';
import { BidCards } from './BidCards';
import { BidTabBars } from './BidTabBars';
import { LotSearch } from './LotSearch';
import { isBidTableVariant, type BidTableVariant } from './variants';

const Page = styled.section`
  display: grid;
  gap: ${token('spacingVerticalM')};
  min-width: 0;
`;

const StickyHeader = styled.div<{ $phone: boolean }>`
  display: grid;
  gap: ${token('spacingVerticalS')};
  ${({ $phone }) =>
    $phone &&
    `position: sticky; top: 0; z-index: 2; padding-block: ${token('spacingVerticalS')}; background: ${token('colorNeutralBackground2')};`}
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('spacingHorizontalM')};
`;

const Tools = styled.div`
  display: flex;
  gap: ${token('spacingHorizontalS')};
`;

const bidId = (bid: BidRow): string => String(bid.bidId);

/** Bid-manager users with bidsTodayDefault open on today's auctions, once per visit of the page (seed 000 §4). */
function useTodayDefault(variant: BidTableVariant, on: boolean, state: ListState, apply: (next: ListState) => void, schema: ReturnType<typeof tableListSchema>) {
  const done = useRef(false);
  const page = BID_TABLE_SCHEMAS[variant];
  useEffect(() => {
    if (done.current || !on || !page.todayDefault) return;
    done.current = true;
    const { from, to } = page.todayDefault;
    const def = schema.filters.find((f) => f.kind === 'dateRange' && f.params.from === from && f.params.to === to);
    if (!def || state.filters[def.id] !== undefined) return;
    const today = japanDate(new Date());
    apply(setFilter(state, schema, def.id, { from: today, to: today }));
  }, [on, page, schema, state, apply]);
}

function BidTable({ variant }: { variant: BidTableVariant }) {
  const intl = useIntl();
  const profile = useProfile();
  const role = profile ? portalRole(profile.detail) : 'client';
  const page = BID_TABLE_SCHEMAS[variant];
  const schema = tableListSchema(page, role);
  const [state, setState] = useListState(schema);
  const phone = useMediaQuery(PHONE_QUERY);
  const [filtersOpen, setFiltersOpen] = useState(false);
  useTodayDefault(variant, profile?.permission.bidsTodayDefault === true, state, setState, schema);

  const list = useQuery(bidListQuery(variant, tableListQuery(state, schema, page)));
  const filters = useQuery({ ...bidFiltersQuery(variant, tableFiltersQuery(state, schema, page)), enabled: schema.filters.length > 0 || (page.tabBars ?? []).length > 0 });
  const title = intl.formatMessage({ id: pageTitleId(variant) });
  const compact = page.compactPagingRoles?.includes(role) === true;
  const counters = list.data?.counters ?? filters.data?.counters;
  const total = list.data?.pageInfo.totalSearchResults ?? -1;
  const bids = list.data?.cars ?? [];
  // a dealer's clients filter lists all their clients (seed 000 §6), not only those with bids
  const dealerClients = useQuery({ ...dealerClientsQuery(), enabled: role === 'dealer' && schema.filters.length > 0 });
  const options = filters.data && { ...filters.data.filters, clients: dealerClients.data?.clientList ?? filters.data.filters.clients };
  const filterProps = { schema, state, options, status: filters.isPending ? 'loading' : filters.isError ? 'error' : 'ready', onChange: setState } as const;

  return (
    <>
      <StickyHeader $phone={phone}>
        <BidTabBars page={page} role={role} state={state} counters={counters} onChange={setState} />
        {page.search && (
          <LotSearch
            variant={variant}
            label={page.search.label}
            value={extraValue(state, page.search.param) ?? ''}
            onSearch={(text) => page.search && setState(setSearch(state, page.search.param, text))}
          />
        )}
        {phone && (
          <Tools>
            {schema.filters.length > 0 && (
              <Button icon={<Filter20Regular />} onClick={() => setFiltersOpen(true)}>
                {intl.formatMessage({ id: 'filters.panel' })}
              </Button>
            )}
            <SortMenu schema={schema} state={state} onChange={setState} disabled={list.isPending} />
          </Tools>
        )}
      </StickyHeader>
      {!phone && <TableFilters {...filterProps} />}
      {phone && (
        <Drawer type="overlay" size="full" open={filtersOpen} onOpenChange={(_, data) => setFiltersOpen(data.open)}>
          <DrawerHeader>
            <DrawerHeaderTitle
              action={
                <Button
                  appearance="subtle"
                  icon={<Dismiss24Regular />}
                  aria-label={intl.formatMessage({ id: 'bidTable.filters.close' })}
                  onClick={() => setFiltersOpen(false)}
                />
              }
            >
              {intl.formatMessage({ id: 'filters.panel' })}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody>
            <TableFilters {...filterProps} />
          </DrawerBody>
        </Drawer>
      )}
      <TableFilterTags schema={schema} state={state} options={options} onChange={setState} />
      {!compact && !phone && (
        <Toolbar>
          <PageSizeMenu schema={schema} state={state} onChange={(next) => setState(setPageSize(next, schema, next.pageSize))} />
          <Pagination state={state} total={total} onChange={setState} />
        </Toolbar>
      )}
      {list.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{intl.formatMessage({ id: 'bidTable.error' })}</MessageBarBody>
        </MessageBar>
      )}
      {list.isPending ? (
        <PageSpinner />
      ) : bids.length === 0 && !list.isError ? (
        <EmptyState onReset={() => setState({ ...state, filters: {}, extra: [], page: 1 })} />
      ) : phone ? (
        <BidCards columns={bidColumnsOf(page)} bids={bids} variant={variant} label={title} />
      ) : (
        <RecordTable
          columns={bidTableColumns(page, variant)}
          rows={bids}
          rowId={bidId}
          label={title}
          busy={list.isFetching}
          sort={state.sort}
          sortDisabled={list.isFetching}
          onSort={(field) => setState(setSort(state, schema, field))}
        />
      )}
      <Pagination state={state} total={total} onChange={setState} />
    </>
  );
}

export default function BidListPage({ pageId }: PageProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: pageTitleId(pageId) });
  useDocumentTitle(title);
  if (!isBidTableVariant(pageId)) throw new Error(`No bid table for page '${pageId}'`);
  return (
    <Page>
      <PageHeading>{title}</PageHeading>
      <BidTable key={pageId} variant={pageId} />
    </Page>
  );
}
