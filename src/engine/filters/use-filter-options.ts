// The options of a select filter from its schema source: a select list of the filters response for the
// applied filters, or the answer of a call (makers; models of the chosen maker).
import { useQueries } from '@tanstack/react-query';
import type { FilterOption, FiltersResponse } from '../../../schemas/api/listing';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { filtersQuery, optionListQuery } from '../../api/listing-filters';
import type { ListState } from '../../../shared/list/list-params';
import type { FilterDefOf } from './filter-props';

export type OptionDef = FilterDefOf<'select' | 'multiSelect' | 'remoteSelect'>;

/** waiting: the call needs a filter that has no value yet (models before a maker) */
export type OptionsStatus = 'waiting' | 'loading' | 'error' | 'ready';

export interface FilterOptions {
  options: FilterOption[];
  status: OptionsStatus;
}

type SelectKey = keyof FiltersResponse['select'];

export function useFilterOptions(schema: PageTypeSchema, def: OptionDef, state: ListState): FilterOptions {
  const { source } = def;
  const [result] = useQueries({
    queries: [
      source.from === 'call'
        ? optionListQuery(schema, source, state)
        : {
            ...filtersQuery(schema, state),
            select: (body: FiltersResponse): FilterOption[] => body.select[source.key as SelectKey] ?? [],
          },
    ],
  });
  if (result.isPending) return { options: [], status: result.fetchStatus === 'idle' ? 'waiting' : 'loading' };
  if (result.isError) return { options: [], status: 'error' };
  return { options: result.data, status: 'ready' };
}
