// The option calls of the car-auction and machinery pages as the v1 API answers them (seed 001 §3, §7).
import type {
  AuctionListResponse,
  CategoryListResponse,
  FilterOption,
  FiltersResponse,
  WeekDaysResponse,
} from '../../../../schemas/api/listing';
import type { ApiRoutes } from '../../fetch-mock';

export const WEEK: WeekDaysResponse = {
  success: true,
  dayList: [
    { value: '2025-01-06', label: 'Monday' },
    { value: '2025-01-07', label: 'Tuesday' },
    { value: '2025-01-08', label: 'Wednesday' },
    { value: '2025-01-09', label: 'Thursday' },
    { value: '2025-01-10', label: 'Friday' },
    { value: '2025-01-11', label: 'Saturday' },
  ],
};

/** Auctions per day: Monday has 7 (more than the 5 shown before View more). */
export function auctionList(perDay: Partial<Record<string, number>> = { Monday: 7, Tuesday: 3 }): AuctionListResponse {
  let id = 100;
  return Object.fromEntries(
    WEEK.dayList.flatMap((day) => {
      const count = perDay[day.label] ?? 0;
      if (count === 0) return [];
      const entries = Array.from({ length: count }, (_, i) => ({
        id: id++,
        value: `${day.label.slice(0, 3)} Auction ${i + 1}`,
        counter: 10 + i,
        date: day.value,
      }));
      return [[day.label, entries]];
    }),
  );
}

export const MAKERS: FilterOption[] = [
  { value: '1', label: 'Toyota', counter: 120 },
  { value: '2', label: 'Nissan', counter: 80 },
];

export const MODELS: Record<string, FilterOption[]> = {
  '1': [
    { value: '11', label: 'Prius', counter: 40 },
    { value: '12', label: 'Corolla', counter: 30 },
  ],
  '2': [{ value: '21', label: 'Note', counter: 20 }],
};

export function filtersResponse(overrides: Partial<FiltersResponse['select']> = {}): FiltersResponse {
  return {
    select: {
      condition: [
        { value: '4.5', label: '4.5', counter: 12 },
        { value: '4', label: '4', counter: 30 },
      ],
      gearbox: [{ value: 'AT', label: 'AT', counter: 50 }],
      color: [],
      status: [{ value: '4532', label: 'Upcoming', counter: 60 }],
      chassis: [{ value: 'ZVW30', label: 'ZVW30', counter: 9 }],
      ...overrides,
    },
    range: {
      mileage: { min: 0, max: 250000, step: 1000 },
      engine: { min: 600, max: 6000, step: 100 },
      year: { min: 1995, max: 2025, step: 1 },
      startPrice: { min: 0, max: 9000000, step: 10000 },
      hour: { min: 0, max: 20000, step: 100 },
    },
    totals: { totalSearchResults: 42, totalResults: 1000 },
  };
}

export const CATEGORIES: CategoryListResponse = Object.fromEntries(
  Array.from({ length: 4 }, (_, c) => [
    `cat${c + 1}`,
    {
      label: `Category ${c + 1}`,
      subcategories: Array.from({ length: 12 }, (_, s) => ({ id: c * 100 + s + 1, value: `Sub ${c + 1}.${s + 1}`, counter: s + 1 })),
    },
  ]),
);

/** The calls of a car-auction filter area. */
export function carAuctionRoutes(filters: FiltersResponse = filtersResponse()): ApiRoutes {
  return {
    'GET /car-auction/filters': { body: filters },
    'GET /car-auction/maker': { body: MAKERS },
    'GET /car-auction/model': (call) => ({ body: MODELS[call.query.get('id') ?? ''] ?? [] }),
    'GET /car-auction/filter-model': (call) => ({
      body: { model: [{ value: '99', label: `${call.query.get('search_model')} Hybrid`, counter: 3 }] },
    }),
    'GET /car-auction/filter-chassis': (call) => ({
      body: { chassis: [{ value: `${call.query.get('search_chassis')}-1`, label: `${call.query.get('search_chassis')}-1` }] },
    }),
    'GET /site/auction-list': { body: auctionList() },
    'GET /site/week-days': { body: WEEK },
  };
}

export function machineryRoutes(): ApiRoutes {
  return {
    'GET /machinery/filters': { body: filtersResponse() },
    'GET /machinery/makers': { body: MAKERS },
    'GET /machinery/category-list': { body: CATEGORIES },
    'GET /site/auction-list': { body: auctionList() },
    'GET /site/week-days': { body: WEEK },
  };
}
