import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../../../../src/engine/filters/FilterPanel';
import { toSearchParams } from '../../../../shared/list/list-params';
import { setLocale } from '../../../../src/stores/preferences';
import { mockFetch } from '../../fetch-mock';
import { carAuctionRoutes, filtersResponse } from './api-fixtures';
import { fakeTimers, renderFilters, schemas } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('range filters', () => {
  it('show the bounds as placeholders, years without digit grouping', async () => {
    mockFetch(carAuctionRoutes());
    renderFilters((props) => <FilterPanel schema={schemas.carAuction} {...props} />, { schema: schemas.carAuction });

    expect(await screen.findByPlaceholderText('250 000')).toHaveAccessibleName('Mileage to');
    expect(screen.getByRole('textbox', { name: 'Year from' })).toHaveAttribute('placeholder', '1995');
    expect(screen.getByRole('textbox', { name: 'Year to' })).toHaveAttribute('placeholder', '2025');
  });

  it('say From and To where the lots have no such value (a 0,0 range), not 0 and 0', async () => {
    const filters = filtersResponse();
    filters.range.mileage = { min: 0, max: 0, step: 1000 };
    mockFetch(carAuctionRoutes(filters));
    renderFilters((props) => <FilterPanel schema={schemas.carAuction} {...props} />, { schema: schemas.carAuction });

    expect(await screen.findByPlaceholderText('1995')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mileage from' })).toHaveAttribute('placeholder', 'From');
    expect(screen.getByRole('textbox', { name: 'Mileage to' })).toHaveAttribute('placeholder', 'To');
  });

  it('apply typed numbers once typing pauses for 700 ms, and 0,0 filters nothing', async () => {
    fakeTimers();
    mockFetch(carAuctionRoutes());
    const { user, current, changes } = renderFilters((props) => <FilterPanel schema={schemas.carAuction} {...props} />, {
      schema: schemas.carAuction,
      search: 'page=4',
      advanceTimers: vi.advanceTimersByTime,
    });

    const mileageFrom = await screen.findByRole('textbox', { name: 'Mileage from' });
    await user.type(mileageFrom, '15000');
    expect(mileageFrom).toHaveValue('15 000');
    await act(() => vi.advanceTimersByTimeAsync(699));
    expect(changes).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(current().filters).toEqual({ mileage: { from: 15000, to: 0 } });

    await user.type(screen.getByRole('textbox', { name: 'Year from' }), '2015');
    await user.type(screen.getByRole('textbox', { name: 'Year to' }), '2020');
    await act(() => vi.advanceTimersByTimeAsync(700));

    expect(current().filters).toEqual({ mileage: { from: 15000, to: 0 }, year: { from: 2015, to: 2020 } });
    expect(current().page).toBe(1);
    expect(toSearchParams(current(), schemas.carAuction).toString()).toBe('mileage=15000%2C0&year=2015%2C2020');

    const yearFrom = screen.getByRole('textbox', { name: 'Year from' });
    const yearTo = screen.getByRole('textbox', { name: 'Year to' });
    await user.clear(yearFrom);
    await user.type(yearFrom, '0');
    await user.clear(yearTo);
    await user.type(yearTo, '0');
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(current().filters).toEqual({ mileage: { from: 15000, to: 0 } });
  });
});

/** The browser's date input behind a calendar button, which lends it its picker. */
const pickerOf = (button: HTMLElement): HTMLInputElement => button.parentElement!.querySelector('input[type="date"]')!;

describe('date filters', () => {
  const NOW = new Date('2025-03-10T03:00:00Z'); // 12:00 in Japan

  it('hint the format in the reader’s language', async () => {
    setLocale('ru');
    mockFetch({ 'GET /stats/filters': { body: filtersResponse() } });
    renderFilters((props) => <FilterPanel schema={schemas.stats} {...props} />, { schema: schemas.stats });
    const from = await screen.findByRole('textbox', { name: 'Даты от' });
    expect(from).toHaveAttribute('placeholder', 'ГГГГ-ММ-ДД');
  });

  it('auto-format typed digits 4-2-2 and flag an invalid date after 700 ms', async () => {
    fakeTimers(NOW);
    mockFetch({ 'GET /stats/filters': { body: filtersResponse() } });
    const { current } = renderFilters((props) => <FilterPanel schema={schemas.stats} {...props} />, { schema: schemas.stats });

    const from = await screen.findByRole('textbox', { name: 'Dates from' });
    expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    // typed text stays text: a date input would read the digits in the browser's locale order
    expect(from).toHaveAttribute('type', 'text');
    fireEvent.focus(from);
    expect(from).toHaveAttribute('type', 'text');

    fireEvent.change(from, { target: { value: '2025021' } });
    expect(from).toHaveValue('2025-02-1');
    await act(() => vi.advanceTimersByTimeAsync(699));
    expect(screen.queryByText('Invalid')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Invalid')).toBeInTheDocument();
    expect(current().filters).toEqual({});

    // typing again hides the message until the next pause
    fireEvent.change(from, { target: { value: '20250214' } });
    expect(from).toHaveValue('2025-02-14');
    expect(screen.queryByText('Invalid')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.queryByText('Invalid')).not.toBeInTheDocument();
    expect(current().filters).toEqual({ dates: { from: '2025-02-14', to: '' } });
    expect(toSearchParams(current(), schemas.stats).toString()).toBe('dateFrom=2025-02-14');
  });

  it('offer a calendar within 3 months back to 1 day ahead in Japan, whose day applies at once', async () => {
    fakeTimers(NOW);
    mockFetch({ 'GET /stats/filters': { body: filtersResponse() } });
    const { current } = renderFilters((props) => <FilterPanel schema={schemas.stats} {...props} />, { schema: schemas.stats });

    const calendar = pickerOf(await screen.findByRole('button', { name: 'Open the calendar for Dates to' }));
    expect(calendar).toHaveAttribute('min', '2024-12-10');
    expect(calendar).toHaveAttribute('max', '2025-03-11');
    fireEvent.change(calendar, { target: { value: '2025-03-01' } });
    expect(screen.getByRole('textbox', { name: 'Dates to' })).toHaveValue('2025-03-01');
    expect(current().filters).toEqual({ dates: { from: '', to: '2025-03-01' } });
  });

  it('refuses a date outside 3 months back to 1 day ahead in Japan', async () => {
    fakeTimers(NOW);
    mockFetch({ 'GET /stats/filters': { body: filtersResponse() } });
    const { current } = renderFilters((props) => <FilterPanel schema={schemas.stats} {...props} />, { schema: schemas.stats });

    const to = await screen.findByRole('textbox', { name: 'Dates to' });
    fireEvent.change(to, { target: { value: '2025-03-12' } });
    await act(() => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByText('Invalid')).toBeInTheDocument();
    expect(current().filters).toEqual({});
  });
});
