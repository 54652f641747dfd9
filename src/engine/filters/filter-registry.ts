// The filter registry: every filter kind of the page-type schemas mapped to the control that renders
// it, as rjsf resolves widgets. An unknown kind throws with the schema fragment that asked for it.
import type { ComponentType } from 'react';
import { FILTER_KINDS, type FilterKind } from '../../../schemas/meta/page-type.schema';
import { createRegistry } from '../registry';
import { DateRangeFilter } from './controls/DateRangeFilter';
import { EquipmentFilter } from './controls/EquipmentFilter';
import { FreeSearchFilter } from './controls/FreeSearchFilter';
import { GroupedFilter } from './controls/GroupedFilter';
import { LotNumberFilter } from './controls/LotNumberFilter';
import { RangeFilter } from './controls/RangeFilter';
import { RemoteSelectFilter } from './controls/RemoteSelectFilter';
import { MultiSelectFilter, SelectFilter } from './controls/SelectFilter';
import type { FilterControlProps } from './filter-props';

export type FilterControl = ComponentType<FilterControlProps>;

const controls: { [K in FilterKind]: ComponentType<FilterControlProps<K>> } = {
  select: SelectFilter,
  multiSelect: MultiSelectFilter,
  remoteSelect: RemoteSelectFilter,
  range: RangeFilter,
  dateRange: DateRangeFilter,
  auctionSchedule: GroupedFilter,
  categories: GroupedFilter,
  lotNumberSearch: LotNumberFilter,
  equipmentSearch: EquipmentFilter,
  freeSearch: FreeSearchFilter,
};

export const filterRegistry = createRegistry<FilterKind, FilterControl>('filter control');
// The one place a kind's control is widened: the registry hands each control only defs of its own kind.
FILTER_KINDS.forEach((kind) => filterRegistry.register(kind, controls[kind] as FilterControl));
