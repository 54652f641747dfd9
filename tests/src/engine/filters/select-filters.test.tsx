import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../../../../src/engine/filters/FilterPanel';
import { toSearchParams } from '../../../../shared/list/list-params';
import { fillIn } from '../../forms/type-into';
import { deferredReply, mockFetch } from '../../fetch-mock';
import { carAuctionRoutes, filtersResponse } from './api-fixtures';
import { fakeTimers, renderFilters, schemas } from './harness';

const schema = schemas.carAuction;
const renderPanel = (search?: string, advanceTimers?: (ms: number) => unknown) =>
  renderFilters((props) => <FilterPanel schema={schema} {...props} />, { schema, search, advanceTimers });

// a multi-select dropdown lists its options as menu item checkboxes (Fluent's multiselect combobox)
describe('select filters', () => {
  it('lists makers with their counters and applies the chosen one', async () => {
    mockFetch(carAuctionRoutes());
    const { user, current } = renderPanel();

    await user.click(await screen.findByRole('combobox', { name: 'Maker' }));
    const toyota = await screen.findByRole('option', { name: 'Toyota 120' });
    expect(screen.getByRole('option', { name: 'Nissan 80' })).toBeInTheDocument();
    await user.click(toyota);

    expect(current().filters).toEqual({ maker: '1' });
    expect(screen.getByRole('combobox', { name: 'Maker' })).toHaveValue('Toyota');
  });

  it('resets the model and the additional filters when the maker changes', async () => {
    mockFetch(carAuctionRoutes());
    const { user, current } = renderPanel('maker=1&model=11&condition=4&year=2015,2020&quick_search_lot=1234&page=3');

    await user.click(await screen.findByRole('combobox', { name: 'Maker' }));
    await user.click(await screen.findByRole('option', { name: /Nissan/ }));

    expect(current().filters).toEqual({ maker: '2', lotNumber: '1234' });
    expect(current().page).toBe(1);
    expect(toSearchParams(current(), schema).toString()).toBe('quick_search_lot=1234&maker=2');
  });

  it('lists the chosen maker’s models and takes several', async () => {
    const api = mockFetch(carAuctionRoutes());
    const { user, current } = renderPanel('maker=1');

    await user.click(await screen.findByRole('combobox', { name: 'Model' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Prius 40' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Corolla 30' }));

    expect(current().filters.model).toEqual(['11', '12']);
    expect(api.callsTo('GET /car-auction/model')[0]!.query.get('id')).toBe('1');
    expect(api.callsTo('GET /car-auction/filter-model')).toHaveLength(0);
  });

  it('searches models on the server while no maker is chosen, after a 700 ms pause', async () => {
    // fake timers: on a busy machine real ones can pass 700 ms between typing and looking
    fakeTimers();
    const api = mockFetch(carAuctionRoutes());
    const { user, current } = renderPanel(undefined, vi.advanceTimersByTime);

    const model = await screen.findByRole('combobox', { name: 'Model' });
    expect(model).toHaveAttribute('placeholder', 'Type to search');
    await fillIn(user, model, 'Pri');
    await act(() => vi.advanceTimersByTimeAsync(699));
    expect(api.callsTo('GET /car-auction/filter-model')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));

    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Pri Hybrid 3' }));
    const searches = api.callsTo('GET /car-auction/filter-model');
    expect(searches.map((c) => c.query.get('search_model'))).toEqual(['Pri']);
    expect(current().filters.model).toEqual(['99']);
  });

  it('resets the model search when the model selection shrinks', async () => {
    fakeTimers();
    mockFetch(carAuctionRoutes());
    const { user, current } = renderPanel(undefined, vi.advanceTimersByTime);

    const model = await screen.findByRole('combobox', { name: 'Model' });
    await fillIn(user, model, 'Pri');
    await act(() => vi.advanceTimersByTimeAsync(700));
    const found = await screen.findByRole('menuitemcheckbox', { name: 'Pri Hybrid 3' });
    await user.click(found);
    expect(current().filters.model).toEqual(['99']);

    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Pri Hybrid 3' }));
    expect(current().filters.model).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('menuitemcheckbox', { name: 'Pri Hybrid 3' })).not.toBeInTheDocument());
  });

  it('searches chassis on the server until a model is chosen, then lists the filters’ chassis', async () => {
    const api = mockFetch(carAuctionRoutes());
    const { user, unmount } = renderPanel();
    const chassis = await screen.findByRole('combobox', { name: 'Chassis' });
    await fillIn(user, chassis, 'NZE');
    expect(await screen.findByRole('menuitemcheckbox', { name: 'NZE-1' }, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo('GET /car-auction/filter-chassis')[0]!.query.get('search_chassis')).toBe('NZE');
    unmount();

    const again = mockFetch(carAuctionRoutes());
    const second = renderPanel('maker=1&model=11');
    const narrowed = await screen.findByRole('combobox', { name: 'Chassis' });
    await second.user.click(narrowed);
    expect(await screen.findByRole('menuitemcheckbox', { name: 'ZVW30 9' })).toBeInTheDocument();
    await second.user.type(narrowed, 'ZV');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(again.callsTo('GET /car-auction/filter-chassis')).toHaveLength(0);
  });

  it('disables colour when it has no options and says so', async () => {
    mockFetch(carAuctionRoutes(filtersResponse({ color: [] })));
    renderPanel();
    const colour = await screen.findByRole('combobox', { name: 'Color' });
    await waitFor(() => expect(colour).toHaveAttribute('placeholder', 'No options'));
    expect(colour).toBeDisabled();
  });

  it('says the options are loading until they come', async () => {
    const reply = deferredReply();
    mockFetch({ ...carAuctionRoutes(), 'GET /car-auction/filters': reply.handler });
    renderPanel();

    const condition = await screen.findByRole('combobox', { name: 'Condition' });
    expect(condition).toHaveAttribute('placeholder', 'Loading options…');
    reply.release({ body: filtersResponse() });
    await waitFor(() => expect(condition).toHaveAttribute('placeholder', 'Any'));
  });
});
