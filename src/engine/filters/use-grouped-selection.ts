// The auction schedule or machinery categories of one filter: its groups, what is ticked now, and the
// ticks themselves, capped at 30 units (seed 001 §5). Ticks show at once and reach the list state once
// clicking pauses for 500 ms; a tick over the cap is refused and the limit popup opens.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { scheduleGroupsQuery } from '../../api/listing-filters';
import type { GroupedSelection } from '../../../shared/list/filter-values';
import type { ListState } from '../../../shared/list/list-params';
import type { ScheduleGroup } from '../schedule';
import { toggleGroup, toggleItem, type SelectionResult } from '../selection-limit';
import { filterValue, type FilterDefOf } from './filter-props';
import { DAY_FILTER_DEBOUNCE_MS } from './timing';
import { useDebouncedCallback } from './use-debounced-callback';
import { useSyncedState } from './use-synced-state';

export type GroupedDef = FilterDefOf<'auctionSchedule' | 'categories'>;

const NOTHING: GroupedSelection = { groups: [], items: [] };

export interface GroupedSelectionControl {
  def: GroupedDef;
  groups: ScheduleGroup[];
  status: 'loading' | 'error' | 'ready';
  selection: GroupedSelection;
  toggleGroup(groupId: string): void;
  toggleItem(groupId: string, itemId: string): void;
  /** the 'Selection limit reached' popup */
  limitReached: boolean;
  closeLimit(): void;
}

export function useGroupedSelection(
  schema: PageTypeSchema,
  def: GroupedDef,
  state: ListState,
  onValue: (value: GroupedSelection) => void,
): GroupedSelectionControl {
  const query = useQuery(scheduleGroupsQuery(schema, def, state));
  const groups = query.data ?? [];
  const [selection, setSelection] = useSyncedState(filterValue(state, def) ?? NOTHING);
  const [limitReached, setLimitReached] = useState(false);
  const apply = useDebouncedCallback(onValue, DAY_FILTER_DEBOUNCE_MS);

  const take = (result: SelectionResult) => {
    if (result.limitReached) {
      setLimitReached(true);
      return;
    }
    setSelection(result.selection);
    apply.schedule(result.selection);
  };

  return {
    def,
    groups,
    status: query.isError ? 'error' : query.data === undefined ? 'loading' : 'ready',
    selection,
    toggleGroup: (groupId) => take(toggleGroup(selection, groups, groupId)),
    toggleItem: (groupId, itemId) => take(toggleItem(selection, groups, groupId, itemId)),
    limitReached,
    closeLimit: () => setLimitReached(false),
  };
}
