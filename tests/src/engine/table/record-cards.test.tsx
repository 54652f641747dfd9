// Phone cards of a table page: only the cards near the viewport are drawn (a page of bid cards drawn
// at once blocked a phone for most of a second), each telling its place in the whole list, and a card
// is not drawn again while its row stays the same.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import type { TablePageSchema } from '../../../../schemas/meta/table-page.schema';
import { createRegistry } from '../../../../src/engine/registry';
import { RecordCards } from '../../../../src/engine/table/RecordCards';
import { compileTable, type RowFamily } from '../../../../src/engine/table/record-columns';
import { renderEngine } from '../harness';

interface Row {
  id: string;
  name: string;
}
interface Props {
  row: Row;
}

let drawn = 0;
const registry = createRegistry<string, (props: Props) => React.ReactNode>('test cell');
registry.register('text', ({ row }) => {
  drawn += 1;
  return row.name;
});
const family: RowFamily<Row, Props> = { registry, props: (row) => ({ row }) };
const page = {
  id: 'cards-test',
  columns: [{ id: 'name', kind: 'data', label: 'pageType.car-auction.fields.model', cells: [{ kind: 'text', fields: ['name'] }] }],
} as unknown as TablePageSchema;
const { columns } = compileTable(page, family);
const rows: Row[] = Array.from({ length: 100 }, (_, i) => ({ id: String(i + 1), name: `Car ${i + 1}` }));
const rowId = (row: Row) => row.id;

function Page() {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Again {count}
      </button>
      <RecordCards columns={columns} rows={rows} rowId={rowId} label="Cars" />
    </>
  );
}

describe('record cards', () => {
  it('draw the cards near the viewport, each with its place among all the rows', async () => {
    renderEngine(<Page />);
    const cards = within(await screen.findByRole('list', { name: 'Cars' })).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(20);
    expect(cards[0]).toHaveTextContent('Car 1');
    expect(cards[0]).toHaveAttribute('aria-posinset', '1');
    expect(cards[0]).toHaveAttribute('aria-setsize', '100');
    expect(cards[1]).toHaveAttribute('aria-posinset', '2');
  });

  it('do not draw a card again when the page around it renders with the same rows', async () => {
    const { user } = renderEngine(<Page />);
    drawn = 0;
    await user.click(await screen.findByRole('button', { name: 'Again 0' }));
    expect(screen.getByRole('button', { name: 'Again 1' })).toBeInTheDocument();
    expect(drawn).toBe(0);
  });
});
