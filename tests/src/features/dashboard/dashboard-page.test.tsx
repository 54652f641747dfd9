import { screen, within } from '@testing-library/react';
import type { ClientDashboard, ManagerDashboard } from '../../../../schemas/api/dashboard';
import { mockFetch } from '../../fetch-mock';
import { profile, ROLES, signedIn } from '../../fixtures';
import { renderApp } from '../../render';

const clientSummary: ClientDashboard = {
  role: 'client',
  balanceInfo: { balance: 1500000, creditLimit: 3000000, bidAllow: 4200000, dailyBidLimit: 20, dailyUssLimit: 10, activeBids: 2 },
  bidsByStatus: [
    { status: 1, count: 1 },
    { status: 2, count: 1 },
    { status: 6, count: 3 },
  ],
  latestBids: [
    {
      id: '5',
      carId: '41',
      title: 'Toyota Prius 2018',
      lotNo: '1234',
      auctionName: 'USS Tokyo',
      auctionDate: '2026-11-23 10:00',
      amount: 500000,
      status: 1,
      link: '/car-auctions/41',
    },
  ],
  auctionDays: [{ date: '2026-11-23', auctions: 4, lots: 1200 }],
  latestPurchases: [{ id: '9', title: 'Honda Fit 2017', purchaseDate: '2026-10-01', status: 4, eta: '2026-11-30' }],
};

const managerSummary: ManagerDashboard = {
  role: 'manager',
  newBids: 12,
  bidsByStatus: [{ status: 1, count: 12 }],
  todayBids: [],
  todayBidCount: 0,
  auctionDays: [],
};

describe('dashboard', () => {
  it('shows a client their money, active bids with links, auction days and purchases', async () => {
    mockFetch({ ...signedIn(), 'GET /dashboard/summary': { body: { success: true, summary: clientSummary } } });
    renderApp({ path: '/dashboard' });

    const bids = await screen.findByRole('region', { name: 'My bids' });
    expect(within(bids).getByText('2 active bids')).toBeInTheDocument();
    expect(within(bids).getByRole('link', { name: 'Toyota Prius 2018, lot 1234 (USS Tokyo)' })).toHaveAttribute('href', '/car-auctions/41');
    expect(within(bids).getAllByText('Under review').length).toBeGreaterThan(0);
    expect(within(bids).getByRole('link', { name: 'All my bids' })).toHaveAttribute('href', '/bids');
    expect(within(screen.getByRole('region', { name: 'Balance' })).getByText('¥1 500 000')).toBeInTheDocument();
    const auctions = screen.getByRole('region', { name: 'Auctions' });
    expect(within(auctions).getByText('4 auctions, 1 200 lots')).toBeInTheDocument();
    const purchases = screen.getByRole('region', { name: 'Latest purchases' });
    expect(within(purchases).getByRole('link', { name: 'Honda Fit 2017' })).toHaveAttribute('href', '/purchases/9');
    expect(within(purchases).getByText('In transit')).toBeInTheDocument();
  });

  it('sends a dealer to the dealer bids page', async () => {
    mockFetch({
      ...signedIn(profile(ROLES.dealer)),
      'GET /dashboard/summary': { body: { success: true, summary: { ...clientSummary, role: 'dealer' } } },
    });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('link', { name: 'All my bids' })).toHaveAttribute('href', '/dealer-bids');
  });

  it('shows a manager the new bids and links to the bid manager', async () => {
    mockFetch({ ...signedIn(profile(ROLES.manager)), 'GET /dashboard/summary': { body: { success: true, summary: managerSummary } } });
    renderApp({ path: '/dashboard' });
    const card = await screen.findByRole('region', { name: 'New bids' });
    expect(within(card).getAllByText('12')).toHaveLength(2);
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Bid manager' })).toHaveAttribute('href', '/bid-manager');
    expect(screen.getByText("No bids for today's auctions.")).toBeInTheDocument();
  });

  it('offers a reload when the summary fails', async () => {
    mockFetch({ ...signedIn(), 'GET /dashboard/summary': { status: 500, body: { success: false, message: 'boom' } } });
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
  });
});
