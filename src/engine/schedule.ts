// The auction schedule and the machinery categories as ordered groups of items (seed 001 §3): the shape
// the schedule panel, the day buttons and the selection limit work on.
import type { AuctionListResponse, CategoryListResponse } from '../../schemas/api/listing';

interface ScheduleItem {
  id: string;
  name: string;
  count: number;
}

export interface ScheduleGroup {
  /** the value sent in the groups parameter: the auction date, or the category value */
  id: string;
  /** the day name, or the category label */
  label: string;
  items: ScheduleItem[];
}

/** GET /site/auction-list: one group per day that has auctions, identified by its date. */
export function auctionScheduleGroups(response: AuctionListResponse): ScheduleGroup[] {
  return Object.entries(response).flatMap(([day, entries]) => {
    const date = entries[0]?.date;
    if (date === undefined) return [];
    return [{ id: date, label: day, items: entries.map((e) => ({ id: String(e.id), name: e.value, count: e.counter })) }];
  });
}

/** GET /machinery/category-list: one group per category. */
export function categoryGroups(response: CategoryListResponse): ScheduleGroup[] {
  return Object.entries(response).map(([value, category]) => ({
    id: value,
    label: category.label,
    items: category.subcategories.map((s) => ({ id: String(s.id), name: s.value, count: s.counter })),
  }));
}
