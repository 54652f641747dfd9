// Table-page schemas (schemas/bid-tables, schemas/tables): all valid, the meta-schema JSON in step with the TS, and a
// broken file reported with every problem, file, path and expectation.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTablePages } from '../../../schemas/meta/load-table-pages';
import { tablePageMetaSchema } from '../../../schemas/meta/table-page.schema';
import { TABLE_ROW_FAMILIES } from '../../../schemas/meta/table-rows';
import { TABLE_META_SCHEMA_JSON_PATH } from '../../../schemas/meta/write-json';
import { validateTablePages } from '../../../shared/page-types/validate-table-pages';

const tablePage = (id: string) => () =>
  structuredClone(loadTablePages().find((page) => page.id === id)!) as unknown as Record<string, unknown>;
const purchases = tablePage('purchases');
const bidManager = () => structuredClone(loadTablePages().find((page) => page.id === 'bid-manager')!) as unknown as Record<string, unknown>;

describe('table-page schemas', () => {
  it('validates the four bid tables, purchases and payments', () => {
    expect(
      loadTablePages()
        .map((page) => page.id)
        .sort(),
    ).toEqual(['archive-bids', 'bid-manager', 'bids', 'dealer-bids', 'payments', 'purchases']);
  });

  it('keeps table-page.schema.json in step with the TS meta-schema', () => {
    expect(JSON.parse(readFileSync(TABLE_META_SCHEMA_JSON_PATH, 'utf8'))).toEqual(JSON.parse(JSON.stringify(tablePageMetaSchema)));
  });

  it('reports an unknown cell kind with its path', () => {
    const page = bidManager();
    (page.columns as Array<{ cells: Array<{ kind: string }> }>)[0]!.cells[0]!.kind = 'sparkline';
    expect(() => validateTablePages([{ file: 'bid-manager.json', data: page }], TABLE_ROW_FAMILIES)).toThrow(
      /bid-manager\.json: \$\.columns\[0\]\.cells\[0\]\.kind: one of .*lotLink.*\(got "sparkline"\)/,
    );
  });

  it('reports cross-reference problems together', () => {
    const page = bidManager();
    const columns = page.columns as Array<{ sortField?: string; cells: Array<{ fields: string[] }> }>;
    columns[0]!.sortField = 'colour';
    columns[1]!.cells[0]!.fields = ['wheels'];
    page.defaultPageSize = 30;
    (page.filterSets as Record<string, Array<{ kind: string }>>).manager![0] = {
      id: 'lot',
      kind: 'lotNumberSearch',
      param: 'lotNo',
      label: 'pageType.bid-tables.filters.lot',
      placement: 'both',
    } as never;
    let message = '';
    try {
      validateTablePages([{ file: 'bid-manager.json', data: page }], TABLE_ROW_FAMILIES);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('$.columns[0].sortField: one of the sort fields');
    expect(message).toContain('$.columns[1].cells[0].fields[0]: a field of the row (got "wheels")');
    expect(message).toContain('$.defaultPageSize: one of the pageSizes (20, 50, 70) (got 30)');
    expect(message).toContain('$.filterSets.manager[0].kind: one of select, multiSelect, dateRange on a table page');
  });

  it('reports a bad purchases.json with its file and JSON paths', () => {
    const page = purchases();
    const columns = page.columns as Array<{ cells: Array<{ kind: string; fields: string[] }> }>;
    columns[1]!.cells[0]!.kind = 'lotLink';
    columns[2]!.cells[0]!.fields = ['colour'];
    page.pageOptions = ['purchaseDate'];
    delete page.countersKey;
    let message = '';
    try {
      validateTablePages([{ file: 'purchases.json', data: page }], TABLE_ROW_FAMILIES);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('purchases.json: $.columns[1].cells[0].kind: a cell kind of /purchased-cars/list rows');
    expect(message).toContain('(got "lotLink")');
    expect(message).toContain('purchases.json: $.columns[2].cells[0].fields[0]: a field of the row (got "colour")');
    expect(message).toContain('purchases.json: $.counterFields: counter fields need $.countersKey');
    expect(message).toContain('purchases.json: $.pageOptions[0]: a select or multiSelect filter (got "purchaseDate")');
    expect(message).toContain('purchases.json: $.filterSets.client[1].source: options from the filters call need $.calls.filters');
  });

  it('reports a meta-schema problem of purchases.json with its path', () => {
    const page = purchases();
    (page.filterSets as Record<string, Array<Record<string, unknown>>>).client![0]!.past = 'forever';
    expect(() => validateTablePages([{ file: 'purchases.json', data: page }], TABLE_ROW_FAMILIES)).toThrow(
      /purchases\.json: \$\.filterSets\.client\[0\]/,
    );
  });
});
