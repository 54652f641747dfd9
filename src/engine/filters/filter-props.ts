// What every filter control receives. A control owns its typing state and debounce and reports only
// settled values; the caller turns them into list-state transitions.
import type { FilterDef, FilterKind, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { FilterValueByKind } from '../../../shared/list/filter-values';
import type { ListState } from '../../../shared/list/list-params';

export type FilterDefOf<K extends FilterKind> = Extract<FilterDef, { kind: K }>;

export interface FilterControlProps<K extends FilterKind = FilterKind> {
  schema: PageTypeSchema;
  def: FilterDefOf<K>;
  state: ListState;
  /** a settled value; undefined clears the filter */
  onValue(value: FilterValueByKind[K] | undefined): void;
  /** inside the mobile drawer: sub-lists instead of dropdowns, shorter debounces */
  mobile?: boolean;
}

/** The value a filter holds in the list state. */
export function filterValue<K extends FilterKind>(state: ListState, def: FilterDefOf<K>): FilterValueByKind[K] | undefined {
  return state.filters[def.id] as FilterValueByKind[K] | undefined;
}
