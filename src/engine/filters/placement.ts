// Which filters each area shows (seed 001 §2): the desktop panel shows placement panel|both, the
// mobile drawer mobile|both; the auction schedule and categories live in the schedule bar on desktop.
import type { FilterDef, FilterKind, PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { FilterDefOf } from './filter-props';

const SCHEDULE_BAR_KINDS: ReadonlySet<FilterKind> = new Set(['auctionSchedule', 'categories']);

const onDesktop = (def: FilterDef) => def.placement !== 'mobile';
const onMobile = (def: FilterDef) => def.placement !== 'panel';

/** The desktop filter grid. */
export const panelFilters = (schema: PageTypeSchema): FilterDef[] =>
  schema.filters.filter((def) => onDesktop(def) && !SCHEDULE_BAR_KINDS.has(def.kind));

/** The schedule bar's filter of a kind (the auction schedule, the machinery categories), if the desktop shows one. */
export function scheduleBarFilter<K extends 'auctionSchedule' | 'categories'>(schema: PageTypeSchema, kind: K): FilterDefOf<K> | undefined {
  return schema.filters.find((def): def is FilterDefOf<K> => def.kind === kind && onDesktop(def));
}

/** The drawer's order: the quick lot search, the schedule and categories chips (with the day chips), then the rest. */
const MOBILE_RANK: Partial<Record<FilterKind, number>> = { lotNumberSearch: 0, auctionSchedule: 1, categories: 2 };

export const drawerFilters = (schema: PageTypeSchema): FilterDef[] =>
  schema.filters
    .filter(onMobile)
    .map((def, index) => ({ def, rank: MOBILE_RANK[def.kind] ?? 3, index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ def }) => def);
