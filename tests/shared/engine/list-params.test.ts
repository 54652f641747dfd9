import { describe, expect, it } from 'vitest';
import { loadPageTypes } from '../../../schemas/meta/load-page-types';
import {
  clearFilters,
  initialListState,
  listingQuery,
  makerChanged,
  parseListParams,
  removeFilter,
  setFilter,
  setPage,
  setPageSize,
  setSort,
  toSearchParams,
  type ListState,
} from '../../../shared/list/list-params';

const schemas = Object.fromEntries(loadPageTypes().map((s) => [s.id, s]));
const cars = schemas['car-auction']!;
const stats = schemas.stats!;
const machinery = schemas.machinery!;

/** The query as a person reads it in the address bar. */
const shown = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('list params: URL to state and back', () => {
  it('reads every filter kind with the exact parameter names of seed 001 §5', () => {
    const state = parseListParams(
      'date=2024-05-13&auction=12,14&quick_search_lot=1001,2000-2100&maker=3&model=31,32&chassis=ZVW30' +
        '&condition=4,4.5&gearbox=AT&color=white&status=4531&mileage=0,50000&engine=1500,2000&year=2010,2015' +
        '&startPrice=100000,0&equipment=navi&search=lot_no-12345',
      cars,
    );
    expect(state.filters).toEqual({
      auctionSchedule: { groups: ['2024-05-13'], items: ['12', '14'] },
      lotNumber: '1001,2000-2100',
      maker: '3',
      model: ['31', '32'],
      chassis: ['ZVW30'],
      condition: ['4', '4.5'],
      gearbox: ['AT'],
      color: ['white'],
      status: ['4531'],
      mileage: { from: 0, to: 50000 },
      engine: { from: 1500, to: 2000 },
      year: { from: 2010, to: 2015 },
      startPrice: { from: 100000, to: 0 },
      equipment: 'navi',
      search: { field: 'lot_no', text: '12345' },
    });
  });

  it('writes the state back to the same URL, in a stable order', () => {
    const url =
      'date=2024-05-13&auction=12,14&quick_search_lot=1001&maker=3&model=31,32&condition=4,4.5' +
      '&mileage=0,50000&year=2010,2015&search=lot_no-12345&sort=year&order=DESC&page=2';
    const state = parseListParams(url, cars);
    expect(shown(toSearchParams(state, cars))).toBe(url);
    // the same filters in another order come out in the schema's order
    const shuffled = 'page=2&order=DESC&search=lot_no-12345&year=2010,2015&maker=3&sort=year';
    expect(shown(toSearchParams(parseListParams(shuffled, cars), cars))).toBe(
      'maker=3&year=2010,2015&search=lot_no-12345&sort=year&order=DESC&page=2',
    );
  });

  it('reads dateFrom and dateTo on stats pages, keeping only real dates', () => {
    expect(parseListParams('dateFrom=2024-02-01&dateTo=2024-02-30', stats).filters.dates).toEqual({ from: '2024-02-01', to: '' });
    expect(shown(toSearchParams(parseListParams('dateTo=2024-03-01', stats), stats))).toBe('dateTo=2024-03-01');
  });

  it('reads categories, subcategories and hours on machinery', () => {
    const state = parseListParams('category=excavators&subcategory=7,9&hour=0,3000', machinery);
    expect(state.filters).toEqual({
      categories: { groups: ['excavators'], items: ['7', '9'] },
      hour: { from: 0, to: 3000 },
    });
  });

  it('omits page 1, ranges of 0,0 and empty values', () => {
    const state = parseListParams('page=1&mileage=0,0&year=,&color=&maker=%20&search=lot_no-', cars);
    expect(state.filters).toEqual({});
    expect(state.page).toBe(1);
    expect(toSearchParams(state, cars).toString()).toBe('');
  });

  it('drops what it cannot read: a bad page, an unknown sort field or order, a search on an unknown field', () => {
    const state = parseListParams('page=-2&sort=colour&order=ASC&search=vin-123&mileage=a,b', cars);
    expect(state).toMatchObject({ page: 1, sort: null, filters: {} });
    expect(parseListParams('sort=year&order=up', cars).sort).toBeNull();
  });

  it('keeps parameters it does not own untouched, after its own', () => {
    const state = parseListParams('utm_source=mail&maker=3&ref=a%26b&ref=c&page=4', cars);
    expect(state.extra).toEqual([
      ['utm_source', 'mail'],
      ['ref', 'a&b'],
      ['ref', 'c'],
    ]);
    const next = setFilter(state, cars, 'maker', '5');
    expect(toSearchParams(next, cars).toString()).toBe('maker=5&utm_source=mail&ref=a%26b&ref=c');
  });

  it('takes the stored page size when offered, else the default 20', () => {
    expect(parseListParams('', cars, { pageSize: 50 }).pageSize).toBe(50);
    expect(parseListParams('', cars, { pageSize: 33 }).pageSize).toBe(20);
    expect(parseListParams('', cars).pageSize).toBe(20);
  });
});

