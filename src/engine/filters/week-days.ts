// Matches the six week days (GET /site/week-days) to the days of the auction schedule, and names a
// schedule group in the reader's language.
import type { IntlShape } from 'react-intl';
import type { WeekDaysResponse } from '../../../schemas/api/listing';
import type { ScheduleGroup } from '../schedule';
import { formatWeekday } from '../views/day';

export type WeekDay = WeekDaysResponse['dayList'][number];

/** The schedule day of a week day: by its date, or by its name when the API keys days by name. */
export function groupOfDay(day: WeekDay, groups: readonly ScheduleGroup[]): ScheduleGroup | undefined {
  return groups.find((g) => g.id === day.value) ?? groups.find((g) => g.label === day.label);
}

/** A group's name: an auction day's weekday in the reader's language (the API names days in English),
 * a machinery category's own label. */
export function groupName(intl: IntlShape, group: Pick<ScheduleGroup, 'id' | 'label'>): string {
  return formatWeekday(intl, group.id, group.label);
}
