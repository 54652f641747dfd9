import { screen, within, waitFor } from '@testing-library/react';
import type { CompanyConfig } from '../../../config/company-schema';
import kaidoBrand from '../../../config/companies/kaido.json';
import { mockFetch } from '../fetch-mock';
import { anonymous, profile, ROLES, signedIn } from '../fixtures';
import { renderApp } from '../render';

const kaido = kaidoBrand as CompanyConfig;

describe('the Kaido Motors brand', () => {
  it('greets visitors on the login page with its logo and notice', async () => {
    mockFetch(anonymous());
    renderApp({ path: '/auth/login', config: kaido });

    expect(await screen.findByText('Kaido Motors: bids close 30 minutes before each auction starts.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kaido Motors' })).toHaveAttribute('src', '/brands/kaido/logo-light.svg');
  });

  it('shows its header and footer links, and its listings without machinery', async () => {
    mockFetch(signedIn(profile(ROLES.client)));
    renderApp({ path: '/dashboard', config: kaido });

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Machinery Listing' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipping schedule' })).toHaveAttribute('href', 'https://kaido.example/shipping');
    expect(screen.getByRole('link', { name: '+81 3 1234 5678' })).toHaveAttribute('href', 'tel:+81312345678');
    await waitFor(() => expect(document.title).toBe('Dashboard | Kaido Motors'));
  });
});
