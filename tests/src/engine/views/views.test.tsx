import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import { CELL_KINDS, COLUMN_KINDS } from '../../../../schemas/meta/page-type.schema';
import { cellRegistry } from '../../../../src/engine/views/cell-registry';
import { columnRegistry } from '../../../../src/engine/views/column-registry';
import { compileColumns, viewColumnsOf } from '../../../../src/engine/views/compiled-columns';
import { LotsView, type LotsViewProps } from '../../../../src/engine/views/LotsView';
import type { WishlistSlotProps } from '../../../../src/engine/views/lot-list-context';
import { setLocale } from '../../../../src/stores/preferences';
import { setViewport } from '../../media';
import { carSchema, renderEngine, ROW_HEIGHT_PX } from '../harness';
import { carLot, carLots } from '../lots';

/** The lots, once shown: the table view loads its code on first use. */
async function renderLots(props: Partial<LotsViewProps> = {}) {
  const view = renderEngine(<LotsView schema={carSchema} layout="default" lots={[carLot(1)]} label="Lots" total={1} {...props} />);
  await screen.findAllByRole('link', { name: /^(Lot|Лот) / });
  return view;
}

describe('cell and column registries', () => {
  it('know every cell and column kind of the meta-schema', () => {
    expect(cellRegistry.kinds().sort()).toEqual([...CELL_KINDS].sort());
    expect(columnRegistry.kinds().sort()).toEqual([...COLUMN_KINDS].sort());
  });

  it('throw on an unknown kind with the schema fragment that named it', () => {
    const fragment = { kind: 'sparkline', fields: ['startPrice'] };
    expect(() => cellRegistry.get('sparkline', fragment)).toThrow(
      `No cell component for kind 'sparkline' in {"kind":"sparkline","fields":["startPrice"]}`,
    );
    const column = { id: 'trend', kind: 'data', label: 'pageType.car-auction.fields.trend', cells: [fragment] };
    expect(() => compileColumns([column] as never)).toThrow(`No cell component for kind 'sparkline'`);
    expect(() => columnRegistry.get('ribbon', { id: 'x', kind: 'ribbon' })).toThrow(
      `No column component for kind 'ribbon' in {"id":"x","kind":"ribbon"}`,
    );
  });

  it('compile a view once per schema, mode and column settings', () => {
    const settings = { enabled: true, columns: { table: ['photo', 'year'] } };
    expect(viewColumnsOf(carSchema, 'default')).toBe(viewColumnsOf(carSchema, 'default'));
    expect(viewColumnsOf(carSchema, 'default', settings)).toBe(viewColumnsOf(carSchema, 'default', { ...settings }));
    expect(viewColumnsOf(carSchema, 'default', settings).map((c) => c.def.id)).toEqual(['photo', 'year']);
  });
});

