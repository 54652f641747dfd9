// The display names of the option values in list states (maker and model ids, auction ids, status
// codes), for the summaries of saved searches. A value's name does not depend on the other filters,
// so the lists are the unfiltered ones a page type shares between all its states: the filters response
// without filters, the call lists (makers; models of each chosen maker) and the auction schedule.
import { useQueries, type UseQueryOptions } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import type { FilterOption, FiltersResponse } from '../../../schemas/api/listing';
import type { FilterDef, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { filtersQuery, optionListQuery, scheduleGroupsQuery } from '../../api/listing-filters';
import { optionValue } from '../../engine/filters/options';
import { initialListState, type ListState } from '../../../shared/list/list-params';
import type { ScheduleGroup } from '../../engine/schedule';
import { groupName } from '../../engine/filters/week-days';

type OptionDef = Extract<FilterDef, { kind: 'select' | 'multiSelect' | 'remoteSelect' }>;
type GroupedDef = Extract<FilterDef, { kind: 'auctionSchedule' | 'categories' }>;
type SelectKey = keyof FiltersResponse['select'];

interface LabelsQuery {
  filterId: string;
  options: UseQueryOptions<unknown, Error, FilterOption[], readonly unknown[]>;
}

const isOptionDef = (def: FilterDef): def is OptionDef =>
  def.kind === 'select' || def.kind === 'multiSelect' || def.kind === 'remoteSelect';
const isGroupedDef = (def: FilterDef): def is GroupedDef => def.kind === 'auctionSchedule' || def.kind === 'categories';

/** Days (categories, named in the reader's language) and auctions (subcategories) as one list of names. */
const scheduleOptions =
  (intl: IntlShape) =>
  (groups: ScheduleGroup[]): FilterOption[] =>
    groups.flatMap((g) => [{ value: g.id, label: groupName(intl, g) }, ...g.items.map((i) => ({ value: i.id, label: i.name }))]);

function labelsQueries(intl: IntlShape, schema: PageTypeSchema, def: FilterDef, state: ListState): LabelsQuery[] {
  const unfiltered = initialListState(schema);
  const as = (options: unknown) => [{ filterId: def.id, options: options as LabelsQuery['options'] }];
  if (isGroupedDef(def)) return as({ ...scheduleGroupsQuery(schema, def, state), select: scheduleOptions(intl) });
  if (!isOptionDef(def)) return [];
  const { source } = def;
  if (source.from === 'call') return as(optionListQuery(schema, source, state));
  return as({
    ...filtersQuery(schema, unfiltered),
    select: (body: FiltersResponse) => body.select[source.key as SelectKey] ?? [],
  });
}

/** Looks up a filter's option value in the given states' lists; the value itself while unknown. */
export function useOptionLabels(schema: PageTypeSchema, states: readonly ListState[]) {
  const intl = useIntl();
  const wanted = new Map<string, LabelsQuery>();
  for (const state of states) {
    for (const def of schema.filters) {
      if (state.filters[def.id] === undefined) continue;
      for (const query of labelsQueries(intl, schema, def, state)) {
        wanted.set(JSON.stringify([query.filterId, query.options.queryKey]), query);
      }
    }
  }
  const queries = [...wanted.values()];
  const results = useQueries({ queries: queries.map((q) => q.options) });

  const labels = new Map<string, Map<string, string>>();
  results.forEach((result, i) => {
    const { filterId } = queries[i]!;
    const names = labels.get(filterId) ?? new Map<string, string>();
    for (const option of result.data ?? []) names.set(optionValue(option), option.label);
    labels.set(filterId, names);
  });
  return (filterId: string, value: string): string => labels.get(filterId)?.get(value) ?? value;
}
