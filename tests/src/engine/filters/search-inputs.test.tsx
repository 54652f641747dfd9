import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../../../../src/engine/filters/FilterPanel';
import { toSearchParams } from '../../../../shared/list/list-params';
import { mockFetch } from '../../fetch-mock';
import { carAuctionRoutes } from './api-fixtures';
import { fakeTimers, renderFilters, schemas } from './harness';

const schema = schemas.carAuction;
const WARNING = 'Enter lot numbers or ranges separated by commas, e.g. 1234, 2000-2100';

function renderPanel() {
  fakeTimers();
  mockFetch(carAuctionRoutes());
  return renderFilters((props) => <FilterPanel schema={schema} {...props} />, { schema, advanceTimers: vi.advanceTimersByTime });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the quick lot-number search', () => {
  it('warns in a tooltip about an invalid text on Enter, and in the input’s description', async () => {
    mockFetch(carAuctionRoutes());
    const { user, changes } = renderFilters((props) => <FilterPanel schema={schema} {...props} />, { schema });
    await user.type(await screen.findByRole('searchbox', { name: 'Lot number' }), 'abc{Enter}');

    // Fluent's tooltip loads the first time a warning shows (real timers: React retries on a real task)
    expect(await screen.findByRole('tooltip')).toHaveTextContent(WARNING);
    expect(screen.getByRole('searchbox', { name: 'Lot number' })).toHaveAccessibleDescription(WARNING);
    expect(changes).toHaveLength(0);
  });

  it('closes the warning after 2000 ms', async () => {
    const { user, changes } = renderPanel();
    const input = await screen.findByRole('searchbox', { name: 'Lot number' });
    await user.type(input, 'abc{Enter}');

    expect(input).toHaveAccessibleDescription(WARNING);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(input).toHaveAccessibleDescription(WARNING);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(input).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(changes).toHaveLength(0);
  });

  it('applies numbers and ranges at once on Enter', async () => {
    const { user, current } = renderPanel();
    await user.type(await screen.findByRole('searchbox', { name: 'Lot number' }), '1234, 2000-2100{Enter}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(current().filters).toEqual({ lotNumber: '1234,2000-2100' });
    expect(toSearchParams(current(), schema).get('quick_search_lot')).toBe('1234,2000-2100');
  });

  it('applies a typed text after a 1500 ms pause on desktop', async () => {
    const { user, changes, current } = renderPanel();
    await user.type(await screen.findByRole('searchbox', { name: 'Lot number' }), '555');
    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(changes).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(current().filters).toEqual({ lotNumber: '555' });
  });
});

describe('the equipment and free searches', () => {
  it('applies the equipment text on Enter only when it is not empty', async () => {
    const { user, changes, current } = renderPanel();
    const equipment = await screen.findByRole('searchbox', { name: 'Equipment' });
    await user.type(equipment, '{Enter}');
    expect(changes).toHaveLength(0);
    await user.type(equipment, 'AC{Enter}');
    expect(current().filters).toEqual({ equipment: 'AC' });
  });

  it('sends the chosen field and the text as search=<field>-<text>, lot number by default', async () => {
    const { user, current } = renderPanel();
    const field = await screen.findByRole('combobox', { name: 'Search by' });
    expect(field).toHaveValue('lot_no');
    await user.selectOptions(field, 'chassis');
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), 'ZVW30{Enter}');

    expect(current().filters).toEqual({ search: { field: 'chassis', text: 'ZVW30' } });
    expect(toSearchParams(current(), schema).get('search')).toBe('chassis-ZVW30');
  });
});
