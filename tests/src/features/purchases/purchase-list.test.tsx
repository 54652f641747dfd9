import { screen, within } from '@testing-library/react';
import { mockFetch } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { renderApp } from '../../render';
import { purchaseList, purchaseRow } from './purchase-fixtures';

const FIRST_LOAD_MS = 12_000;

describe('purchases list', () => {
  it('lists purchases with translated statuses and links to each', async () => {
    mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([purchaseRow(1), purchaseRow(2, { status: null, eta: null })]) } });
    renderApp({ path: '/purchases' });

    const table = await screen.findByRole('table', { name: 'Purchases' }, { timeout: FIRST_LOAD_MS });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('In transit')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Open purchase SR000001: Toyota Aqua 2018' })).toHaveAttribute('href', '/purchases/1');
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
    expect(screen.getByRole('columnheader', { name: 'ETA' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(currentPath()).toContain('page=2');
    await user.click(screen.getByRole('button', { name: 'Total price' }));
    expect(currentPath()).toBe('/purchases?search=SR0&status=4%2C0&sort=totalPrice&order=DESC');
  });

  it('says when nothing matches and resets the filters', async () => {
    mockFetch({ ...signedIn(), 'GET /purchased-cars/list': { body: purchaseList([]) } });
    const { user, currentPath } = renderApp({ path: '/purchases?status=8' });
    expect(await screen.findByText('No purchases match these filters.', {}, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(currentPath()).toBe('/purchases');
  });
});
