import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_KINDS, type PageTypeSchema } from '../../../schemas/meta/page-type.schema';
import { PAGE_TYPES_DIR, loadPageTypes, readPageTypeFiles } from '../../../schemas/meta/load-page-types';
import { isMetaSchemaJsonFresh } from '../../../schemas/meta/write-json';
import { validatePageTypes } from '../../../shared/page-types/validate-page-types';
import { kindsUsed } from '../../../src/engine/kinds-used';
import { parseListParams, setFilter, toSearchParams, listingQuery } from '../../../shared/list/list-params';
import { findRoute } from '../../../shared/routes/route-table';

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8'));
const carAuction = (): Record<string, unknown> => JSON.parse(readFileSync(join(PAGE_TYPES_DIR, 'car-auction.json'), 'utf8'));

/** The error message of validating one edited car-auction schema. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break the schema in every way a file can
function problemsOf(edit: (schema: any) => void): string {
  const data = carAuction();
  edit(data);
  try {
    validatePageTypes([{ file: 'car-auction.json', data }]);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the schema to be rejected');
}

describe('page-type schemas', () => {
  const schemas = loadPageTypes();

  it('are the six page types of seed 001, each valid', () => {
    expect(schemas.map((s) => s.id)).toEqual(['bike-stats', 'bikes', 'car-auction', 'machinery', 'stats', 'stock']);
  });

  it('show car statistics with the sold price instead of the start price, in every view (seed 001 §2)', () => {
    const stats = schemas.find((s) => s.id === 'stats');
    for (const [view, { columns }] of Object.entries(stats?.views ?? {})) {
      const fields = columns.flatMap((column) => column.cells.flatMap((cell) => cell.fields));
      expect(fields, view).toContain('soldPrice');
      expect(fields, view).not.toContain('startPrice');
    }
  });

  it('give each page type its list key and view permission', () => {
    const byId = Object.fromEntries(schemas.map((s) => [s.id, s]));
    expect(byId['car-auction']).toMatchObject({ listKey: 'carsList', permission: 'carAuctionsView', route: '/car-auctions' });
    expect(byId.stock).toMatchObject({ listKey: 'carsList', permission: 'onepriceView', route: '/oneprice' });
    expect(byId.stats).toMatchObject({ listKey: 'carsList', permission: 'salesStatisticsView' });
    expect(byId.bikes).toMatchObject({ listKey: 'bikeList', permission: 'bikeView' });
    expect(byId['bike-stats']).toMatchObject({ listKey: 'bikeList', permission: 'bikeView' });
    expect(byId.machinery).toMatchObject({ listKey: 'mechList', permission: 'machineryView' });
  });

  it('route their listing, detail and share pages through the route table with the same permission', () => {
    for (const s of schemas) {
      expect(findRoute(s.route)?.permission).toBe(s.permission);
      expect(findRoute(s.detail.route.replace(':id', '7'))?.permission).toBe(s.permission);
      if (s.shareRoute) expect(findRoute(s.shareRoute.replace(':id', '7'))?.access).toBe('public');
    }
  });

  it('use only kinds the registries know', () => {
    const used = kindsUsed(schemas);
    for (const registry of ['filter', 'column', 'cell', 'section'] as const) {
      const known: readonly string[] = KNOWN_KINDS[registry];
      expect([...used[registry]].filter((k) => !known.includes(k))).toEqual([]);
    }
  });

  it('follow seed 001 §2 for the car table columns, with one fixed price on stock and sold price on stats', () => {
    const columns = (id: string) => schemas.find((s) => s.id === id)!.views.table.columns.map((c) => c.id);
    expect(columns('car-auction')).toEqual([
      'photo',
      'auctionDate',
      'grade',
      'year',
      'engine',
      'color',
      'condition',
      'mileage',
      'status',
      'myBid',
      'startPrice',
      'chassis',
      'equipment',
      'soldPrice',
      'averagePrice',
    ]);
    expect(columns('stock').filter((c) => /price/i.test(c))).toEqual(['price']);
    expect(columns('stats')).not.toContain('startPrice');
    expect(columns('stats')).toContain('soldPrice');
  });

  it('follow seed 001 §4 for the sort fields, dates labelled Newest (ascending) and Oldest (descending)', () => {
    const fields = (id: string) => schemas.find((s) => s.id === id)!.sort.map((s) => s.field);
    expect(fields('car-auction')).toEqual(['auctionDate', 'year', 'condition', 'mileage', 'startPrice', 'soldPrice']);
    expect(fields('bikes')).toEqual(['auctionDate', 'year', 'condition', 'mileage', 'startPrice']);
    expect(fields('machinery')).toEqual(['auctionDate', 'year', 'mileage', 'hours', 'price']);
    const date = schemas[0]!.sort.find((s) => s.field === 'auctionDate')!;
    expect(date.orderLabels).toEqual({ ASC: 'pageType.bike-stats.sort.newest', DESC: 'pageType.bike-stats.sort.oldest' });
  });

  it('give stats pages date from/to instead of a schedule, and keep the schedule off the mobile list on stock and machinery', () => {
    const filter = (id: string, kind: string) => schemas.find((s) => s.id === id)!.filters.find((f) => f.kind === kind);
    for (const stats of ['stats', 'bike-stats']) {
      expect(filter(stats, 'auctionSchedule')).toBeUndefined();
      expect(filter(stats, 'dateRange')).toMatchObject({ params: { from: 'dateFrom', to: 'dateTo' } });
    }
    expect(filter('car-auction', 'auctionSchedule')?.placement).toBe('both');
    expect(filter('stock', 'auctionSchedule')?.placement).toBe('panel');
    expect(filter('machinery', 'auctionSchedule')?.placement).toBe('panel');
    expect(filter('machinery', 'categories')).toMatchObject({ params: { groups: 'category', items: 'subcategory' } });
  });

  it('have English and Russian texts for every label key they use', () => {
    const keys = new Set<string>();
    const walk = (v: unknown): void => {
      if (typeof v === 'string' && v.startsWith('pageType.')) keys.add(v);
      else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    };
    schemas.forEach(walk);
    for (const lang of ['en', 'ru']) {
      const messages = JSON.parse(readFileSync(join('locales', `${lang}.json`), 'utf8')) as Record<string, string>;
      expect([...keys].filter((k) => !messages[k])).toEqual([]);
    }
  });
});

describe('the meta-schema', () => {
  it('is written to page-type.schema.json for editors, and the file is up to date', () => {
    expect(isMetaSchemaJsonFresh()).toBe(true);
  });

  it('rejects an unknown filter kind with the file, the JSON path and the kinds it expected', () => {
    const message = problemsOf((s) => (s.filters[3].kind = 'slider'));
    expect(message).toContain(
      'car-auction.json: $.filters[3].kind: one of select, multiSelect, remoteSelect, range, dateRange, auctionSchedule, categories, lotNumberSearch, equipmentSearch, freeSearch (got "slider")',
    );
  });

  it('rejects an unknown cell kind', () => {
    expect(problemsOf((s) => (s.views.table.columns[2].cells[0].kind = 'sparkline'))).toMatch(
      /car-auction\.json: \$\.views\.table\.columns\[2\]\.cells\[0\]\.kind: one of photo, wishlist, .* \(got "sparkline"\)/,
    );
  });

  it('rejects a missing listKey', () => {
    expect(problemsOf((s) => delete s.listKey)).toContain('car-auction.json: $.listKey: a value (required property is missing)');
  });

  it('rejects a duplicate filter id', () => {
    expect(problemsOf((s) => (s.filters[5].id = 'maker'))).toContain(
      'car-auction.json: $.filters[5].id: a filter id used once (also at $.filters[2]) (got "maker")',
    );
  });

  it('rejects a sort field that is neither a column nor a lot field', () => {
    expect(problemsOf((s) => s.sort.push({ field: 'horsePower', label: 'pageType.car-auction.fields.horsePower' }))).toContain(
      'car-auction.json: $.sort[6].field: a column sortField or a field of the carsList row (got "horsePower")',
    );
  });

  it('rejects a column reading a field the lot does not have', () => {
    expect(problemsOf((s) => (s.views.card.columns[4].cells[0].fields = ['mileage', 'hours']))).toContain(
      'car-auction.json: $.views.card.columns[4].cells[0].fields[1]: a field of the carsList row (got "hours")',
    );
  });

  it('rejects a label key outside the page type namespace', () => {
    expect(problemsOf((s) => (s.filters[4].label = 'fields.chassis'))).toContain('car-auction.json: $.filters[4].label: a string matching');
    expect(problemsOf((s) => (s.filters[4].label = 'pageType.stock.fields.chassis'))).toContain(
      'car-auction.json: $.filters[4].label: a message key under "pageType.car-auction." (got "pageType.stock.fields.chassis")',
    );
  });

  it('rejects a reset of an unknown filter, a reused query parameter and a reserved one', () => {
    expect(problemsOf((s) => s.filters[2].resets.push('trim'))).toContain(
      'car-auction.json: $.filters[2].resets[8]: the id of another filter of this page type (got "trim")',
    );
    expect(problemsOf((s) => (s.filters[6].param = 'color'))).toContain(
      'car-auction.json: $.filters[7]: query parameters used by one filter only (color is also used by $.filters[6])',
    );
    expect(problemsOf((s) => (s.filters[6].param = 'page'))).toContain(
      'car-auction.json: $.filters[6]: no query parameter reserved by the list state (page, sort, order, pageSize) (got "page")',
    );
  });

  it('lists every problem of every file in one error', () => {
    const broken = carAuction();
    delete broken.permission;
    (broken.filters as { placement: string }[])[0]!.placement = 'sidebar';
    let message = '';
    try {
      validatePageTypes([
        { file: 'car-auction.json', data: broken },
        { file: 'stock.json', data: { ...carAuction(), id: 'car-auction' } },
      ]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      'Invalid page-type schema (4 problems):',
      'car-auction.json: $.permission: a value (required property is missing)',
      'car-auction.json: $.filters[0].placement: one of panel, mobile, both (got "sidebar")',
      'stock.json: $.id: the file name "stock" (got "car-auction")',
      'stock.json: $.route: a route no other page type uses (also car-auction.json) (got "/car-auctions")',
    ]);
  });

  it('validates a never-seen seventh page type added as one file, and its list params round-trip', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-types-'));
    cpSync(PAGE_TYPES_DIR, dir, { recursive: true });
    writeFileSync(join(dir, 'trucks.json'), JSON.stringify(fixture('trucks.json')));
    const all = loadPageTypes(dir);
    expect(all.map((s) => s.id)).toContain('trucks');

    const trucks = all.find((s) => s.id === 'trucks') as PageTypeSchema;
    const url = 'maker=volvo&axles=2,3&tonnage=10,20&search=serial-AB12&sort=price&order=DESC&page=3';
    const state = parseListParams(url, trucks);
    expect(state).toMatchObject({
      filters: { maker: 'volvo', axles: ['2', '3'], tonnage: { from: 10, to: 20 }, search: { field: 'serial', text: 'AB12' } },
      sort: { field: 'price', order: 'DESC' },
      page: 3,
      pageSize: 10,
    });
    expect(decodeURIComponent(toSearchParams(state, trucks).toString())).toBe(url);
    expect(decodeURIComponent(listingQuery(setFilter(state, trucks, 'maker', 'scania'), trucks).toString())).toBe(
      'pageSize=10&sort=price&order=DESC&maker=scania&tonnage=10,20&search=serial-AB12',
    );
  });

  it('reports a file that is not JSON by name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-types-'));
    writeFileSync(join(dir, 'broken.json'), '{"id": ');
    expect(() => readPageTypeFiles(dir)).toThrow(/broken\.json: \$: valid JSON/);
  });
});
