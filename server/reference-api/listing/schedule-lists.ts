// The auction schedule of the current auction week (Monday to Saturday, Japan dates), the week's
// days, and the machinery categories, each with the number of lots.
import type { AuctionListResponse, CategoryListResponse, WeekDaysResponse } from '../../../schemas/api/listing';
import type { Db } from '../db/open';
import { addDays, auctionWeekMonday, japanDate } from '../../../shared/japan-time';
import type { PageType } from '../reference/page-types';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface WeekDay {
  /** YYYY-MM-DD */
  readonly date: string;
  readonly name: (typeof DAY_NAMES)[number];
}

/** Monday to Saturday of the auction week `now` falls in (a Sunday looks ahead). */
function auctionWeek(now: Date): WeekDay[] {
  const monday = auctionWeekMonday(japanDate(now));
  return DAY_NAMES.map((name, index) => ({ date: addDays(monday, index), name }));
}

export function weekDays(now: Date): WeekDaysResponse {
  return { success: true, dayList: auctionWeek(now).map(({ date, name }) => ({ value: date, label: name })) };
}

export function createScheduleLists(db: Db): {
  auctions(pageType: PageType, now: Date): AuctionListResponse;
  categories(): CategoryListResponse;
} {
  const auctionsOfWeek = db.prepare(`SELECT a.id, h.name AS value, a.date,
      (SELECT COUNT(*) FROM lots l WHERE l.page_type = @pageType AND l.auction_id = a.id) AS counter
    FROM auctions a JOIN auction_houses h ON h.id = a.house_id
    WHERE a.date BETWEEN @from AND @to
    ORDER BY a.date, h.start_time, h.name`);
  const categoryCounts = db.prepare(`SELECT category, subcategory, COUNT(*) AS counter FROM lots
    WHERE page_type = 'machinery' AND category IS NOT NULL AND subcategory IS NOT NULL
    GROUP BY category, subcategory ORDER BY category, subcategory`);

  return {
    auctions(pageType, now) {
      const week = auctionWeek(now);
      const rows = auctionsOfWeek.all({ pageType, from: week[0]?.date, to: week[week.length - 1]?.date }) as Array<{
        id: number;
        value: string;
        date: string;
        counter: number;
      }>;
      // Every day is keyed, an empty one too; an auction of another page type has no lots here.
      return Object.fromEntries(week.map(({ date, name }) => [name, rows.filter((row) => row.date === date && row.counter > 0)]));
    },
    categories() {
      const rows = categoryCounts.all() as Array<{ category: string; subcategory: string; counter: number }>;
      const response: CategoryListResponse = {};
      for (const { category, subcategory, counter } of rows) {
        const entry = (response[category] ??= { label: category, subcategories: [] });
        // A subcategory is named by itself: its name is its id.
        entry.subcategories.push({ id: subcategory, value: subcategory, counter });
      }
      return response;
    },
  };
}
