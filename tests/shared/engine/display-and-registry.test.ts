import { describe, expect, it } from 'vitest';
import { loadPageTypes } from '../../../schemas/meta/load-page-types';
import { conditionColor } from '../../../src/engine/condition';
import { auctionStatusBadge } from '../../../src/engine/auction-status';
import { createRegistry } from '../../../src/engine/registry';
import { searchSummary, searchSummaryParts } from '../../../src/engine/search-summary';
import { parseListParams } from '../../../shared/list/list-params';
import { nextSort, sortLabelKey } from '../../../shared/list/sort';
import { callQuery, listingPath, resolveCallPath } from '../../../shared/list/calls';
import { chunkRows, parseViewMode, viewColumns } from '../../../shared/page-types/view-modes';

const schemas = Object.fromEntries(loadPageTypes().map((s) => [s.id, s]));
const cars = schemas['car-auction']!;

describe('condition badge colours (seed 001 §4)', () => {
  it.each([
    ['green', ['6', '5', 'S', 5, 's']],
    ['orange', ['3.5', '4', '4.5', 3.5, 4]],
    ['red', ['***', 'RA', 'R', '3', '2', 'RB', 'R2', 'R?', '1', 'WR', 'ra']],
    ['neutral', ['0', 'X', '', null, undefined]],
  ] as const)('%s', (color, grades) => {
    for (const grade of grades) expect(conditionColor(grade)).toBe(color);
  });
});

describe('auction status badges', () => {
  it('colour and name the codes 4531–4539', () => {
    expect(auctionStatusBadge(4531)).toEqual({ code: 4531, color: 'green', labelKey: 'auctionStatus.ongoing' });
    expect(auctionStatusBadge(4533)?.color).toBe('red');
    expect(auctionStatusBadge(4534)).toEqual({ code: 4534, color: 'red', labelKey: 'auctionStatus.soldByNegotiation' });
    expect(auctionStatusBadge(4532)?.color).toBe('orange');
    expect(auctionStatusBadge(4536)?.color).toBe('gray');
    expect(auctionStatusBadge(4539)).toEqual({ code: 4539, color: 'neutral', labelKey: 'auctionStatus.unsold' });
  });

  it('show nothing for no status or an unknown code', () => {
    expect(auctionStatusBadge(null)).toBeNull();
    expect(auctionStatusBadge(4540)).toBeNull();
  });
});

describe('registry', () => {
  it('resolves a registered kind and lists its kinds', () => {
    const cells = createRegistry<'text' | 'money', string>('cell component');
    cells.register('text', 'TextCell');
    cells.register('money', 'MoneyCell');
    expect(cells.get('money')).toBe('MoneyCell');
    expect(cells.kinds()).toEqual(['text', 'money']);
  });

  it('fails loudly on an unknown kind, with the schema fragment that asked for it', () => {
    const filters = createRegistry<'range', string>('filter component');
    expect(() => filters.get('slider', { id: 'mileage', kind: 'slider' })).toThrow(
      `No filter component for kind 'slider' in {"id":"mileage","kind":"slider"}`,
    );
    expect(() => filters.get('slider')).toThrow(`No filter component for kind 'slider'`);
  });

  it('refuses to register a kind twice', () => {
    const sections = createRegistry<'gallery', string>('section component');
    sections.register('gallery', 'A');
    expect(() => sections.register('gallery', 'B')).toThrow(`A section component for kind 'gallery' is already registered`);
  });
});

describe('saved-search title', () => {
  const text = {
    message: (key: string) =>
      ({
        'pageType.car-auction.fields.mileage': 'Mileage',
        'pageType.car-auction.fields.year': 'Year',
        'pageType.car-auction.fields.search.lot_no': 'Lot number',
      })[key] ?? key,
    option: (filterId: string, value: string) => (filterId === 'maker' && value === '3' ? 'Toyota' : value),
    range: (id: string, values: Record<string, string>) =>
      ({
        'filters.tag.range': `${values.filter}: ${values.from}–${values.to}`,
        'filters.tag.from': `${values.filter}: from ${values.from}`,
        'filters.tag.to': `${values.filter}: up to ${values.to}`,
      })[id]!,
  };

  it('names each applied filter in the schema order', () => {
    const state = parseListParams('search=lot_no-12345&year=2010,2015&mileage=10000,50000&model=Prius,Aqua&maker=3', cars);
    expect(searchSummary(searchSummaryParts(state, cars, text))).toBe(
      'Toyota; Prius, Aqua; Mileage: 10 000–50 000; Year: 2010–2015; Lot number 12345',
    );
  });

  it('names an open-ended range as its tag does: from one end, up to the other', () => {
    const state = parseListParams('year=2015,0&mileage=0,50000', cars);
    expect(searchSummary(searchSummaryParts(state, cars, text))).toBe('Mileage: up to 50 000; Year: from 2015');
  });

  it('keeps 10 parts and 200 characters at most', () => {
    const parts = Array.from({ length: 12 }, (_, i) => `part ${i + 1}`);
    expect(searchSummary(parts)).toBe(`${parts.slice(0, 10).join('; ')}…`);
    const long = searchSummary(['x'.repeat(150), 'y'.repeat(150)]);
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
    expect(searchSummary(['short'])).toBe('short');
  });
});

describe('sort labels', () => {
  it('name dates Newest (ascending) and Oldest (descending), other fields by their label', () => {
    expect(sortLabelKey(cars, { field: 'auctionDate', order: 'ASC' })).toBe('pageType.car-auction.sort.newest');
    expect(sortLabelKey(cars, { field: 'auctionDate', order: 'DESC' })).toBe('pageType.car-auction.sort.oldest');
    expect(sortLabelKey(cars, { field: 'year', order: 'DESC' })).toBe('pageType.car-auction.fields.year');
    expect(nextSort(null, 'year')).toEqual({ field: 'year', order: 'ASC' });
  });
});

describe('calls of a page type', () => {
  it('put the API page type into the paths', () => {
    expect(listingPath(schemas.bikes!)).toBe('/bikes/listing');
    expect(resolveCallPath(schemas['bike-stats']!, '/{pageType}/makers')).toBe('/bike-stats/makers');
  });

  it('send the maker with the model list call, and wait for one', () => {
    const model = cars.filters.find((f) => f.id === 'model')!;
    if (!('source' in model) || model.source.from !== 'call') throw new Error('model lists come from a call');
    expect(callQuery(model.source, parseListParams('', cars))).toBeNull();
    expect(callQuery(model.source, parseListParams('maker=3', cars))?.toString()).toBe('id=3');
    const machineryModel = schemas.machinery!.filters.find((f) => f.id === 'model')!;
    if (!('source' in machineryModel) || machineryModel.source.from !== 'call') throw new Error('model lists come from a call');
    expect(callQuery(machineryModel.source, parseListParams('maker=Komatsu', schemas.machinery!))?.toString()).toBe('name=Komatsu');
  });
});

describe('view modes', () => {
  it("read the stored mode, 'default' unless it is a known one", () => {
    expect(parseViewMode('card')).toBe('card');
    expect(parseViewMode('grid')).toBe('default');
    expect(parseViewMode(null)).toBe('default');
  });

  it('give the default mode the table columns and the card mode the card columns', () => {
    expect(viewColumns(cars, 'default')[0]!.id).toBe('photo');
    expect(viewColumns(cars, 'card')).toBe(cars.views.card!.columns);
  });

  it('chunk lots into rows of the column count', () => {
    expect(chunkRows([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(() => chunkRows([1], 0)).toThrow(RangeError);
  });
});
