// The option lists of the listing pages: /filters counters and ranges, makers and models, remote
// chassis and model searches, filter-attributes, the week's auction schedule, week days, categories.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auctionListResponseSchema,
  catalogOptionListSchema,
  categoryListResponseSchema,
  filterAttributesResponseSchema,
  filterChassisResponseSchema,
  filterModelResponseSchema,
  filtersResponseSchema,
  weekDaysResponseSchema,
  type AuctionListResponse,
  type CatalogOptionList,
  type FilterOption,
} from '../../../schemas/api/listing';
import { isoWeekday } from '../../../shared/japan-time';
import { CONDITION_GRADES } from '../../../server/reference-api/reference/conditions';
import { expectSchema, loginCookie, startTestApi, type TestApi } from './helpers';

/** A Wednesday noon in Japan (Tuesday evening UTC would be the same Japan week). */
const NOW = new Date('2026-03-04T03:00:00Z');
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'];

describe('reference API: listing filters and option lists', () => {
  let t: TestApi;
  let cookie: string;
  beforeAll(async () => {
    t = startTestApi({ now: () => NOW });
    cookie = await loginCookie(t.app, 'client');
  });
  afterAll(() => t.api.close());

  const get = async (path: string) => {
    const res = await request(t.app).get(`/api/v1${path}`).set('Cookie', cookie);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };
  const total = async (query: string): Promise<number> => (await get(`/car-auction/listing?${query}`)).pageInfo.totalSearchResults;
  const counter = (options: FilterOption[] | undefined, value: string | number) =>
    options?.find((option) => option.value === value)?.counter;

  it('lists the select options and ranges of each page type, with totals', async () => {
    for (const pageType of ['car-auction', 'stock', 'stats', 'bikes', 'bike-stats', 'machinery']) {
      const body = await get(`/${pageType}/filters`);
      expectSchema(filtersResponseSchema, body);
      expect(body.totals.totalSearchResults).toBe(body.totals.totalResults);
    }
    const cars = await get('/car-auction/filters');
    expect(Object.keys(cars.select).sort()).toEqual(['chassis', 'color', 'condition', 'gearbox', 'status']);
    expect(Object.keys(cars.range).sort()).toEqual(['engine', 'mileage', 'startPrice', 'year']);
    // Grades come in the order auctions rank them.
    const grades = cars.select.condition.map((option: FilterOption) => option.value);
    expect(grades).toEqual(CONDITION_GRADES.car.map((grade) => grade.value).filter((grade) => grades.includes(grade)));
    expect(cars.range.year.min).toBeLessThan(cars.range.year.max);
    expect(cars.range.year.step).toBe(1);
    const stats = await get('/stats/filters');
    expect(stats.select.auction.length).toBeGreaterThan(5);
    expect(Object.keys(stats.range)).toContain('finishPrice');
    expect(Object.keys((await get('/machinery/filters')).range).sort()).toEqual(['hour', 'mileage', 'startPrice', 'year']);
  });

  it('counts each option under the other applied filters, not its own', async () => {
    const body = await get('/car-auction/filters?condition=4&color=WHITE');
    // The condition list ignores the condition choice: each grade counts white lots.
    expect(counter(body.select.condition, '4')).toBe(await total('condition=4&color=WHITE'));
    expect(counter(body.select.condition, '3.5')).toBe(await total('condition=3.5&color=WHITE'));
    // The colour list ignores the colour choice: each colour counts grade-4 lots.
    expect(counter(body.select.color, 'WHITE')).toBe(await total('condition=4&color=WHITE'));
    expect(counter(body.select.color, 'BLACK')).toBe(await total('condition=4&color=BLACK'));
    // Other lists count under both.
    const gearboxSum = body.select.gearbox.reduce((sum: number, option: FilterOption) => sum + (option.counter ?? 0), 0);
    expect(gearboxSum).toBe(await total('condition=4&color=WHITE'));
    expect(body.totals).toEqual({ totalSearchResults: await total('condition=4&color=WHITE'), totalResults: 500 });
  });

  it('counts statistics auctions per house', async () => {
    const { select } = await get('/stats/filters');
    const [house] = select.auction as FilterOption[];
    const res = await get(`/stats/listing?auction=${house?.value}`);
    expect(res.pageInfo.totalSearchResults).toBe(house?.counter);
  });

  it('lists makers and their models with lot counters', async () => {
    const makers = (await get('/car-auction/maker')) as CatalogOptionList;
    expectSchema(catalogOptionListSchema, makers);
    expect(makers.reduce((sum, maker) => sum + maker.counter, 0)).toBe(500);
    const honda = makers.find((maker) => maker.label === 'Honda');
    expect(honda?.counter).toBe(await total(`maker=${honda?.value}`));
    const models = (await get(`/car-auction/model?id=${honda?.value}`)) as CatalogOptionList;
    expect(models.map((model) => model.label)).toContain('Fit');
    const bikeMakers = (await get('/bikes/makers')) as CatalogOptionList;
    expect(bikeMakers.length).toBeGreaterThan(2);
    // Machinery names makers by name, as its model list is asked by name.
    const machineMakers = (await get('/machinery/makers')) as CatalogOptionList;
    const komatsu = machineMakers.find((maker) => maker.label === 'Komatsu');
    expect(komatsu?.value).toBe('Komatsu');
    const machines = (await get('/machinery/models?name=Komatsu')) as CatalogOptionList;
    expect(machines.reduce((sum, model) => sum + model.counter, 0)).toBe(komatsu?.counter);
    expect((await get('/machinery/listing?maker=Komatsu')).pageInfo.totalSearchResults).toBe(komatsu?.counter);
  });

  it('searches chassis codes by prefix and models by name', async () => {
    const chassis = await get('/car-auction/filter-chassis?search_chassis=zv');
    expectSchema(filterChassisResponseSchema, chassis);
    expect(chassis.chassis.length).toBeGreaterThan(0);
    expect(chassis.chassis.every((option: FilterOption) => String(option.value).startsWith('ZV'))).toBe(true);
    const models = await get('/car-auction/filter-model?search_model=prius');
    expectSchema(filterModelResponseSchema, models);
    expect(models.model.map((option: FilterOption) => option.label)).toContain('Toyota Prius');
  });

  it('gives the attributes of a model, a chassis code or a model name', async () => {
    const prius = (await get('/car-auction/filter-model?search_model=prius')).model[0] as FilterOption;
    const byModel = await get(`/car-auction/filter-attributes?modelId=${prius.value}`);
    expectSchema(filterAttributesResponseSchema, byModel);
    expect(byModel.maker.map((option: FilterOption) => option.label)).toEqual(['Toyota']);
    expect(byModel.model).toEqual([{ value: prius.value, label: 'Prius', counter: prius.counter }]);
    const chassisTotal = byModel.chassis.reduce((sum: number, option: FilterOption) => sum + (option.counter ?? 0), 0);
    expect(chassisTotal).toBe(prius.counter);
    const [code] = byModel.chassis as FilterOption[];
    const byChassis = await get(`/car-auction/filter-attributes?quick_search_chassis=${code?.value}`);
    expect(byChassis.model.map((option: FilterOption) => option.label)).toContain('Prius');
    const byName = await get('/car-auction/filter-attributes?quick_search_model=prius');
    expect(byName.maker.map((option: FilterOption) => option.label)).toEqual(['Toyota']);
  });

  it('gives the auction schedule of Monday to Saturday of the current Japan week', async () => {
    const body = (await get('/site/auction-list?type=car-auction')) as AuctionListResponse;
    expectSchema(auctionListResponseSchema, body);
    expect(Object.keys(body)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    Object.values(body).forEach((entries, day) => {
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) {
        expect(entry.date).toBe(WEEK[day]);
        expect(isoWeekday(entry.date)).toBe(day + 1);
      }
    });
    // Each entry counts its lots; a day's auctions together are that day's lots.
    const thursday = body.Thursday ?? [];
    const dayTotal = thursday.reduce((sum, entry) => sum + entry.counter, 0);
    expect(dayTotal).toBe(await total('date=2026-03-05'));
    expect(await total(`auction=${thursday[0]?.id}`)).toBe(thursday[0]?.counter);
    // A whole day and a single auction of another day: lots of either.
    const friday = body.Friday?.[0];
    expect(await total(`date=2026-03-05&auction=${friday?.id}`)).toBe(dayTotal + (friday?.counter ?? 0));
    const { carsList } = await get(`/car-auction/listing?pageSize=70&date=2026-03-05&auction=${friday?.id}`);
    const days = (carsList as Array<{ auctionDate: string }>).map((lot) => lot.auctionDate.slice(0, 10));
    expect(days).toHaveLength(Math.min(70, dayTotal + (friday?.counter ?? 0)));
    expect(days).toEqual([...days].sort());
    expect(new Set(days)).toEqual(new Set(['2026-03-05', '2026-03-06']));
    // Statistics have no auctions this week.
    const stats = (await get('/site/auction-list?type=stats')) as AuctionListResponse;
    expect(Object.values(stats).flat()).toEqual([]);
  });

  it('lists the week days with their Japan dates', async () => {
    const body = await get('/site/week-days');
    expectSchema(weekDaysResponseSchema, body);
    expect(body.dayList.map((day: { value: string }) => day.value)).toEqual(WEEK);
    expect(body.dayList[0].label).toBe('Monday');
  });

  it('lists machinery categories with subcategory counters', async () => {
    const body = await get('/machinery/category-list');
    expectSchema(categoryListResponseSchema, body);
    const excavators = body.Excavators.subcategories as Array<{ id: string; counter: number }>;
    const sum = excavators.reduce((s, sub) => s + sub.counter, 0);
    expect((await get('/machinery/listing?category=Excavators')).pageInfo.totalSearchResults).toBe(sum);
    const mini = excavators.find((sub) => sub.id === 'Mini excavators');
    expect((await get('/machinery/listing?subcategory=Mini%20excavators')).pageInfo.totalSearchResults).toBe(mini?.counter);
  });
});
