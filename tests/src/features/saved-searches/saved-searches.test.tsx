import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedSearch } from '../../../../schemas/api/listing';
import { initialListState, parseListParams } from '../../../../shared/list/list-params';
import { menuCountersQuery } from '../../../../src/api/site';
import { SavedSearchesToolbar } from '../../../../src/features/saved-searches/SavedSearchesToolbar';
import { setLocale } from '../../../../src/stores/preferences';
import { auctionList } from '../../engine/filters/api-fixtures';
import { deferredReply, mockFetch, type ApiCall } from '../../fetch-mock';
import { carSchema, renderFeature } from './harness';

const MENU_COUNTERS = { bid: 0, search: { bikes: 0, 'bike-stats': 0, 'car-auction': 0, stock: 0, stats: 0, machinery: 0 } };
const FILTERED = 'quick_search_lot=1234&year=2010,2015';

/** A saved-searches API kept in memory, as the reference API keeps it per user and page type. */
function savedSearchServer(initial: Omit<SavedSearch, 'type'>[] = []) {
  let nextId = 100;
  let items: SavedSearch[] = initial.map((s) => ({ ...s, type: 'car-auction' }));
  const fetch = mockFetch({
    'GET /user/my-search': ({ query }) => {
      const own = items.filter((s) => s.type === query.get('type'));
      return { body: { items: own, counter: own.length } };
    },
    'POST /user/save-search': ({ body }: ApiCall) => {
      items = [...items, { id: nextId++, ...(body as Omit<SavedSearch, 'id'>) }];
      return { body: null };
    },
    'POST /user/update-search': ({ body }: ApiCall) => {
      const { id, title } = body as { id: number; title: string };
      items = items.map((s) => (s.id === id ? { ...s, title } : s));
      return { body: { success: true } };
    },
    'POST /user/delete-search': ({ body }: ApiCall) => {
      items = items.filter((s) => s.id !== (body as { id: number }).id);
      return { body: { success: true } };
    },
    'POST /user/search-alert': ({ body }: ApiCall) => {
      const { id, alert } = body as { id: number; alert: boolean };
      items = items.map((s) => (s.id === id ? { ...s, alert } : s));
      return { body: { success: true } };
    },
  });
  return fetch;
}

const searches = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `Search ${i + 1}`, params: `year=${2000 + i},2020` }));

function renderToolbar(params = FILTERED) {
  return renderFeature(<SavedSearchesToolbar schema={carSchema} state={parseListParams(params, carSchema)} />);
}

const savedSearchesButton = () => screen.getByRole('button', { name: /^Saved searches/ });
const listDialog = () => screen.findByRole('dialog', { name: 'Saved searches' });

