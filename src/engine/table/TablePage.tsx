// A table page (schemas/meta/table-page.schema.ts) on the listing engine: list state in the URL, tab
// bars with counters, a search, the role's filters with tags (option picks sent at once or, for the
// bid tables, once picking pauses: use-pending-picks), Show N (not for compact-paging roles), the
// company's columns and headings (table-settings), sortable header, pagination, loading, empty and
// error states; phones get a sticky header, a sort menu, a full-screen filter sheet and cards. The bid
// tables, purchases and payments are made of it; each brings its row family's cells and, in slots,
// what is its own (the bid tables' lot search and dealer clients, the payments' totals). A page with
// bulk actions lets rows be picked on desktop (a checkbox column) and acts on them from a bar above.
import { Button } from '@fluentui/react-button';
import { Filter20Regular } from '@fluentui/react-icons';
import { skipToken, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useDeferredValue, useState, type ComponentType, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { portalRole } from '../../../schemas/api/roles';
import type { TablePageSchema, TableRole } from '../../../schemas/meta/table-page.schema';
import { useProfile } from '../../api/session';
import type { MessageId } from '../../i18n/messages';
import { PHONE_QUERY } from '../../ui/breakpoints';
import { HEADER_HEIGHT_PX } from '../../ui/shell-metrics';
import { FallbackBoundary } from '../../ui/FallbackBoundary';
import { PageSpinner } from '../../ui/Spinners';
import { token } from '../../ui/theme';
import { useMediaQuery } from '../../ui/use-media-query';
import { loadMobileOptionList } from '../filters/controls/mobile-option-list-loader';
import { useSubListHost } from '../filters/sub-list-host';
import { MountedOnceOpen } from '../../ui/PopupOnDemand';
import { setPageSize, setSort, type ListSchema, type ListState } from '../../../shared/list/list-params';
import { CheckedRows, ListCheckPanel } from '../list-check/CheckedList';
import { useListCheck } from '../list-check/use-list-check';
import type { ListAnswerName } from '../list-check/validators';
import { EmptyState } from '../listing/EmptyState';
import { PageSizeMenu } from '../listing/PageSizeMenu';
import { Pagination } from '../listing/Pagination';
import { SortMenu } from '../listing/SortMenu';
import { ColumnChooser } from '../columns/ColumnChooser';
import { useTableColumns } from '../columns/use-chosen-columns';
import { CsvExportButton } from '../export/CsvExportButton';
import { useListState } from '../listing/use-list-state';
import { RecordTable, type RecordSelection } from '../views/TableView';
import { countersOf, type TableCounter } from './counters';
import { compileTable, type RowFamily } from './record-columns';
import { RecordCards, type RecordCardsProps } from './RecordCards';
import { TableFilters, TableFilterTags, type TableOptions } from './TableFilters';
import { TableSearch, type TableSearchProps } from './TableSearch';
import { TableTabBars } from './TableTabBars';
import { usePendingPicks } from './use-pending-picks';
import { extraValue, setSearch, tableFiltersQuery, tableListQuery, tableListSchema } from './table-state';
import { useTableSettings } from './table-settings';
import { pageState } from './row-selection';
import { SelectionTools } from './SelectionTools';
import { useRowSelection } from './use-row-selection';
import { useTodayDefault } from './use-today-default';

/** The page around a table page: its heading, then the table page's parts, one under the other. */
export const TablePageFrame = styled.section`
  display: grid;
  gap: ${token('spacingVerticalM')};
  min-width: 0;
`;

// the phone's filter sheet, with Fluent's drawer and the filters' phone forms, loads on its first opening
const TableFiltersDrawer = lazy(() => Promise.all([import('./TableFiltersDrawer'), loadMobileOptionList()]).then(([module]) => module));

// the list call's error bar loads when the call first fails; should its code not load either, the
// message shows plain
const ListErrorBar = lazy(() => import('./ListErrorBar'));

// on phones the tabs, search and tools stay under the app header, opaque over the cards scrolling by
const StickyHeader = styled.div<{ $phone: boolean }>`
  display: grid;
  gap: ${token('spacingVerticalS')};
  ${({ $phone }) =>
    $phone &&
    css`
      position: sticky;
      top: ${HEADER_HEIGHT_PX}px;
      z-index: 2;
      padding-block: ${token('spacingVerticalS')};
      background: ${token('colorNeutralBackground2')};
    `}
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
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('spacingHorizontalS')};
`;

/** The query of a table page's list and filters calls. */
export type TableQuery = Readonly<Record<string, string>>;

/** What the page reads of any list response besides the schema's listKey and countersKey. */
export interface TableListResponse {
  pageInfo: { totalSearchResults: number };
}

/** A filters call's response: option lists by key (and the counters, when the schema names them). */
export interface TableFiltersResponse {
  filters: TableOptions;
}

/** Rows picked together and acted on at once (the bid manager's status changes). */
export interface TableBulk<R> {
  /** the accessible name of a row's checkbox ('Select the bid on lot 1234') */
  rowLabel(row: R): string;
  /** all: the header checkbox's name; count: how many are picked, with {count} */
  texts: { all: MessageId; count: MessageId };
  /** the bar's actions on the picked rows, in the page's order; `clear` empties the selection */
  render(selected: readonly R[], clear: () => void): ReactNode;
}

type QueryOptionsOf<T, K extends QueryKey> = UseQueryOptions<T, Error, T, K>;

/** What a page's options hook gets: who looks, the option lists of the filters call, the counters. */
export interface TableOptionsContext {
  role: TableRole;
  schema: ListSchema;
  fromFilters: TableOptions | undefined;
  counters: readonly TableCounter[] | undefined;
}

export interface TablePageProps<
  R,
  P extends object,
  L extends TableListResponse,
  KL extends QueryKey,
  F extends TableFiltersResponse,
  KF extends QueryKey,
> {
  page: TablePageSchema;
  family: RowFamily<R, P>;
  /** the accessible name of the table and of the phone cards */
  label: string;
  listQuery(query: TableQuery): QueryOptionsOf<L, KL>;
  /** the schema its answers are checked against (seed 000 §8) */
  listCheck: ListAnswerName;
  filtersQuery?(query: TableQuery): QueryOptionsOf<F, KF>;
  /** a hook: the option lists of the filters (those of the filters call unless the page adds its own) */
  useOptions?(context: TableOptionsContext): TableOptions | undefined;
  /** the search box of a schema search with hits (the bid tables' lot search); a plain one without */
  renderSearch?(props: TableSearchProps): ReactNode;
  /** phone cards; the labelled values of every column by default */
  Cards?: ComponentType<RecordCardsProps<R>>;
  /** an option list of a filter opened or closed */
  onFilterOpenChange?(filterId: string, open: boolean): void;
  /** option picks are sent once picking pauses this long; at once without it */
  pickDelayMs?: number;
  /** shown between the filters and the table, from the list response (the payments' totals) */
  renderAbove?(list: L | undefined): ReactNode;
  /** rows can be picked on desktop and acted on together */
  bulk?: TableBulk<R>;
  /** error: the list failed; empty: no rows match the filters; none: no rows at all, nothing filtered */
  texts: { error: MessageId; empty?: MessageId; none?: MessageId };
}

const fromFiltersCall = ({ fromFilters }: TableOptionsContext): TableOptions | undefined => fromFilters;

function useTableRole(): TableRole {
  const profile = useProfile();
  return profile ? portalRole(profile.detail) : 'client';
}

export function TablePage<
  R,
  P extends object,
  L extends TableListResponse,
  KL extends QueryKey,
  F extends TableFiltersResponse = TableFiltersResponse,
  KF extends QueryKey = QueryKey,
>({
  page: schemaPage,
  family,
  label,
  listQuery,
  listCheck,
  filtersQuery,
  useOptions = fromFiltersCall,
  renderSearch,
  Cards = RecordCards,
  onFilterOpenChange,
  pickDelayMs = 0,
  renderAbove,
  bulk,
  texts,
}: TablePageProps<R, P, L, KL, F, KF>) {
  const configured = useTableSettings(schemaPage);
  const columnSetup = useTableColumns(configured);
  const phone = useMediaQuery(PHONE_QUERY);
  // the user's columns are the desktop table's; phone cards show the company's
  const page = phone ? configured : columnSetup.chosen;
  const intl = useIntl();
  const profile = useProfile();
  const role = useTableRole();
  const schema = tableListSchema(page, role);
  const [fromUrl, apply] = useListState(schema);
  const todayAllowed = page.todayDefault !== undefined && profile?.permission[page.todayDefault.permission] === true;
  const applied = useTodayDefault(page, schema, todayAllowed, fromUrl, apply);
  // what the page shows and changes: the URL's state with the option picks still waiting
  const picks = usePendingPicks(applied, apply, pickDelayMs);
  const state = picks.shown;
  const setState = picks.now;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const subLists = useSubListHost();

  // a page that may open on today's auctions asks for nothing and draws nothing (its date tag would
  // push the page down) before the profile says whether it does
  const datesKnown = page.todayDefault === undefined || profile !== undefined;
  const list = useQuery({ ...listQuery(tableListQuery(applied, schema, page)), enabled: datesKnown });
  const wantsFilters = filtersQuery !== undefined && (schema.filters.length > 0 || (page.tabBars ?? []).length > 0);
  const filtersOptions = filtersQuery?.(tableFiltersQuery(applied, schema, page));
  // a page without a filters call still calls the hook, with nothing to fetch
  const filters = useQuery<F, Error, F, KF>({
    ...(filtersOptions ?? { queryKey: NO_FILTERS as unknown as KF, queryFn: skipToken }),
    enabled: wantsFilters && datesKnown,
  });
  const counters = countersOf(page, list.data) ?? countersOf(page, filters.data);
  const options = useOptions({ role, schema, fromFilters: filters.data?.filters, counters });
  const optionsSource = filtersQuery ? filters : list;
  const filterProps = {
    schema,
    state,
    options,
    status: optionsSource.isPending ? 'loading' : optionsSource.isError ? 'error' : 'ready',
    onChange: setState,
    onPick: picks.pick,
    onOpenChange: onFilterOpenChange,
  } as const;
  const compact = page.compactPagingRoles?.includes(role) === true;

  // a page of rows is drawn in the background, in slices the browser can interrupt (a page of bid cards
  // drawn at once blocked the phone for most of a second); the spinner stays until it is drawn
  const shownList = useDeferredValue(list.data);
  const drawing = list.data !== undefined && shownList === undefined;
  const rows = ((shownList as Record<string, unknown> | undefined)?.[page.listKey] ?? []) as R[];
  // the pages the rows drawn are of: pagination below does not show (and then move down) before them
  const total = shownList?.pageInfo.totalSearchResults ?? -1;
  const check = useListCheck(listCheck, shownList, page.listKey);
  const { columns, table } = compileTable(page, family);
  const rowKey = page.rowKey;
  // stable: the phone cards keep their measures while the rows are the same
  const rowId = useCallback((row: R) => String((row as Record<string, unknown>)[rowKey]), [rowKey]);
  const rowIds = rows.map(rowId);
  const { selection, toggle, toggleAll, clear } = useRowSelection(rowIds);
  const picking = bulk !== undefined && !phone;
  const selected = rows.filter((row) => selection.ids.has(rowId(row)));
  const exportRequest = {
    listPath: page.calls.list,
    query: tableListQuery(applied, schema, page),
    columns: page.columns.map((column) => column.id),
  };
  const recordSelection: RecordSelection<R> | undefined = bulk && {
    selected: selection.ids,
    page: pageState(selection, rowIds),
    rowLabel: bulk.rowLabel,
    allLabel: intl.formatMessage({ id: bulk.texts.all }),
    onToggle: toggle,
    onToggleAll: toggleAll,
  };
  const filtered = Object.keys(applied.filters).length > 0 || applied.extra.length > 0;
  const search = page.search;
  const closeFilters = () => {
    picks.flush();
    setFiltersOpen(false);
  };
  const searchProps: TableSearchProps | undefined = search && {
    label: search.label,
    value: extraValue(state, search.param) ?? '',
    onSearch: (text) => setState(setSearch(state, search.param, text)),
  };

  if (!datesKnown) return <PageSpinner />;
  return (
    <>
      <StickyHeader $phone={phone}>
        <TableTabBars page={page} role={role} state={state} counters={counters} onChange={setState} />
        {searchProps && (renderSearch ? renderSearch(searchProps) : <TableSearch {...searchProps} />)}
        {phone && (
          <Tools>
            {schema.filters.length > 0 && (
              <Button icon={<Filter20Regular />} onClick={() => setFiltersOpen(true)}>
                {intl.formatMessage({ id: 'filters.panel' })}
              </Button>
            )}
            {schema.sort.length > 0 && <SortMenu schema={schema} state={state} onChange={setState} disabled={list.isPending} />}
          </Tools>
        )}
      </StickyHeader>
      {!phone && <TableFilters {...filterProps} />}
      {phone && (
        <MountedOnceOpen open={filtersOpen}>
          <TableFiltersDrawer open={filtersOpen} onClose={closeFilters} subLists={subLists}>
            <TableFilters {...filterProps} mobile />
          </TableFiltersDrawer>
        </MountedOnceOpen>
      )}
      <TableFilterTags schema={schema} state={state} options={options} onChange={setState} />
      {renderAbove?.(list.data)}
      {!phone && (
        <Toolbar>
          <Tools>
            {!compact && (
              <PageSizeMenu schema={schema} state={state} onChange={(next) => setState(setPageSize(next, schema, next.pageSize))} />
            )}
            <ColumnChooser {...columnSetup.chooser} />
            <CsvExportButton name={page.id} request={exportRequest} disabled={rows.length === 0} />
          </Tools>
          {!compact && <Pagination state={state} total={total} onChange={setState} />}
        </Toolbar>
      )}
      {picking && (
        <Tools>
          <SelectionTools count={selected.length} countText={bulk.texts.count} onClear={clear}>
            {bulk.render(selected, clear)}
            <CsvExportButton
              name={page.id}
              label={intl.formatMessage({ id: 'export.selection' })}
              request={{ ...exportRequest, ids: selected.map(rowId) }}
              disabled={selected.length === 0}
            />
          </SelectionTools>
        </Tools>
      )}
      {list.isError && (
        <FallbackBoundary resetKey={list.errorUpdatedAt} fallback={<p role="alert">{intl.formatMessage({ id: texts.error })}</p>}>
          <Suspense fallback={null}>
            <ListErrorBar message={intl.formatMessage({ id: texts.error })} onReload={() => void list.refetch()} />
          </Suspense>
        </FallbackBoundary>
      )}
      <ListCheckPanel check={check} />
      {list.isPending || drawing ? (
        <PageSpinner />
      ) : rows.length === 0 && !list.isError ? (
        <EmptyState
          message={filtered ? texts.empty : (texts.none ?? texts.empty)}
          onReset={filtered ? () => setState(clearAll(state)) : undefined}
        />
      ) : (
        <CheckedRows
          check={check}
          rows={rows}
          render={(shown) =>
            phone ? (
              <Cards columns={columns} rows={shown} rowId={rowId} label={label} />
            ) : (
              <RecordTable
                columns={table}
                rows={shown}
                rowId={rowId}
                label={label}
                busy={list.isFetching}
                sort={state.sort}
                sortDisabled={list.isFetching}
                selection={recordSelection}
                onSort={schema.sort.length > 0 ? (field) => setState(setSort(state, schema, field)) : undefined}
              />
            )
          }
        />
      )}
      <Pagination state={state} total={total} onChange={setState} below />
    </>
  );
}

/** Reset: no filters, no tab, no search, page 1. */
const clearAll = (state: ListState): ListState => ({ ...state, filters: {}, extra: [], page: 1 });

const NO_FILTERS = ['table-page', 'no-filters-call'] as const;
