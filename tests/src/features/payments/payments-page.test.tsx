import { screen, within } from '@testing-library/react';
import type { PaymentListResponse, PaymentRecord } from '../../../../schemas/api/payments';
import { mockFetch } from '../../fetch-mock';
import { signedIn } from '../../fixtures';
import { setViewport } from '../../media';
import { renderApp } from '../../render';

const FIRST_LOAD_MS = 12_000;

const record = (n: number, overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: String(n),
  date: '2026-10-01',
  type: 'remittance',
  amount: 500000,
  balance: 500000 * n,
  description: 'Bank transfer',
  eta: null,
  etd: null,
  purchaseId: null,
  ...overrides,
});

const answer = (records: PaymentRecord[]): PaymentListResponse => ({
  pageInfo: { page: 1, pageSize: 20, totalSearchResults: records.length, totalResults: records.length },
  records,
  purposesList: [],
  typesList: [],
  success: true,
  totalBalance: '700000',
  totalReceived: '1000000',
  totalSpent: '300000',
});

describe('payments', () => {
  it('shows the records, a car payment linking to its purchase, and the totals', async () => {
    const records = [
      record(2, {
        type: 'purchase',
        amount: -300000,
        balance: 700000,
        description: 'Car purchase: Toyota Aqua 2018, SR000009',
        purchaseId: '9',
        eta: '2026-11-01',
        etd: '2026-10-20',
      }),
      record(1),
    ];
    mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer(records) } });
    renderApp({ path: '/payments' });

    const table = await screen.findByRole('table', { name: 'Payments' }, { timeout: FIRST_LOAD_MS });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Car purchase: Toyota Aqua 2018, SR000009' })).toHaveAttribute('href', '/payments/9');
    expect(rows[0]).toHaveTextContent('−¥300 000');
    expect(rows[1]).toHaveTextContent('+¥500 000');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('Total balance¥700 000');
    expect(totals).toHaveTextContent('Received¥1 000 000');
    expect(totals).toHaveTextContent('Spent¥300 000');
  });

  it('shows phones a card per record: day and amount, the description, and ETD and ETA only where known', async () => {
    setViewport({ width: 390 });
    const records = [
      record(2, {
        type: 'purchase',
        amount: -300000,
        balance: 700000,
        description: 'Car purchase: Toyota Aqua 2018, SR000009',
        purchaseId: '9',
        eta: '2026-11-01',
        etd: '2026-10-20',
      }),
      record(1),
    ];
    mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer(records) } });
    renderApp({ path: '/payments' });

    const cards = await screen.findByRole('list', { name: 'Payments' }, { timeout: FIRST_LOAD_MS });
    const [car, transfer] = within(cards).getAllByRole('listitem');
    expect(within(car!).getByRole('link', { name: 'Car purchase: Toyota Aqua 2018, SR000009' })).toHaveAttribute('href', '/payments/9');
    expect(car).toHaveTextContent('−¥300 000');
    expect(car).toHaveTextContent('ETD');
    expect(transfer).toHaveTextContent('+¥500 000');
    expect(transfer).toHaveTextContent('Bank transfer');
    expect(transfer).toHaveTextContent('Balance');
    expect(transfer).not.toHaveTextContent('ETD');
    expect(transfer).not.toHaveTextContent('ETA');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filters by type through the URL', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer([record(1)]) } });
    const { user, currentPath } = renderApp({ path: '/payments' });
    await screen.findByRole('table', { name: 'Payments' }, { timeout: FIRST_LOAD_MS });

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    // the real dropdown replaces its stand-in once loaded, the list open
    await user.click(await screen.findByRole('option', { name: 'Car Purchase' }));
    expect(currentPath()).toBe('/payments?type=purchase');
    await vi.waitFor(() => expect(api.callsTo('GET /payments/list').at(-1)!.query.get('type')).toBe('purchase'));
  });

  it('offers All, Remittances and Car Purchase; All is no type filter and shows while none is chosen', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer([record(1)]) } });
    const { user, currentPath } = renderApp({ path: '/payments?type=remittance' });
    await screen.findByRole('table', { name: 'Payments' }, { timeout: FIRST_LOAD_MS });

    expect(screen.getByRole('button', { name: 'Open the list: Type' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.trim())).toEqual(['All', 'Remittances', 'Car Purchase']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(currentPath()).toBe('/payments');
    await vi.waitFor(() => expect(api.callsTo('GET /payments/list').at(-1)!.query.has('type')).toBe(false));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('All');
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
  });

  it('sends the search and dates of the URL, and a typed search once typing pauses', async () => {
    const api = mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer([record(1)]) } });
    const { user, currentPath } = renderApp({ path: '/payments?dateFrom=2024-01-05&search=Bank' });
    await screen.findByRole('table', { name: 'Payments' }, { timeout: FIRST_LOAD_MS });
    const query = api.callsTo('GET /payments/list').at(-1)!.query;
    expect(query.get('dateFrom')).toBe('2024-01-05');
    expect(query.get('search')).toBe('Bank');
    expect(screen.getByRole('list', { name: 'Applied filters' })).toHaveTextContent('Date: from 2024-01-05');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'SR000009{Enter}');
    expect(currentPath()).toBe('/payments?dateFrom=2024-01-05&search=SR000009');
  });

  it('says when there are no payments yet', async () => {
    mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer([]) } });
    renderApp({ path: '/payments' });
    expect(
      await screen.findByText('No payments yet. Your remittances and car purchases appear here.', {}, { timeout: FIRST_LOAD_MS }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });

  it('hides the totals 400 ms after the type list opens and shows them 400 ms after it closes', async () => {
    mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer([record(1)]) } });
    const { user } = renderApp({ path: '/payments' });
    await screen.findByRole('table', { name: 'Payments' }, { timeout: FIRST_LOAD_MS });

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await vi.waitFor(() => expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  });

  it('opens the add-funds dialog', async () => {
    mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer([record(1)]) } });
    const { user } = renderApp({ path: '/payments' });
    await user.click(await screen.findByRole('button', { name: 'Add funds' }, { timeout: FIRST_LOAD_MS }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
