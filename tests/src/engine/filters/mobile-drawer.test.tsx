import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageTypeSchema } from '../../../../schemas/meta/page-type.schema';
import { MobileFilterDrawer } from '../../../../src/engine/filters/MobileFilterDrawer';
import { mockFetch } from '../../fetch-mock';
import { carAuctionRoutes, machineryRoutes, MAKERS } from './api-fixtures';
import { renderFilters, schemas } from './harness';

/** Renders the drawer open, once the texts it shows are in (a first render in a worker loads them). */
async function renderDrawer(schema: PageTypeSchema, search = '', total?: number) {
  const onClose = vi.fn();
  const view = renderFilters(
    (props) => <MobileFilterDrawer schema={schema} {...props} open onClose={onClose} totalSearchResults={total} />,
    { schema, search },
  );
  await screen.findByRole('dialog', { name: 'Search' });
  return { ...view, onClose, drawer: () => screen.getByRole('dialog', { name: 'Search' }) };
}

describe('the mobile filter drawer', () => {
  it('lists the quick lot search, the schedule chip and day chips, then a row per filter', async () => {
    mockFetch(carAuctionRoutes());
    const { drawer } = await renderDrawer(schemas.carAuction);

    const days = await within(drawer()).findByRole('group', { name: 'Auction days' });
    expect(within(days).getAllByRole('button')).toHaveLength(6);
    const [close, lotNumber, schedule, monday] = drawer().querySelectorAll('input[type="search"], button');
    expect(close).toHaveAccessibleName('Close');
    expect(lotNumber).toBe(within(drawer()).getByRole('searchbox', { name: 'Lot number' }));
    expect(schedule).toHaveAccessibleName('Auction schedule: Any');
    expect(monday).toHaveAccessibleName('Monday');
    // the select rows come with the filters call's answer
    expect(await within(drawer()).findByRole('button', { name: 'Maker: Any' })).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens a sub-list for a filter and applies the choice', async () => {
    mockFetch(carAuctionRoutes());
    const { user, current, drawer } = await renderDrawer(schemas.carAuction);

    await user.click(await within(drawer()).findByRole('button', { name: 'Maker: Any' }));
    const makers = await within(drawer()).findByRole('region', { name: 'Maker' });
    expect(within(makers).queryByRole('searchbox')).not.toBeInTheDocument(); // 10 options or fewer: no search
    await user.click(await within(makers).findByRole('radio', { name: 'Toyota (120)' }));
    expect(current().filters).toEqual({ maker: '1' });

    // the sub-list takes the place of the rows; Back brings them back, focus on the row that opened it
    expect(within(drawer()).queryByRole('button', { name: 'Maker: Toyota' })).not.toBeInTheDocument();
    await user.click(within(makers).getByRole('button', { name: 'Back' }));
    expect(within(drawer()).getByRole('button', { name: 'Maker: Toyota' })).toHaveFocus();
    expect(within(drawer()).queryByRole('region', { name: 'Maker' })).not.toBeInTheDocument();
  });

  it('shows a search box above the sub-list only above 10 options', async () => {
    const many = Array.from({ length: 11 }, (_, i) => ({ value: String(i + 10), label: `Maker ${i + 1}` }));
    mockFetch({ ...carAuctionRoutes(), 'GET /car-auction/maker': { body: [...MAKERS, ...many] } });
    const { user, drawer } = await renderDrawer(schemas.carAuction);

    await user.click(await within(drawer()).findByRole('button', { name: 'Maker: Any' }));
    const makers = await within(drawer()).findByRole('region', { name: 'Maker' });
    await user.type(within(makers).getByRole('searchbox', { name: 'Search Maker' }), 'toy');
    expect(
      within(makers)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Any', 'Toyota (120)']);
  });

  it('clears every filter with Clear all, and closes with the result count', async () => {
    mockFetch(carAuctionRoutes());
    const { user, current, onClose, drawer } = await renderDrawer(schemas.carAuction, 'maker=1&condition=4&page=2', 42);

    await user.click(within(drawer()).getByRole('button', { name: 'Clear all' }));
    expect(current().filters).toEqual({});
    expect(current().page).toBe(1);

    await user.click(within(drawer()).getByRole('button', { name: 'Show 42 lots' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('groups thousands with spaces, as every number of the portal (seed 001 §9)', async () => {
    mockFetch({ ...carAuctionRoutes(), 'GET /car-auction/maker': { body: [{ value: '1', label: 'Toyota', counter: 1132 }] } });
    const { user, drawer } = await renderDrawer(schemas.carAuction, '', 20_000);
    expect(within(drawer()).getByRole('button', { name: 'Show 20 000 lots' })).toBeInTheDocument();
    await user.click(await within(drawer()).findByRole('button', { name: 'Maker: Any' }));
    expect(await within(drawer()).findByRole('radio', { name: 'Toyota (1 132)' })).toBeInTheDocument();
  });

  it('applies a lot number still being typed when it closes', async () => {
    mockFetch(carAuctionRoutes());
    const { user, current, onClose, drawer } = await renderDrawer(schemas.carAuction);

    await user.type(within(drawer()).getByRole('searchbox', { name: 'Lot number' }), '77');
    // without the listing's total, the filters call's total stands in
    await user.click(await within(drawer()).findByRole('button', { name: 'Show 42 lots' }));
    expect(current().filters).toEqual({ lotNumber: '77' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no auction schedule on machinery, but its categories chip', async () => {
    mockFetch(machineryRoutes());
    const { drawer } = await renderDrawer(schemas.machinery);

    expect(await within(drawer()).findByRole('button', { name: 'Categories: Any' })).toBeInTheDocument();
    expect(within(drawer()).queryByRole('button', { name: /Auction schedule/ })).not.toBeInTheDocument();
    expect(within(drawer()).queryByRole('group', { name: 'Auction days' })).not.toBeInTheDocument();
  });

  it('has no auction schedule on stock', async () => {
    mockFetch({});
    const { drawer } = await renderDrawer(schemas.stock);
    expect(within(drawer()).queryByRole('button', { name: /Auction schedule/ })).not.toBeInTheDocument();
  });
});
