import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScheduleBar } from '../../../../src/engine/filters/ScheduleBar';
import { toSearchParams } from '../../../../shared/list/list-params';
import { setLocale } from '../../../../src/stores/preferences';
import { mockFetch } from '../../fetch-mock';
import { auctionList, carAuctionRoutes, machineryRoutes } from './api-fixtures';
import { fakeTimers, renderFilters, schemas } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('the schedule bar', () => {
  it('filters by a day 500 ms after its button is pressed', async () => {
    fakeTimers();
    mockFetch(carAuctionRoutes());
    const { user, changes, current } = renderFilters((props) => <ScheduleBar schema={schemas.carAuction} {...props} />, {
      schema: schemas.carAuction,
      advanceTimers: vi.advanceTimersByTime,
    });

    const days = await screen.findByRole('group', { name: 'Auction days' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(within(days).getByRole('button', { name: 'Wednesday' })).toBeDisabled(); // no auctions that day

    const monday = within(days).getByRole('button', { name: 'Monday' });
    await user.click(monday);
    expect(monday).toHaveAttribute('aria-pressed', 'true');
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(changes).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(current().filters).toEqual({ auctionSchedule: { groups: ['2025-01-06'], items: [] } });
    expect(toSearchParams(current(), schemas.carAuction).toString()).toBe('date=2025-01-06');
  });

  it('names the days in the reader’s language, though the API names them in English', async () => {
    setLocale('ru');
    mockFetch(carAuctionRoutes());
    const { user } = renderFilters((props) => <ScheduleBar schema={schemas.carAuction} {...props} />, { schema: schemas.carAuction });
    const days = await screen.findByRole('group', { name: 'Дни аукционов' });
    expect(
      within(days)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота']);
    await user.click(screen.getByRole('button', { name: 'Расписание аукционов' }));
    expect(screen.getByRole('group', { name: 'понедельник' })).toBeInTheDocument();
  });

  it('expands the schedule panel: 5 auctions a day, then View more', async () => {
    mockFetch(carAuctionRoutes());
    const { user, current } = renderFilters((props) => <ScheduleBar schema={schemas.carAuction} {...props} />, {
      schema: schemas.carAuction,
    });

    const toggle = await screen.findByRole('button', { name: 'Auction schedule' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(monday).getAllByRole('checkbox')).toHaveLength(6); // the day and 5 of its 7 auctions
    await user.click(within(monday).getByRole('button', { name: 'View more' }));
    expect(within(monday).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(monday).getByRole('button', { name: 'View less' })).toBeInTheDocument();

    await user.click(within(monday).getByRole('checkbox', { name: 'Mon Auction 7 (16)' }));
    await vi.waitFor(() => expect(current().filters).toEqual({ auctionSchedule: { groups: [], items: ['106'] } }));
  });

  it('refuses a 31st unit with the selection limit popup, a whole day counting one', async () => {
    mockFetch({
      ...carAuctionRoutes(),
      'GET /site/auction-list': { body: auctionList({ Monday: 7, Tuesday: 3, Wednesday: 20, Thursday: 20 }) },
    });
    // ids: Monday 100–106, Tuesday 107–109, Wednesday 110–129, Thursday 130–149; 29 single auctions chosen
    const chosen = [...ids(110, 128), ...ids(130, 139)];
    const { user, current } = renderFilters((props) => <ScheduleBar schema={schemas.carAuction} {...props} />, {
      schema: schemas.carAuction,
      search: `auction=${chosen.join(',')}`,
    });

    // Monday's 7 auctions as a whole day are one unit: 30 in all, accepted
    await user.click(await screen.findByRole('button', { name: 'Monday' }));
    await vi.waitFor(() => expect(current().filters.auctionSchedule).toEqual({ groups: ['2025-01-06'], items: chosen }));

    await user.click(screen.getByRole('button', { name: 'Auction schedule' }));
    const thursday = screen.getByRole('group', { name: 'Thursday' });
    await user.click(within(thursday).getByRole('button', { name: 'View more' }));
    const eleventh = within(thursday).getByRole('checkbox', { name: 'Thu Auction 11 (20)' });
    await user.click(eleventh);

    const popup = await screen.findByRole('alertdialog', { name: 'Selection limit reached' });
    expect(popup).toHaveTextContent('You can choose up to 30 auctions. A whole day counts as one.');
    expect(eleventh).not.toBeChecked();
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(current().filters.auctionSchedule).toEqual({ groups: ['2025-01-06'], items: chosen });
  });

  it('has the categories panel on machinery, with its own limit message', async () => {
    mockFetch(machineryRoutes());
    // subcategory ids: category c has c*100+1 … c*100+12 (0-based c); 30 single ones chosen
    const chosen = [...ids(1, 11), ...ids(101, 111), ...ids(201, 208)];
    const { user } = renderFilters((props) => <ScheduleBar schema={schemas.machinery} {...props} />, {
      schema: schemas.machinery,
      search: `subcategory=${chosen.join(',')}`,
    });

    expect(await screen.findByRole('button', { name: 'Monday' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Auction schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Categories' }));
    await user.click(await screen.findByRole('checkbox', { name: 'All of Category 4' }));

    const popup = await screen.findByRole('alertdialog', { name: 'Selection limit reached' });
    expect(popup).toHaveTextContent('You can choose up to 30 subcategories. A whole category counts as one.');
  });

  it('is empty on a page type without a schedule (statistics)', () => {
    mockFetch({});
    renderFilters((props) => <ScheduleBar schema={schemas.stats} {...props} />, { schema: schemas.stats });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
