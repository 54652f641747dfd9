import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FILTER_KINDS, type FilterDef, type PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import { filterRegistry } from '../../../../src/engine/filters/filter-registry';
import { FilterPanel } from '../../../../src/engine/filters/FilterPanel';
import { ScheduleBar } from '../../../../src/engine/filters/ScheduleBar';
import { kindsUsed } from '../../../../src/engine/kinds-used';
import { mockFetch } from '../../fetch-mock';
import { carAuctionRoutes, CATEGORIES } from './api-fixtures';
import { ALL_SCHEMAS, renderFilters, schemas } from './harness';

const label = (field: string) => `pageType.car-auction.fields.${field}`;

/** One filter of every kind, in a page type the app has never seen. */
const everyKind: FilterDef[] = [
  {
    id: 'maker',
    kind: 'select',
    param: 'maker',
    label: label('maker'),
    placement: 'both',
    source: { from: 'call', path: '/{pageType}/maker' },
    resets: ['model'],
  },
  {
    id: 'condition',
    kind: 'multiSelect',
    param: 'condition',
    label: label('condition'),
    placement: 'panel',
    source: { from: 'filters', key: 'condition' },
  },
  {
    id: 'model',
    kind: 'remoteSelect',
    param: 'model',
    label: label('model'),
    placement: 'both',
    source: { from: 'call', path: '/{pageType}/model', query: { id: { filter: 'maker' } } },
    remote: { path: '/{pageType}/filter-model', param: 'search_model', responseKey: 'model' },
  },
  {
    id: 'year',
    kind: 'range',
    param: 'year',
    label: label('year'),
    placement: 'both',
    source: { from: 'filters', key: 'year' },
    grouping: false,
  },
  { id: 'dates', kind: 'dateRange', params: { from: 'dateFrom', to: 'dateTo' }, label: 'pageType.stats.fields.dates', placement: 'both' },
  {
    id: 'auctionSchedule',
    kind: 'auctionSchedule',
    params: { groups: 'date', items: 'auction' },
    label: label('auctionSchedule'),
    placement: 'both',
    source: { from: 'call', path: '/site/auction-list', query: { type: 'car-auction' } },
    daySource: { from: 'call', path: '/site/week-days' },
  },
  {
    id: 'categories',
    kind: 'categories',
    params: { groups: 'category', items: 'subcategory' },
    label: 'pageType.machinery.fields.categories',
    placement: 'both',
    source: { from: 'call', path: '/machinery/category-list' },
  },
  { id: 'lotNumber', kind: 'lotNumberSearch', param: 'quick_search_lot', label: label('lotNumber'), placement: 'both' },
  { id: 'equipment', kind: 'equipmentSearch', param: 'equipment', label: label('equipment'), placement: 'both' },
  {
    id: 'search',
    kind: 'freeSearch',
    param: 'search',
    label: label('search'),
    placement: 'both',
    fields: [
      { value: 'lot_no', label: label('search.lot_no') },
      { value: 'chassis', label: label('search.chassis') },
    ],
    defaultField: 'lot_no',
  },
];

const fixtureSchema: PageTypeSchema = { ...schemas.carAuction, id: 'fixture', filters: everyKind };

describe('the filter registry', () => {
  it('has a control for every filter kind, including every kind the page types use', () => {
    expect(filterRegistry.kinds().sort()).toEqual([...FILTER_KINDS].sort());
    for (const kind of kindsUsed(ALL_SCHEMAS).filter) expect(() => filterRegistry.get(kind)).not.toThrow();
  });

  it('throws on an unknown kind, naming the schema fragment', () => {
    const fragment = { id: 'odometer', kind: 'slider', param: 'odo' };
    expect(() => filterRegistry.get(fragment.kind, fragment)).toThrow(
      `No filter control for kind 'slider' in {"id":"odometer","kind":"slider","param":"odo"}`,
    );
  });

  it('renders each kind from a schema fragment', async () => {
    mockFetch({ ...carAuctionRoutes(), 'GET /machinery/category-list': { body: CATEGORIES } });
    const { user } = renderFilters(
      (props) => (
        <>
          <ScheduleBar schema={fixtureSchema} {...props} />
          <FilterPanel schema={fixtureSchema} {...props} />
        </>
      ),
      { schema: fixtureSchema },
    );
    const panel = await screen.findByRole('search', { name: 'Filters' });
    expect(within(panel).getByRole('combobox', { name: 'Maker' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Condition' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Model' })).toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Year' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Year from' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Dates from' })).toBeInTheDocument();
    expect(within(panel).getByRole('searchbox', { name: 'Lot number' })).toBeInTheDocument();
    expect(within(panel).getByRole('searchbox', { name: 'Equipment' })).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Search by' })).toBeInTheDocument();
    expect(within(panel).getByRole('searchbox', { name: 'Search text' })).toBeInTheDocument();

    // the schedule bar holds the day buttons and, with categories in the schema, the categories panel
    expect(await screen.findByRole('button', { name: 'Monday' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    expect(await screen.findByRole('checkbox', { name: 'All of Category 1' })).toBeInTheDocument();
  });
});