describe('list params: transitions', () => {
  const onPage3 = (): ListState => ({ ...initialListState(cars), page: 3, filters: { color: ['white'] } });

  it('go back to page 1 on any change of filters, sort or page size', () => {
    expect(setFilter(onPage3(), cars, 'year', { from: 2010, to: 2012 }).page).toBe(1);
    expect(removeFilter(onPage3(), cars, 'color').page).toBe(1);
    expect(clearFilters(onPage3())).toMatchObject({ page: 1, filters: {} });
    expect(setSort(onPage3(), cars, 'year').page).toBe(1);
    expect(setPageSize(onPage3(), cars, 70)).toMatchObject({ page: 1, pageSize: 70 });
  });

  it('keep the page when nothing changes', () => {
    const state = onPage3();
    expect(setFilter(state, cars, 'color', [' white '])).toBe(state);
    expect(setSort(state, cars, null)).toBe(state);
  });

  it('set and leave pages', () => {
    expect(setPage(onPage3(), 5).page).toBe(5);
    expect(() => setPage(onPage3(), 0)).toThrow(RangeError);
    expect(() => setPageSize(onPage3(), cars, 25)).toThrow(/25 is not offered/);
  });

  it('remove a filter given a value that filters nothing', () => {
    expect(setFilter(onPage3(), cars, 'color', []).filters).toEqual({});
    expect(setFilter(onPage3(), cars, 'mileage', { from: 0, to: 0 }).filters).toEqual({ color: ['white'] });
  });

  it('refuse a value of another kind and an unknown filter', () => {
    expect(() => setFilter(onPage3(), cars, 'mileage', '0,5')).toThrow('Filter \'mileage\' (range) cannot hold "0,5"');
    expect(() => setFilter(onPage3(), cars, 'trim', 'x')).toThrow("No filter 'trim' in page type 'car-auction'");
  });

  it('cycle the sort ascending, descending, none; another field starts ascending; Default clears', () => {
    let state = setSort(onPage3(), cars, 'year');
    expect(state.sort).toEqual({ field: 'year', order: 'ASC' });
    state = setSort(state, cars, 'year');
    expect(state.sort).toEqual({ field: 'year', order: 'DESC' });
    expect(setSort(state, cars, 'year').sort).toBeNull();
    expect(setSort(state, cars, 'mileage').sort).toEqual({ field: 'mileage', order: 'ASC' });
    expect(setSort(state, cars, null).sort).toBeNull();
    expect(shown(toSearchParams(state, cars))).toBe('color=white&sort=year&order=DESC');
    expect(() => setSort(state, cars, 'hours')).toThrow("No sort field 'hours'");
  });

  it('reset the model and the additional filters when the maker changes, and nothing else', () => {
    const state = parseListParams('maker=3&model=31&chassis=ZVW30&color=white&year=2010,2015&status=4531&page=4', cars);
    const next = makerChanged(state, cars, '5');
    expect(next.filters).toEqual({ maker: '5', status: ['4531'] });
    expect(next.page).toBe(1);
    expect(makerChanged(state, cars, undefined).filters).toEqual({ status: ['4531'] });
  });
});

describe('the listing request', () => {
  it('sends pageSize, sort and order when active, page above 1 and the applied filters', () => {
    const state = parseListParams('maker=3&mileage=0,50000&search=lot_no-12345&sort=auctionDate&order=ASC&page=2&utm=x', cars);
    expect(shown(listingQuery(state, cars))).toBe(
      'pageSize=20&sort=auctionDate&order=ASC&page=2&maker=3&mileage=0,50000&search=lot_no-12345',
    );
  });

  it('sends modelId=-1 for cars and stats with no filter, and nothing extra elsewhere', () => {
    expect(listingQuery(initialListState(cars), cars).toString()).toBe('pageSize=20&modelId=-1');
    expect(listingQuery(initialListState(stats), stats).toString()).toBe('pageSize=20&modelId=-1');
    expect(listingQuery(initialListState(machinery), machinery).toString()).toBe('pageSize=20');
  });
});
