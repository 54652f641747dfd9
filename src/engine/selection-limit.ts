// The auction (or machinery subcategory) selection cap of seed 001 §5: at most 30 units, where a fully
// selected day (category) counts one and each auction (subcategory) outside such a day counts one.
// A change that would go over the cap is rejected and the caller shows 'Selection limit reached'.
import type { GroupedSelection } from '../../shared/list/filter-values';

export const SELECTION_LIMIT = 30;

export interface SelectionGroup {
  id: string;
  items: readonly { id: string }[];
}

export interface SelectionResult {
  selection: GroupedSelection;
  /** true when the change was rejected: the selection is the one before it */
  limitReached: boolean;
}

export function selectionUnits(selection: GroupedSelection, groups: readonly SelectionGroup[]): number {
  const whole = new Set(selection.groups);
  const inWholeGroup = new Set(groups.filter((g) => whole.has(g.id)).flatMap((g) => g.items.map((i) => i.id)));
  return whole.size + selection.items.filter((id) => !inWholeGroup.has(id)).length;
}

function group(groups: readonly SelectionGroup[], id: string): SelectionGroup {
  const found = groups.find((g) => g.id === id);
  if (!found) throw new Error(`No selection group '${id}'`);
  return found;
}

function capped(before: GroupedSelection, after: GroupedSelection, groups: readonly SelectionGroup[]): SelectionResult {
  return selectionUnits(after, groups) > SELECTION_LIMIT
    ? { selection: before, limitReached: true }
    : { selection: after, limitReached: false };
}

/** A day button or category checkbox: selects the whole group (replacing its single items) or clears it. */
export function toggleGroup(selection: GroupedSelection, groups: readonly SelectionGroup[], groupId: string): SelectionResult {
  const ids = new Set(group(groups, groupId).items.map((i) => i.id));
  const items = selection.items.filter((id) => !ids.has(id));
  const after = selection.groups.includes(groupId)
    ? { groups: selection.groups.filter((g) => g !== groupId), items }
    : { groups: [...selection.groups, groupId], items };
  return capped(selection, after, groups);
}

/**
 * One auction or subcategory. Unticking it in a whole group leaves the rest of the group as single
 * items; ticking the last missing one makes the group whole again.
 */
export function toggleItem(
  selection: GroupedSelection,
  groups: readonly SelectionGroup[],
  groupId: string,
  itemId: string,
): SelectionResult {
  const g = group(groups, groupId);
  const ids = g.items.map((i) => i.id);
  if (selection.groups.includes(groupId)) {
    const after = {
      groups: selection.groups.filter((x) => x !== groupId),
      items: [...selection.items, ...ids.filter((id) => id !== itemId)],
    };
    return capped(selection, after, groups);
  }
  const items = selection.items.includes(itemId) ? selection.items.filter((id) => id !== itemId) : [...selection.items, itemId];
  const whole = ids.length > 0 && ids.every((id) => items.includes(id));
  const after = whole
    ? { groups: [...selection.groups, groupId], items: items.filter((id) => !ids.includes(id)) }
    : { groups: selection.groups, items };
  return capped(selection, after, groups);
}
