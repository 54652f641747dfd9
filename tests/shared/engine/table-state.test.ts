// Table-page list state (seed 000 §4 "List behavior"): tabs, search and filters reset the page; a tab
// bar that clears filters does; the active tab again clears it; the list and filters calls' queries.
import { describe, expect, it } from 'vitest';
import type { TablePageSchema } from '../../../schemas/meta/table-page.schema';
import { loadTablePages } from '../../../schemas/meta/load-table-pages';
import { parseListParams, setFilter, setPageSize, setSort, toSearchParams } from '../../../shared/list/list-params';
import {
  extraValue,
  setSearch,
  setTab,
  tabCount,
  tableFiltersQuery,
  tableListQuery,
  tableListSchema,
} from '../../../src/engine/table/table-state';

const pages = loadTablePages();
const page = (id: string): TablePageSchema => pages.find((p) => p.id === id)!;
const manager = page('bid-manager');
const schema = tableListSchema(manager, 'manager');
const statusBar = manager.tabBars!.find((bar) => bar.param === 'bidStatus')!;
const dealer = page('dealer-bids');
const typeBar = dealer.tabBars!.find((bar) => bar.param === 'bidType')!;

describe('table-page list state', () => {
  it('gives each role its own filters of the page', () => {
    expect(tableListSchema(page('archive-bids'), 'client').filters.map((f) => f.id)).toEqual([
      'auctions',
      'dates',
      'chassisId',
      'mileage',
      'status',
      'group',
    ]);
    expect(tableListSchema(page('bids'), 'client').filters).toEqual([]);
    expect(tableListSchema(manager, 'manager')).toBe(schema);
  });

  it('picks a status tab back at page 1 with the filters cleared, and clears it when chosen again', () => {
    const filtered = { ...setFilter(parseListParams('page=3', schema), schema, 'clients', ['7']), page: 3 };
    const tabbed = setTab(filtered, statusBar, '2');
    expect(extraValue(tabbed, 'bidStatus')).toBe('2');
    expect(tabbed.page).toBe(1);
    expect(tabbed.filters).toEqual({});
    const again = setTab({ ...tabbed, page: 2 }, statusBar, '2');
    expect(extraValue(again, 'bidStatus')).toBeUndefined();
    expect(again.page).toBe(1);
    expect(setTab(tabbed, statusBar, undefined).extra).toEqual([]);
  });

  it('does not toggle the dealer’s bid type off, and a bid type change clears the filters', () => {
    const dealerSchema = tableListSchema(dealer, 'dealer');
    const state = setFilter(parseListParams('', dealerSchema), dealerSchema, 'clients', ['3']);
    const mine = setTab(state, typeBar, 'mine');
    expect(mine.filters).toEqual({});
    expect(setTab(mine, typeBar, 'mine')).toBe(mine);
  });

  it('sends filters, page size, sort, tabs and the search to the list call (seed 000 §7 mapping)', () => {
    let state = parseListParams('', schema, { pageSize: 20 });
    state = setFilter(state, schema, 'dates', ['2026-11-23']);
    state = setFilter(state, schema, 'auctions', ['4']);
    state = setFilter(state, schema, 'clients', ['12', '13']);
    state = setFilter(state, schema, 'group', ['A', '--']);
    state = setFilter(state, schema, 'auctionDate', { from: '2026-11-23', to: '2026-11-24' });
    state = setSort(state, schema, 'bidAmount');
    state = setPageSize({ ...state, page: 3 }, schema, 50);
    expect(state.page).toBe(1);
    state = setSearch({ ...state, page: 2 }, 'lotNo', ' 1234,5678 ');
    expect(state.page).toBe(1);
    expect(tableListQuery({ ...state, page: 2 }, schema, manager)).toEqual({
      pageSize: '50',
      page: '2',
      sort: 'bidAmount',
      order: 'ASC',
      auctionDateFrom: '2026-11-23',
      auctionDateTo: '2026-11-24',
      auctionDate: '2026-11-23',
      auction: '4',
      user: '12,13',
      bidGroups: 'A,--',
      lotNo: '1234,5678',
    });
    expect(tableFiltersQuery(setTab(state, statusBar, 'Archive'), schema, manager)).toEqual({ bidStatus: 'Archive' });
    expect(tableFiltersQuery(state, schema, manager)).toMatchObject({ auction: '4', user: '12,13' });
    expect(tableFiltersQuery(state, schema, manager)).not.toHaveProperty('lotNo');
  });

  it('keeps tabs and search in the URL beside the filters', () => {
    const state = setSearch(setTab(parseListParams('', schema), statusBar, '1'), 'lotNo', '42');
    expect(toSearchParams(state, schema).toString()).toBe('bidStatus=1&lotNo=42');
    expect(extraValue(parseListParams('bidStatus=1&lotNo=42', schema), 'lotNo')).toBe('42');
  });

  it('reads a tab’s count from the counters', () => {
    const counters = [
      { status: 'All', count: 9 },
      { status: 1, count: 4 },
      { status: 'Archive', count: 2 },
    ];
    expect(tabCount(counters, '1')).toBe(4);
    expect(tabCount(counters, 'Archive')).toBe(2);
    expect(tabCount(counters, undefined)).toBeUndefined();
    expect(tabCount(undefined, 'All')).toBeUndefined();
  });
});