describe('the table view', () => {
  it('has a header per schema column and shows every value of the lot row', async () => {
    await renderLots({
      lots: [carLot(1, { myBidAmount: 1250000, soldPrice: null, equip: '', status: 4533, condition: 'RA' })],
    });
    const table = screen.getByRole('table', { name: 'Lots' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Lot',
      'Date / Auction',
      'Grade',
      'Year',
      'Engine',
      'Color',
      'Condition',
      'Mileage',
      'Status',
      'My bid',
      'Start price',
      'Chassis',
      'Equipment',
      'Sold price',
      'Average price',
    ]);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'My bid ¥1 250 00050001',
      '2025-01-1010:30USS Tokyo',
      'S',
      '2018',
      '1 800',
      'White',
      'RA',
      '45 000 km',
      'Sold',
      '¥1 250 000',
      '¥1 500 000',
      'ZVW30-1',
      '—',
      '—',
      '¥1 700 000',
    ]);
  });

  it('marks a vehicle offered at earlier auctions in its lot column', async () => {
    await renderLots({
      lots: [carLot(1, { offeredBefore: 2 }), carLot(2, { offeredBefore: 1 }), carLot(3, { offeredBefore: 0 }), carLot(4)],
    });
    const rows = within(screen.getByRole('table', { name: 'Lots' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).queryByText(/^Offered/)?.textContent ?? null)).toEqual([
      'Offered 2 times before',
      'Offered once before',
      null,
      null,
    ]);
    expect(within(rows[0]!).getAllByRole('cell')[0]).toHaveTextContent('50001Offered 2 times before');
  });

  it('marks it in Russian', async () => {
    setLocale('ru');
    await renderLots({ lots: [carLot(1, { offeredBefore: 2 }), carLot(2, { offeredBefore: 5 })] });
    expect(await screen.findByText('Выставлялся ранее 2 раза')).toBeInTheDocument();
    expect(screen.getByText('Выставлялся ранее 5 раз')).toBeInTheDocument();
  });

  it('colours the condition and status badges', async () => {
    await renderLots({ lots: [carLot(1, { condition: '4.5', status: 4531 }), carLot(2, { condition: 'R', status: 4533 })] });
    expect(screen.getByText('4.5')).toHaveAttribute('data-color', 'orange');
    expect(screen.getByText('R')).toHaveAttribute('data-color', 'red');
    expect(screen.getByText('Ongoing')).toHaveAttribute('data-color', 'green');
    expect(screen.getByText('Sold')).toHaveAttribute('data-color', 'red');
  });

  it('loads the first screen’s photos at once and first in line, the others lazily, with their size; a dash for no bid', async () => {
    await renderLots({ lots: Array.from({ length: 6 }, (_, i) => carLot(i + 1)) });
    const photoOf = (n: number) => screen.getByRole('link', { name: `Lot 5000${n}: Toyota Prius ${n}` }).querySelector('img')!;
    expect(photoOf(1)).toHaveAttribute('loading', 'eager');
    expect(photoOf(1)).toHaveAttribute('fetchpriority', 'high');
    expect(photoOf(4)).toHaveAttribute('loading', 'eager');
    expect(photoOf(5)).toHaveAttribute('loading', 'lazy');
    expect(photoOf(5)).toHaveAttribute('fetchpriority', 'auto');
    const link = screen.getByRole('link', { name: 'Lot 50001: Toyota Prius 1' });
    const photo = photoOf(1);
    expect(photo).toHaveAttribute('src', '/api/v1/images/lots/1001/1.svg');
    expect(photo).toHaveAttribute('width', '160');
    expect(photo).toHaveAttribute('height', '120');
    expect(within(link).queryByText(/My bid/)).not.toBeInTheDocument();
  });

  it('sorts through a header of a sortable column, and marks the sorted one', async () => {
    const onSort = vi.fn();
    const { user } = await renderLots({ sort: { field: 'year', order: 'DESC' }, onSort });
    await user.click(screen.getByRole('button', { name: 'Mileage' }));
    expect(onSort).toHaveBeenCalledWith('mileage');
    expect(screen.getByRole('columnheader', { name: 'Year' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: 'Grade' })).not.toBeInTheDocument();
  });

  it('disables the sorting headers when asked', async () => {
    await renderLots({ onSort: vi.fn(), sortDisabled: true });
    expect(screen.getByRole('button', { name: 'Year' })).toBeDisabled();
  });
});

