import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterTags } from '../../../../src/engine/filters/FilterTags';
import { mockFetch } from '../../fetch-mock';
import { carAuctionRoutes } from './api-fixtures';
import { renderFilters, schemas } from './harness';

const schema = schemas.carAuction;
const SEARCH = 'date=2025-01-06&auction=107&maker=1&model=11&condition=4.5,4&year=2015,2020';

const renderTags = (search = SEARCH) => {
  mockFetch(carAuctionRoutes());
  return renderFilters((props) => <FilterTags schema={schema} {...props} />, { schema, search });
};

const tagTexts = () =>
  within(screen.getByRole('list', { name: 'Applied filters' }))
    .getAllByRole('listitem')
    .map((tag) => tag.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('filter tags', () => {
  it('show one tag per applied value, named from the option lists and the schedule', async () => {
    renderTags();
    await waitFor(() =>
      expect(tagTexts()).toEqual([
        'Monday',
        'Tue Auction 1',
        'Maker: Toyota',
        'Model: Prius',
        'Condition: 4.5',
        'Condition: 4',
        'Year: 2015–2020',
      ]),
    );
  });

  it('remove the value of the tag that is dismissed', async () => {
    const { user, current } = renderTags();
    await user.click(await screen.findByRole('button', { name: 'Remove Condition: 4.5' }));
    expect(current().filters.condition).toEqual(['4']);

    await user.click(await screen.findByRole('button', { name: 'Remove Monday' }));
    expect(current().filters.auctionSchedule).toEqual({ groups: [], items: ['107'] });

    // the maker tag goes with the model and the additional filters it resets
    await user.click(await screen.findByRole('button', { name: 'Remove Maker: Toyota' }));
    expect(current().filters).toEqual({ auctionSchedule: { groups: [], items: ['107'] } });
  });

  it('show what fits on the first row, with All tags / Hide tags for the rest', async () => {
    // jsdom lays nothing out: the fourth tag and those after it sit on the second row
    vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (this: HTMLElement) {
      const tags = [...document.querySelectorAll('[data-filter-tag]')];
      return tags.indexOf(this) >= 3 ? 40 : 0;
    });
    const { user } = renderTags();

    const all = await screen.findByRole('button', { name: 'All tags' });
    await waitFor(() => expect(tagTexts()).toEqual(['Monday', 'Tue Auction 1', 'Maker: Toyota']));
    expect(all).toHaveAttribute('aria-expanded', 'false');

    await user.click(all);
    expect(tagTexts()).toHaveLength(7);
    const hide = screen.getByRole('button', { name: 'Hide tags' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');

    await user.click(hide);
    expect(tagTexts()).toHaveLength(3);
  });

  it('show nothing without applied filters', () => {
    renderTags('');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
