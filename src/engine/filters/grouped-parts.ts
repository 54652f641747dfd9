// A grouped selection (days and auctions, categories and subcategories) as named parts, for tags and
// the mobile chip's summary.
import type { GroupedSelection } from '../../../shared/list/filter-values';
import type { ScheduleGroup } from '../schedule';

export interface GroupedPart {
  kind: 'group' | 'item';
  id: string;
  label: string;
}

/** Whole groups first, then single items, each named from the schedule (its id while the schedule loads). */
export function selectionParts(selection: GroupedSelection, groups: readonly ScheduleGroup[]): GroupedPart[] {
  const groupLabels = new Map(groups.map((g) => [g.id, g.label]));
  const itemLabels = new Map(groups.flatMap((g) => g.items.map((i) => [i.id, i.name] as const)));
  return [
    ...selection.groups.map((id) => ({ kind: 'group' as const, id, label: groupLabels.get(id) ?? id })),
    ...selection.items.map((id) => ({ kind: 'item' as const, id, label: itemLabels.get(id) ?? id })),
  ];
}

/** The selection without one part. */
export function withoutPart(selection: GroupedSelection, part: GroupedPart): GroupedSelection {
  return part.kind === 'group'
    ? { groups: selection.groups.filter((id) => id !== part.id), items: selection.items }
    : { groups: selection.groups, items: selection.items.filter((id) => id !== part.id) };
}