describe('saved searches toolbar', () => {
  it('shows the count of this page type’s saved searches on its button', async () => {
    const fetch = savedSearchServer(searches(3));
    renderToolbar();

    // the text shown is part of the name (speech input): a space keeps the count a word of its own
    expect(await screen.findByRole('button', { name: 'Saved searches: 3' })).toHaveTextContent('Saved searches 3');
    expect(fetch.callsTo('GET /user/my-search')[0]!.query.get('type')).toBe('car-auction');
  });

  it('allows saving only once a filter is applied', async () => {
    savedSearchServer();
    renderFeature(<SavedSearchesToolbar schema={carSchema} state={initialListState(carSchema)} />);

    expect(await screen.findByRole('button', { name: 'Save search' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says why Save search is off: in its description, and in a tooltip on hover and on keyboard focus', async () => {
    savedSearchServer();
    const { user } = renderFeature(<SavedSearchesToolbar schema={carSchema} state={initialListState(carSchema)} />);
    const why = 'Apply at least one filter to save a search';
    const save = () => screen.getByRole('button', { name: 'Save search' });
    expect(await screen.findByRole('button', { name: 'Save search' })).toHaveAccessibleDescription(why);

    await user.hover(save());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
    expect(save()).toHaveAccessibleDescription(why);
    // the pointer moves on over the button, now with the real tooltip, then away
    await user.hover(save());
    await user.unhover(save());
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    act(() => savedSearchesButton().focus());
    await user.tab();
    expect(save()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(why);
  });

  it('opens its dialog by keyboard, loaded on first open, focus inside; Escape closes it', async () => {
    savedSearchServer(searches(2));
    const { user } = renderToolbar();
    const button = await screen.findByRole('button', { name: 'Saved searches: 2' });
    act(() => button.focus());
    await user.keyboard('{Enter}');
    const list = await listDialog();
    await waitFor(() => expect(list).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the saved-searches button only on phones', async () => {
    savedSearchServer();
    renderFeature(<SavedSearchesToolbar schema={carSchema} state={parseListParams(FILTERED, carSchema)} mobile />);

    expect(await screen.findByRole('button', { name: /^Saved searches/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save search' })).not.toBeInTheDocument();
  });
});

describe('saving a search', () => {
  it('prefills the title from the filters and saves it with the page’s params', async () => {
    const fetch = savedSearchServer();
    const { user, queryClient } = renderToolbar(`${FILTERED}&page=3&sort=year&order=ASC`);
    queryClient.setQueryData(menuCountersQuery().queryKey, MENU_COUNTERS);

    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save search' });
    expect(within(dialog).getByLabelText('Search title')).toHaveValue('Lot number 1234; Year: 2010–2015');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('dialog', { name: 'Search saved' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /user/save-search')[0]!.body).toEqual({
      title: 'Lot number 1234; Year: 2010–2015',
      params: 'quick_search_lot=1234&year=2010%2C2015&sort=year&order=ASC',
      type: 'car-auction',
    });
    // the list and the menu counters were refreshed (the toolbar sits behind the modal dialog)
    expect(screen.getByRole('button', { name: 'Saved searches: 1', hidden: true })).toBeInTheDocument();
    expect(queryClient.getQueryState(menuCountersQuery().queryKey)?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'View all saved searches' }));
    const list = await listDialog();
    expect(within(list).getByRole('button', { name: 'Lot number 1234; Year: 2010–2015' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Saved searches: 1' })).toBeInTheDocument();
  });

  it('names makers, models and statuses in the title as their lists do', async () => {
    const fetch = savedSearchServer();
    fetch.use({
      'GET /car-auction/maker': { body: [{ value: '12', label: 'Toyota' }] },
      'GET /car-auction/model': ({ query }) => ({
        body:
          query.get('id') === '12'
            ? [
                { value: '55', label: 'Prius' },
                { value: '56', label: 'Aqua' },
              ]
            : [],
      }),
      'GET /car-auction/filters': {
        body: { select: { status: [{ value: 4531, label: 'Ongoing' }] }, range: {}, totals: { totalSearchResults: 9, totalResults: 9 } },
      },
    });
    const { user } = renderToolbar('maker=12&model=55,56&status=4531&year=2010,2015');

    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const title = await screen.findByLabelText('Search title');
    await waitFor(() => expect(title).toHaveValue('Toyota; Prius, Aqua; Ongoing; Year: 2010–2015'));
    // the option names come from the unfiltered lists, which every saved search shares
    expect(fetch.callsTo('GET /car-auction/filters').map((c) => c.query.toString())).toEqual(['']);
  });

  it('names an auction day in the reader’s language, though the API names it in English', async () => {
    setLocale('ru');
    const fetch = savedSearchServer();
    fetch.use({ 'GET /site/auction-list': { body: auctionList() } });
    const { user } = renderToolbar('date=2025-01-06');

    await user.click(await screen.findByRole('button', { name: 'Сохранить поиск' }));
    const title = await screen.findByLabelText('Название поиска');
    await waitFor(() => expect(title).toHaveValue('понедельник'));
  });

  it('sends a trimmed title and keeps Save off while the title is empty or the save pending', async () => {
    const fetch = savedSearchServer();
    const reply = deferredReply();
    fetch.use({ 'POST /user/save-search': reply.handler });
    const { user } = renderToolbar();

    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const title = await screen.findByLabelText('Search title');
    const save = screen.getByRole('button', { name: 'Save' });

    await user.clear(title);
    expect(save).toBeDisabled();
    expect(screen.getByText('Required field')).toBeInTheDocument();
    await user.type(title, '   ');
    expect(save).toBeDisabled();

    await user.type(title, 'Cheap Corollas  {Enter}');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(fetch.callsTo('POST /user/save-search')[0]!.body).toMatchObject({ title: 'Cheap Corollas' });

    reply.release({ body: null });
    expect(await screen.findByRole('dialog', { name: 'Search saved' })).toBeInTheDocument();
  });

  it('tells the API’s refusal in the reader’s language and keeps what the user typed', async () => {
    setLocale('ru');
    const fetch = savedSearchServer();
    fetch.use({
      'POST /user/save-search': {
        status: 422,
        body: { success: false, message: { title: 'Must not contain control or text-direction characters' } },
      },
    });
    const { user } = renderToolbar();

    await user.click(await screen.findByRole('button', { name: 'Сохранить поиск' }));
    const title = await screen.findByLabelText('Название поиска');
    await user.clear(title);
    await user.type(title, 'Мой поиск');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Не должно содержать управляющих символов и символов направления текста')).toBeInTheDocument();
    expect(title).toHaveValue('Мой поиск');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled();

    // words of the API the interface does not know are not shown: they are English
    fetch.use({ 'POST /user/save-search': { status: 422, body: { success: false, message: { title: 'Title is odd' } } } });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Что-то пошло не так')).toBeInTheDocument();
    expect(screen.queryByText('Title is odd')).toBeNull();
  });

  it('says so when the limit was reached meanwhile, from another tab', async () => {
    const fetch = savedSearchServer(searches(9));
    fetch.use({
      'POST /user/save-search': {
        status: 422,
        body: { success: false, message: 'At most 10 saved searches per page type', messageCode: 'MaxSearchesLimit' },
      },
    });
    const { user } = renderToolbar();

    await screen.findByRole('button', { name: 'Saved searches: 9' });
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('You can keep up to 10 saved searches for this page. Delete one to save a new search.'),
    ).toBeInTheDocument();
  });

  it('at 10 saved searches opens the list with the limit message in red instead', async () => {
    const fetch = savedSearchServer(searches(10));
    const { user } = renderToolbar();

    await screen.findByRole('button', { name: 'Saved searches: 10' });
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    const list = await listDialog();
    expect(within(list).getByRole('alert')).toHaveTextContent(
      'You can keep up to 10 saved searches for this page. Delete one to save a new search.',
    );
    expect(screen.queryByRole('dialog', { name: 'Save search' })).not.toBeInTheDocument();
    expect(fetch.callsTo('POST /user/save-search')).toHaveLength(0);
  });
});

describe('the saved-searches list', () => {
  it('lists each search with its params in words, and warns above 10', async () => {
    savedSearchServer(searches(11));
    const { user } = renderToolbar();

    await user.click(await screen.findByRole('button', { name: 'Saved searches: 11' }));
    const list = await listDialog();

    expect(within(list).getAllByRole('listitem')).toHaveLength(11);
    expect(within(list).getByText('Year: 2000–2020')).toBeInTheDocument();
    expect(within(list).getByRole('status')).toHaveTextContent('You have more than 10 saved searches for this page.');
    expect(within(list).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there is none', async () => {
    savedSearchServer();
    const { user } = renderToolbar();

    await user.click(savedSearchesButton());
    expect(await within(await listDialog()).findByText(/No saved searches yet/)).toBeInTheDocument();
  });

  it('opens a search on its page with the stored params and closes', async () => {
    savedSearchServer(searches(2));
    const { user, currentPath } = renderToolbar();

    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    await user.click(await within(await listDialog()).findByRole('button', { name: 'Search 2' }));

    expect(currentPath()).toBe('/car-auctions?year=2001,2020');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // the page behind is reachable again
    expect(await screen.findByRole('button', { name: 'Saved searches: 2' })).toBeInTheDocument();
  });

  it('renames with Enter or the tick, cancels with the cross, and sends nothing empty or unchanged', async () => {
    const fetch = savedSearchServer(searches(2));
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    const list = await listDialog();

    await user.click(await within(list).findByRole('button', { name: 'Rename Search 1' }));
    const field = within(list).getByLabelText('New title for Search 1');
    expect(field).toHaveValue('Search 1');
    await user.clear(field);
    await user.type(field, 'Vans{Enter}');
    expect(await within(list).findByRole('button', { name: 'Vans' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /user/update-search').map((c) => c.body)).toEqual([{ id: 1, title: 'Vans' }]);

    await user.click(within(list).getByRole('button', { name: 'Rename Search 2' }));
    await user.type(within(list).getByLabelText('New title for Search 2'), ' wagons');
    await user.click(within(list).getByRole('button', { name: 'Save title' }));
    expect(await within(list).findByRole('button', { name: 'Search 2 wagons' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Rename Vans' }));
    await user.type(within(list).getByLabelText('New title for Vans'), ' and trucks');
    await user.click(within(list).getByRole('button', { name: 'Cancel renaming' }));
    expect(within(list).getByRole('button', { name: 'Vans' })).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Rename Vans' }));
    await user.type(within(list).getByLabelText('New title for Vans'), '  {Enter}');
    await user.click(within(list).getByRole('button', { name: 'Rename Vans' }));
    await user.clear(within(list).getByLabelText('New title for Vans'));
    await user.click(within(list).getByRole('button', { name: 'Save title' }));

    expect(within(list).getByRole('button', { name: 'Vans' })).toBeInTheDocument();
    expect(fetch.callsTo('POST /user/update-search')).toHaveLength(2);
  });

  it('deletes a search after confirmation and refreshes the count', async () => {
    const fetch = savedSearchServer(searches(2));
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    const list = await listDialog();

    await user.click(await within(list).findByRole('button', { name: 'Delete Search 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    expect(confirm).toHaveTextContent('Delete the saved search “Search 1”?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('POST /user/delete-search')).toHaveLength(0);

    await user.click(await within(list).findByRole('button', { name: 'Delete Search 1' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete saved search' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Search 1' })).not.toBeInTheDocument());
    expect(fetch.callsTo('POST /user/delete-search')[0]!.body).toEqual({ id: 1 });
    expect(screen.getByRole('button', { name: 'Saved searches: 1', hidden: true })).toBeInTheDocument();
  });
});

describe('saved-search alerts', () => {
  const alerting = [
    { id: 1, title: 'Search 1', params: 'year=2000,2020', alert: false },
    { id: 2, title: 'Search 2', params: 'year=2001,2020', alert: true },
  ];

  it('turns a search’s alert on and off, each switch named after its search', async () => {
    const fetch = savedSearchServer(alerting);
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    const list = await listDialog();

    expect(within(list).getByText(/show up here as a notification and in an e-mail, at most one a day/)).toBeInTheDocument();
    const first = within(list).getByRole('switch', { name: 'Alert me about new lots: Search 1' });
    const second = within(list).getByRole('switch', { name: 'Alert me about new lots: Search 2' });
    expect(first).not.toBeChecked();
    expect(second).toBeChecked();

    await user.click(first);
    await waitFor(() => expect(first).toBeChecked());
    await user.click(second);
    await waitFor(() => expect(second).not.toBeChecked());
    expect(fetch.callsTo('POST /user/search-alert').map((call) => call.body)).toEqual([
      { id: 1, alert: true },
      { id: 2, alert: false },
    ]);
  });

  it('shows the clicked state as the click ends, and holds the switch until the change is saved', async () => {
    const fetch = savedSearchServer(alerting);
    const reply = deferredReply();
    fetch.use({ 'POST /user/search-alert': reply.handler });
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    const first = within(await listDialog()).getByRole('switch', { name: 'Alert me about new lots: Search 1' });

    // read in the click's own task, as a check() right after it or a screen reader does
    fireEvent.click(first);
    expect(first).toBeChecked();
    expect(first).toBeDisabled();
    await act(() => reply.release({ body: { success: true } }));
    await waitFor(() => expect(first).toBeEnabled());
  });

  it('shows the stored state again with a note when the change fails', async () => {
    const fetch = savedSearchServer(alerting);
    fetch.use({ 'POST /user/search-alert': { status: 500, body: { success: false, message: 'Internal server error' } } });
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    const first = within(await listDialog()).getByRole('switch', { name: 'Alert me about new lots: Search 1' });

    await user.click(first);
    expect(await screen.findByRole('alert')).toHaveTextContent('The alert could not be changed. Try again.');
    expect(first).not.toBeChecked();
  });

  it('offers no switch when the API does not tell whether a search alerts', async () => {
    savedSearchServer(searches(2));
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: 'Saved searches: 2' }));
    const list = await listDialog();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(list).queryByText(/at most one a day/)).not.toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    setLocale('ru');
    savedSearchServer(alerting);
    const { user } = renderToolbar();
    await user.click(await screen.findByRole('button', { name: /Сохранённые поиски/ }));
    expect(await screen.findByRole('switch', { name: 'Сообщать о новых лотах: Search 1' })).toBeInTheDocument();
  });
});
