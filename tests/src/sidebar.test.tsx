import { screen, within, waitFor } from '@testing-library/react';
import { mockFetch } from './fetch-mock';
import { profile, ROLES, signedIn } from './fixtures';
import { setViewport } from './media';
import { renderApp } from './render';

const LISTING_GROUP = [
  'Favorites',
  'Car Listing',
  'Sales Statistics',
  'Bike Listing',
  'Bike Statistics',
  'Fixed Price',
  'Machinery Listing',
];

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
const linkNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('sidebar', () => {
  it.each([
    ['client', ['Dashboard', 'My Bids', 'Archive Bids', 'Purchased', 'Payments', 'Profile']],
    ['manager', ['Dashboard', 'Bid Manager', 'Profile']],
    ['dealer', ['Dashboard', 'My Bids', 'Archive Bids', 'Purchased', 'Payments', 'Profile']],
  ] as const)('shows the %s menu in order, then the listing group', async (role, items) => {
    mockFetch(signedIn(profile(ROLES[role])));
    renderApp({ path: '/dashboard' });

    expect(linkNames(await mainMenu())).toEqual([...items, ...LISTING_GROUP]);
  });

  it.each([
    ['client', '/bids'],
    ['dealer', '/dealer-bids'],
  ] as const)('sends a %s’s My Bids to %s', async (role, href) => {
    mockFetch(signedIn(profile(ROLES[role])));
    renderApp({ path: '/dashboard' });
    expect(within(await mainMenu()).getByRole('link', { name: 'My Bids' })).toHaveAttribute('href', href);
  });

  it('chooses the dealer menu by role even for a client user type', async () => {
    mockFetch(signedIn(profile({ userType: 2, roleId: 1092 })));
    renderApp({ path: '/dashboard' });
    expect(within(await mainMenu()).getByRole('link', { name: /^My Bids/ })).toHaveAttribute('href', '/dealer-bids');
  });

  it.each([
    [42, 'Bid Manager42'],
    [999, 'Bid Manager999'],
    [1000, 'Bid Manager999+'],
  ])('caps the bid manager badge: %i shows as %s', async (count, text) => {
    mockFetch(signedIn(profile(ROLES.manager), count));
    renderApp({ path: '/dashboard' });
    const link = within(await mainMenu()).getByRole('link', { name: /^Bid Manager/ });
    await waitFor(() => expect(link).toHaveTextContent(text));
  });

  it('counts the dealer’s bids on My Bids but not a client’s', async () => {
    mockFetch(signedIn(profile(ROLES.dealer), 5000));
    const view = renderApp({ path: '/dashboard' });
    const dealerBids = within(await mainMenu()).getByRole('link', { name: /^My Bids/ });
    await waitFor(() => expect(dealerBids).toHaveTextContent('My Bids999+'));
    view.unmount();

    mockFetch(signedIn(profile(ROLES.client), 5000));
    renderApp({ path: '/dashboard' });
    const clientBids = within(await mainMenu()).getByRole('link', { name: /^My Bids/ });
    expect(clientBids).toHaveTextContent(/^My Bids$/);
  });

  it('hides the listing group without any of the four view permissions', async () => {
    const flags = { carAuctionsView: false, bikeView: false, onepriceView: false, salesStatisticsView: false };
    mockFetch(signedIn(profile(ROLES.client, { ...flags, machineryView: true })));
    renderApp({ path: '/dashboard' });

    expect(linkNames(await mainMenu())).toEqual(['Dashboard', 'My Bids', 'Archive Bids', 'Purchased', 'Payments', 'Profile']);
  });

  it('shows only the listings the permissions allow, and never Stock Cars', async () => {
    mockFetch(signedIn(profile(ROLES.client, { bikeView: false, machineryView: false })));
    renderApp({ path: '/dashboard' });
    const menu = await mainMenu();

    expect(linkNames(menu)).toEqual(expect.arrayContaining(['Favorites', 'Car Listing', 'Sales Statistics', 'Fixed Price']));
    expect(within(menu).queryByRole('link', { name: 'Bike Listing' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Machinery Listing' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Stock Cars' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites/A');
  });

  it('marks the current page', async () => {
    mockFetch(signedIn());
    const { user } = renderApp({ path: '/payments/12' });
    const menu = await mainMenu();

    expect(within(menu).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(menu).getByRole('link', { name: 'Dashboard' }));
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');
  });

  it('collapses to icons with names, and remembers it', async () => {
    mockFetch(signedIn());
    const { user, unmount } = renderApp({ path: '/dashboard' });
    await mainMenu();

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveTextContent('Dashboard');
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    unmount();

    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('names a collapsed item’s tooltip on hover', async () => {
    mockFetch(signedIn());
    const { user } = renderApp({ path: '/dashboard' });
    await mainMenu();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));

    await user.hover(within(await mainMenu()).getByRole('link', { name: 'Payments' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Payments');
  });

  it('names a collapsed item’s tooltip on keyboard focus, the item keeping focus', async () => {
    mockFetch(signedIn());
    const { user } = renderApp({ path: '/dashboard' });
    await mainMenu();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    await mainMenu();

    // the first focus swaps in the element with the real tooltip: ask for the focused element by name
    for (let tabs = 0; tabs < 30 && document.activeElement?.getAttribute('aria-label') !== 'Dashboard'; tabs++) await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
    expect(within(await mainMenu()).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.tab();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('My Bids'));
    expect(within(await mainMenu()).getByRole('link', { name: 'My Bids' })).toHaveFocus();
  });

  it('is a drawer behind the burger on phones, with language and theme', async () => {
    setViewport({ width: 390 });
    mockFetch(signedIn());
    const { user, currentPath } = renderApp({ path: '/dashboard' });

    const burger = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(burger);

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('button', { name: /^Language/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    await user.click(within(await mainMenu()).getByRole('link', { name: 'Payments' }));

    expect(currentPath()).toBe('/payments');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });
});
