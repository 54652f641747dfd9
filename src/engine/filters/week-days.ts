// Matches the six week days (GET /site/week-days) to the days of the auction schedule.
import type { WeekDaysResponse } from '../../../schemas/api/listing';
import type { ScheduleGroup } from '../schedule';

export type WeekDay = WeekDaysResponse['dayList'][number];

/** The schedule day of a week day: by its date, or by its name when the API keys days by name. */
export function groupOfDay(day: WeekDay, groups: readonly ScheduleGroup[]): ScheduleGroup | undefined {
  return groups.find((g) => g.id === day.value) ?? groups.find((g) => g.label === day.label);
}