describe('a lot', () => {
  it('opens in a new tab at the detail route of its page type', async () => {
    await renderLots({ lots: [carLot(7, { id: 'a b' })] });
    const link = screen.getByRole('link', { name: 'Lot 50007: Toyota Prius 7' });
    expect(link).toHaveAttribute('href', '/car-auctions/a%20b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is highlighted as visited once opened, and stays so in a later page', async () => {
    const { user, unmount } = await renderLots({ lots: [carLot(1), carLot(2)] });
    const link = screen.getByRole('link', { name: /Lot 50002/ });
    expect(link).not.toHaveAccessibleDescription('Visited');
    await user.click(link);
    expect(link).toHaveAccessibleDescription('Visited');
    expect(screen.getByRole('link', { name: /Lot 50001/ })).not.toHaveAccessibleDescription('Visited');
    unmount();

    await renderLots({ lots: [carLot(1), carLot(2)] });
    expect(screen.getByRole('link', { name: /Lot 50002/ })).toHaveAccessibleDescription('Visited');
  });

  it('has the wishlist slot the page plugs in, with its groups', async () => {
    const Wishlist = ({ lotId, pageType, wishList }: WishlistSlotProps) => (
      <button type="button">{`star ${pageType} ${lotId} ${wishList.map((w) => w.group).join()}`}</button>
    );
    await renderLots({ lots: [carLot(3, { wishList: [{ group: 'B', value: true }] })], wishlist: Wishlist });
    expect(screen.getByRole('button', { name: 'star car-auction 1003 B' })).toBeInTheDocument();
  });
});

/** Waits until the list has rendered rows beyond the window, as it does once the first screen is in. */
const waitForRowsBeyondView = () =>
  waitFor(() =>
    expect(within(screen.getByRole('feed', { name: 'Lots' })).getAllByRole('article').length).toBeGreaterThan(
      Math.ceil(window.innerHeight / ROW_HEIGHT_PX),
    ),
  );

describe('the column and card views', () => {
  it('show lots as tiles with labelled values, the headline and the prices', async () => {
    await renderLots({ layout: 'column', lots: [carLot(1), carLot(2)], total: 2 });
    const feed = screen.getByRole('feed', { name: 'Lots' });
    const tiles = within(feed).getAllByRole('article');
    expect(tiles).toHaveLength(2);
    const first = within(tiles[0]!);
    expect(tiles[0]).toHaveAccessibleName('Lot 50001');
    expect(tiles[0]).toHaveAttribute('aria-setsize', '2');
    expect(first.getByRole('heading', { name: 'Toyota Prius 1' })).toBeInTheDocument();
    expect(first.getByText('Gearbox').nextElementSibling).toHaveTextContent('AT');
    expect(first.getByText('Start price').nextElementSibling).toHaveTextContent('¥1 500 000');
  });

  it('put 3 cards in a row on a laptop and 5 on a wide screen', async () => {
    setViewport({ width: 1280 });
    const lots = Array.from({ length: 7 }, (_, i) => carLot(i + 1));
    const { unmount } = await renderLots({ layout: 'card', lots, total: 7 });
    const rowSizes = () =>
      screen
        .getAllByRole('article')
        .map((tile) => tile.parentElement!)
        .filter((r, i, all) => all.indexOf(r) === i)
        .map((r) => r.children.length);
    expect(rowSizes()).toEqual([3, 3, 1]);
    unmount();
    setViewport({ width: 1600 });
    await renderLots({ layout: 'card', lots, total: 7 });
    expect(rowSizes()).toEqual([5, 2]);
  });

  it('show only the rows in view in the first screen of a visit, the rows just beyond it once that is in', async () => {
    renderEngine(<LotsView schema={carSchema} layout="phone" lots={carLots(40)} label="Lots" total={40} />);
    const tiles = () => within(screen.getByRole('feed', { name: 'Lots' })).getAllByRole('article');
    // a 768 px window of rows of ROW_HEIGHT_PX
    expect(tiles()).toHaveLength(Math.ceil(window.innerHeight / ROW_HEIGHT_PX));
    await waitForRowsBeyondView();
    expect(tiles().length).toBeGreaterThan(Math.ceil(window.innerHeight / ROW_HEIGHT_PX));
  });

  it('re-render without going through every loaded lot, as each scroll step re-renders them', async () => {
    let idReads = 0;
    const lots = Array.from({ length: 500 }, (_, i) => {
      const lot = carLot(i + 1);
      const id = lot.id;
      return Object.defineProperty(lot, 'id', { get: () => (idReads++, id), enumerable: true });
    });
    function Busy() {
      const [busy, setBusy] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setBusy(true)}>
            Busy
          </button>
          <LotsView schema={carSchema} layout="phone" lots={lots} label="Lots" total={500} busy={busy} />
        </>
      );
    }
    const { user } = renderEngine(<Busy />);
    // the rows beyond the view come once the first screen is in (measured then, as any new rows are)
    await waitForRowsBeyondView();
    idReads = 0;
    await user.click(screen.getByRole('button', { name: 'Busy' }));
    expect(screen.getByRole('feed', { name: 'Lots' })).toHaveAttribute('aria-busy', 'true');
    // the tiles on screen at most, not the 500 lots the virtualizer would measure again
    expect(idReads).toBeLessThan(50);
  });

  it('render a schema they have never seen', () => {
    const trucks = {
      ...carSchema,
      id: 'trucks',
      apiPageType: 'trucks',
      detail: { route: '/trucks/:id', sections: [] },
      views: {
        table: {
          columns: [
            { id: 'photo', kind: 'media', label: 'pageType.car-auction.fields.photo', cells: [{ kind: 'photo', fields: ['images'] }] },
            {
              id: 'price',
              kind: 'prices',
              label: 'pageType.car-auction.fields.startPrice',
              cells: [{ kind: 'money', fields: ['startPrice'] }],
            },
          ],
        },
      },
    } as PageTypeSchema;
    renderEngine(<LotsView schema={trucks} layout="card" lots={[carLot(4)]} label="Trucks" total={1} />);
    const tile = screen.getByRole('article', { name: 'Lot 50004' });
    expect(within(tile).getByRole('link')).toHaveAttribute('href', '/trucks/1004');
    expect(within(tile).getByText('¥1 500 000')).toBeInTheDocument();
  });
});
