// Seed 000 §8: a list answer failing its schema shows its problems above the table; the rows that
// can be read are still shown.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { CarLot } from '../../../schemas/api/listing';
import type { PaymentListResponse, PaymentRecord } from '../../../schemas/api/payments';
import { ListingView } from '../../../src/engine/listing/ListingView';
import { mockFetch } from '../fetch-mock';
import { signedIn } from '../fixtures';
import { renderApp } from '../render';
import { carSchema, renderEngine } from './harness';
import { emptyFilterCalls, listingReply } from './listing/listing-server';
import { carLot } from './lots';

const FIRST_LOAD_MS = 12_000;

const problemsPanel = () => screen.findByText("The server's answer does not match the contract", undefined, { timeout: FIRST_LOAD_MS });

/** Opens the panel's details and answers the problems listed. */
async function listedProblems(user: { click(element: Element): Promise<void> }): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'Show details' }));
  return within(screen.getByRole('list', { name: "Problems in the server's answer" }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('a list answer off its schema', () => {
  it('lists its problems above the listing, and the readable lots stay', async () => {
    // a row that is no lot at all cannot be drawn: the table is drawn again with the lots that have no problem
    const oddDate = { ...carLot(3), auctionDate: 20240101 } as unknown as CarLot;
    const lots = [carLot(1), carLot(2), oddDate, null as unknown as CarLot, carLot(5)];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ ...emptyFilterCalls('car-auction'), 'GET /car-auction/listing': listingReply(lots) });
    const { user } = renderEngine(<ListingView schema={carSchema} title="Car Listing" />);

    await problemsPanel();
    expect(screen.getByText('2 problems; what could be read is shown.')).toBeInTheDocument();
    expect(await listedProblems(user)).toEqual([
      '$.carsList[2].auctionDate: must be string (got 20240101)',
      '$.carsList[3]: must be object (got null)',
    ]);
    const links = screen.getAllByRole('link', { name: /^Lot \d+:/ }).map((link) => link.getAttribute('aria-label'));
    expect(links).toEqual(['Lot 50001: Toyota Prius 1', 'Lot 50002: Toyota Prius 2', 'Lot 50005: Toyota Prius 5']);
  });

  it('is checked once the browser is idle after the rows are shown, not on their way', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let unmount = () => {};
    try {
      mockFetch({
        ...emptyFilterCalls('car-auction'),
        'GET /car-auction/listing': listingReply([carLot(1), { ...carLot(2), auctionDate: 20240101 } as unknown as CarLot]),
      });
      ({ unmount } = renderEngine(<ListingView schema={carSchema} title="Car Listing" />));

      expect(await screen.findByRole('link', { name: 'Lot 50001: Toyota Prius 1' }, { timeout: FIRST_LOAD_MS })).toBeInTheDocument();
      expect(screen.queryByText("The server's answer does not match the contract")).not.toBeInTheDocument();
      await waitFor(() => expect(idle.length).toBeGreaterThan(0));
      act(() => idle.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })));
      await problemsPanel();
    } finally {
      // the list's effects end before the browser's idle functions go back
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('lists its problems above a table page, and the other rows stay', async () => {
    const record = (n: number): PaymentRecord => ({
      id: String(n),
      date: '2026-10-01',
      type: 'remittance',
      amount: 500000,
      balance: 500000 * n,
      description: `Bank transfer ${n}`,
      eta: null,
      etd: null,
      purchaseId: null,
    });
    const answer: PaymentListResponse = {
      pageInfo: { page: 1, pageSize: 20, totalSearchResults: 2, totalResults: 2 },
      records: [record(2), { ...record(1), amount: 'half a million' as unknown as number }],
      purposesList: [],
      typesList: [],
      success: true,
      totalBalance: '1000000',
      totalReceived: '1000000',
      totalSpent: '0',
    };
    mockFetch({ ...signedIn(), 'GET /payments/list': { body: answer } });
    // a wrong value is drawn as well as it can be, with the other rows
    const { user } = renderApp({ path: '/payments' });

    await problemsPanel();
    expect(screen.getByText('1 problem; what could be read is shown.')).toBeInTheDocument();
    expect(await listedProblems(user)).toEqual(['$.records[1].amount: must be number (got "half a million")']);
    const table = screen.getByRole('table', { name: 'Payments' });
    expect(within(table).getByText('Bank transfer 2')).toBeInTheDocument();
    expect(within(table).getByText('Bank transfer 1')).toBeInTheDocument();
  });
});
