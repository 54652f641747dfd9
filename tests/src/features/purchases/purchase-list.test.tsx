import { act, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { setViewport } from '../../media';
import { renderApp } from '../../render';
import { purchaseList, purchaseRow } from './purchase-fixtures';

const FIRST_LOAD_MS = 12_000;

describe('purchases list', () => {
  it('lists purchases with translated statuses and links to each', async () => {
    mockFetch({
      ...signedIn(),
      'GET /purchased-cars/list': { body: purchaseList([purchaseRow(1), purchaseRow(2, { status: null, eta: null })]) },
    });
    renderApp({ path: '/purchases' });

    const table = await screen.findByRole('table', { name: 'Purchases' }, { timeout: FIRST_LOAD_MS });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('In transit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Open purchase SR000001: Toyota Aqua 2018' })).toHaveAttribute(
      'href',
      '/purchases/1',
    );
    expect(within(rows[0]!).getByText('¥812 000')).toBeInTheDocument();
  });

  it('sends the filters and the sort of the URL, and pages from there', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([purchaseRow(1)], 45) } });
    const { user, currentPath } = renderApp({ path: '/purchases?status=4,0&search=SR0&sort=eta&order=ASC' });

    await screen.findByRole('table', { name: 'Purchases' }, { timeout: FIRST_LOAD_MS });
    const query = api.callsTo('GET /purchased-cars/list').at(-1)!.query;
    expect(query.get('status')).toBe('4,0');
    expect(query.get('search')).toBe('SR0');
    expect(query.get('sort')).toBe('eta');
    expect(query.get('order')).toBe('ASC');
    expect(query.get('pageSize')).toBe('20');
    expect(screen.getByRole('columnheader', { name: 'ETA' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('searchbox', { name: 'Search (SKU, chassis, model, lot)' })).toHaveValue('SR0');

    await user.click(screen.getAllByRole('button', { name: 'Page 2' })[0]!);
    expect(currentPath()).toContain('page=2');
    await user.click(screen.getByRole('button', { name: 'Total price' }));
    expect(currentPath()).toBe('/purchases?status=4%2C0&sort=totalPrice&order=ASC&search=SR0');
  });

  it('offers every status with the count of the list, and filters by the ones picked', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([purchaseRow(1)]) } });
    const { user, currentPath } = renderApp({ path: '/purchases' });
    await screen.findByRole('table', { name: 'Purchases' }, { timeout: FIRST_LOAD_MS });

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = screen.getAllByRole('menuitemcheckbox');
    expect(options).toHaveLength(9);
    expect(options[0]).toHaveTextContent(/^Processing\s*0$/);
    expect(options[4]).toHaveTextContent(/^In transit\s*1$/);
    expect(options[8]).toHaveTextContent(/^Auction resale\s*0$/);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /^In transit/ }));
    expect(currentPath()).toBe('/purchases?status=4');
    await vi.waitFor(() => expect(api.callsTo('GET /purchased-cars/list').at(-1)!.query.get('status')).toBe('4'));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('list', { name: 'Applied filters' })).toHaveTextContent('Status: In transit');
  });

  it('says when nothing matches and resets the filters', async () => {
    mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([]) } });
    const { user, currentPath } = renderApp({ path: '/purchases?status=8' });
    expect(await screen.findByText('No purchases match these filters.', {}, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filter' }));
    expect(currentPath()).toBe('/purchases');
    expect(await screen.findByText('No purchases yet. Cars you win at auction appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filter' })).not.toBeInTheDocument();
  });

  it('says when the list fails and reads it again on Reload', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { status: 500, body: {} } });
    const { user } = renderApp({ path: '/purchases' });
    // announced: a list that fails after loading shows no other change a screen reader would notice
    expect(await screen.findByRole('alert', {}, { timeout: FIRST_LOAD_MS })).toHaveTextContent('The purchases could not be loaded.');
    const calls = api.callsTo('GET /purchased-cars/list').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(api.callsTo('GET /purchased-cars/list').length).toBeGreaterThan(calls));
  });

  it('shows phones a card per purchase with its photo, status, link and dates', async () => {
    setViewport({ width: 390 });
    mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([purchaseRow(1), purchaseRow(2, { status: 5 })]) } });
    renderApp({ path: '/purchases' });

    const cards = await screen.findByRole('list', { name: 'Purchases' }, { timeout: FIRST_LOAD_MS });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByRole('link', { name: 'Open purchase SR000002: Toyota Aqua 2018' })).toHaveAttribute(
      'href',
      '/purchases/2',
    );
    expect(items[1]).toHaveTextContent('Delivered');
    expect(items[0]).toHaveTextContent('Purchase date');
    expect(items[0]).toHaveTextContent('¥812 000');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('opens the phone filter sheet by keyboard, loaded on first open, with focus in it and the filters’ rows', async () => {
    setViewport({ width: 390 });
    mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([purchaseRow(1)]) } });
    const { user } = renderApp({ path: '/purchases' });
    await screen.findByRole('list', { name: 'Purchases' }, { timeout: FIRST_LOAD_MS });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'Filters' }).focus());
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
    expect(await within(sheet).findByRole('button', { name: /^Status/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
