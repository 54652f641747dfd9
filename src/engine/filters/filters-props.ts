import type { PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import type { ListState } from '../../../shared/list/list-params';

/** The props of every filter area a listing page places: FilterPanel, FilterTags, ScheduleBar, MobileFilterDrawer. */
export interface FiltersProps {
  schema: PageTypeSchema;
  state: ListState;
  /** the next list state, built with the list-params transitions from settled values only */
  onChange(next: ListState): void;
}
