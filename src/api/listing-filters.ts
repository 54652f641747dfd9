// The option data of the listing filters (seed 001 §3, §7): the filters response for the current
// query, option lists of the schemas' call sources, remote chassis/model search, the auction schedule,
// the machinery categories and the week days. Query keys come only from these factories.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuctionListResponse, CategoryListResponse, FilterOption, FiltersResponse, WeekDaysResponse } from '../../schemas/api/listing';
import type { FilterDef, PageTypeSchema } from '../../schemas/meta/page-type.schema';
import { callQuery, filtersPath, resolveCallPath } from '../../shared/list/calls';
import { toSearchParams, type ListState } from '../../shared/list/list-params';
import { auctionScheduleGroups, categoryGroups, type ScheduleGroup } from '../engine/schedule';
import { api } from './client';

type SourcedDef = Extract<FilterDef, { source: unknown }>;
export type CallSource = Extract<SourcedDef['source'], { from: 'call' }>;
export type RemoteSearch = Extract<FilterDef, { kind: 'remoteSelect' }>['remote'];
type GroupedDef = Extract<FilterDef, { kind: 'auctionSchedule' | 'categories' }>;

/** Reference lists change with the day's schedule, not from one click to the next. */
const REFERENCE_STALE_MS = 5 * 60_000;

const listingFiltersKeys = {
  all: ['listing-filters'] as const,
  filters: (apiPageType: string, query: string) => [...listingFiltersKeys.all, apiPageType, 'filters', query] as const,
  options: (path: string, query: string) => [...listingFiltersKeys.all, 'options', path, query] as const,
  remote: (path: string, param: string, text: string) => [...listingFiltersKeys.all, 'remote', path, param, text] as const,
  groups: (kind: string, path: string, query: string) => [...listingFiltersKeys.all, 'groups', kind, path, query] as const,
  weekDays: (path: string) => [...listingFiltersKeys.all, 'week-days', path] as const,
};

/** The applied filters only: the filters call answers for them, whatever the sort or page. */
function filterQueryOf(state: ListState, schema: PageTypeSchema): URLSearchParams {
  return toSearchParams({ ...state, sort: null, page: 1, extra: [] }, schema);
}

/** GET /{pageType}/filters for the applied filters: select lists with counters, ranges and totals. */
export function filtersQuery(schema: PageTypeSchema, state: ListState) {
  const query = filterQueryOf(state, schema);
  return queryOptions({
    queryKey: listingFiltersKeys.filters(schema.apiPageType, query.toString()),
    queryFn: ({ signal }) => api.get<FiltersResponse>(filtersPath(schema), { query: Object.fromEntries(query), signal }),
    // the lists stay on screen while the next filter set loads
    placeholderData: keepPreviousData,
  });
}

/**
 * An option list of a call source (makers; models of the chosen maker). Disabled while a filter its
 * query names has no value: the call cannot be made yet.
 */
export function optionListQuery(schema: PageTypeSchema, source: CallSource, state: ListState) {
  const path = resolveCallPath(schema, source.path);
  const query = callQuery(source, state);
  return queryOptions({
    queryKey: listingFiltersKeys.options(path, query?.toString() ?? ''),
    queryFn: ({ signal }) => api.get<FilterOption[]>(path, { query: Object.fromEntries(query ?? []), signal }),
    enabled: query !== null,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** The remote search of a chassis or model select for the typed text (seed 001 §7 filter-chassis, filter-model). */
export function remoteOptionsQuery(schema: PageTypeSchema, remote: RemoteSearch, text: string) {
  const path = resolveCallPath(schema, remote.path);
  return queryOptions({
    queryKey: listingFiltersKeys.remote(path, remote.param, text),
    queryFn: async ({ signal }) => {
      const body = await api.get<Record<string, FilterOption[] | undefined>>(path, {
        query: { [remote.param]: text },
        signal,
      });
      return body[remote.responseKey] ?? [];
    },
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * The auction schedule (GET /site/auction-list) or the machinery categories (GET /machinery/category-list)
 * as ordered groups of items.
 */
export function scheduleGroupsQuery(schema: PageTypeSchema, def: GroupedDef, state: ListState) {
  const path = resolveCallPath(schema, def.source.path);
  const query = callQuery(def.source, state);
  return queryOptions({
    queryKey: listingFiltersKeys.groups(def.kind, path, query?.toString() ?? ''),
    queryFn: async ({ signal }): Promise<ScheduleGroup[]> => {
      const body = await api.get<unknown>(path, { query: Object.fromEntries(query ?? []), signal });
      return def.kind === 'categories' ? categoryGroups(body as CategoryListResponse) : auctionScheduleGroups(body as AuctionListResponse);
    },
    enabled: query !== null,
    staleTime: REFERENCE_STALE_MS,
  });
}

/** GET /site/week-days: Monday to Saturday. */
export function weekDaysQuery(schema: PageTypeSchema, source: CallSource) {
  const path = resolveCallPath(schema, source.path);
  return queryOptions({
    queryKey: listingFiltersKeys.weekDays(path),
    queryFn: async ({ signal }) => (await api.get<WeekDaysResponse>(path, { signal })).dayList,
    staleTime: REFERENCE_STALE_MS,
  });
}
