// A table page's columns compiled through a row family: each cell gets the family's props for its row
// and fields, the columns are made once per page, and a kind the family lacks fails with its fragment.
import { screen } from '@testing-library/react';
import type { TablePageSchema } from '../../../../schemas/meta/table-page.schema';
import { createRegistry } from '../../../../src/engine/registry';
import { compileTable, RecordCellStack, type RowFamily } from '../../../../src/engine/table/record-columns';
import { renderEngine } from '../harness';

interface Row {
  id: string;
  name: string;
  price: number;
}
interface Props {
  row: Row;
  fields: readonly string[];
  tag: string;
}

const registry = createRegistry<string, (props: Props) => React.ReactNode>('test cell');
registry.register('text', ({ row, fields, tag }) => `${tag}:${fields.map((f) => String(row[f as keyof Row])).join(' ')}`);
const family: RowFamily<Row, Props> = { registry, props: (row, fields) => ({ row, fields, tag: 'T' }) };

const page = (kind: string) =>
  ({
    id: 'test',
    columns: [{ id: 'name', kind: 'data', label: 'pageType.test.fields.name', cells: [{ kind, fields: ['name', 'price'] }] }],
  }) as unknown as TablePageSchema;

describe('record columns', () => {
  it('draws each cell with the family’s props, once per page', () => {
    const schema = page('text');
    const compiled = compileTable(schema, family);
    expect(compileTable(schema, family)).toBe(compiled);
    expect(compiled.table.defs.map((def) => def.id)).toEqual(['name']);
    renderEngine(<RecordCellStack cells={compiled.columns[0]!.cells} row={{ id: '1', name: 'Aqua', price: 5 }} />);
    expect(screen.getByText('T:Aqua 5')).toHaveAttribute('data-cell', 'text');
  });

  it('fails on a kind the family has no cell for, naming the fragment', () => {
    expect(() => compileTable(page('sparkline'), family)).toThrow(/No test cell for kind 'sparkline' in \{"kind":"sparkline"/);
  });
});
