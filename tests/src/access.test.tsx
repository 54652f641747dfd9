import { screen, within } from '@testing-library/react';
import { loginForm, loginServer } from './auth-helpers';
import { deferredReply, mockFetch } from './fetch-mock';
import { anonymous, profile, ROLES, signedIn } from './fixtures';
import { renderApp } from './render';

const logIn = async (user: ReturnType<typeof renderApp>['user']) => {
  const { email, password, submit } = await loginForm();
  await user.type(email, 'client@seri.example');
  await user.type(password, 'client123');
  await user.click(submit);
};

describe('access', () => {
  it('sends an anonymous visitor to login and back to the page they asked for', async () => {
    loginServer();
    const { user, currentPath } = renderApp({ path: '/purchases?page=2' });

    await loginForm();
    expect(currentPath()).toBe('/auth/login');
    await logIn(user);

    expect(await screen.findByRole('heading', { name: 'Purchased' })).toBeInTheDocument();
    expect(currentPath()).toBe('/purchases?page=2');
  });

  it('lands on the car listing after a login without a saved page', async () => {
    loginServer();
    const { user, currentPath } = renderApp({ path: '/auth/login' });
    await logIn(user);

    expect(await screen.findByRole('heading', { name: 'Car Listing' })).toBeInTheDocument();
    expect(currentPath()).toBe('/car-auctions');
  });

  it('shows a spinner, not a redirect, while the session is being loaded', async () => {
    const fetch = mockFetch(signedIn());
    const profileReply = deferredReply();
    fetch.use({ 'GET /user/view-profile': profileReply.handler });
    const { currentPath } = renderApp({ path: '/bids' });

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(currentPath()).toBe('/bids');
    profileReply.release({ body: profile() });
    expect(await screen.findByRole('heading', { name: 'My Bids' })).toBeInTheDocument();
    expect(currentPath()).toBe('/bids');
  });

  it.each(['/auth/login', '/auth/sign-up', '/verify-email', '/auth/forgot-password', '/auth/change-password'])(
    'sends a signed-in user away from %s',
    async (path) => {
      mockFetch(signedIn());
      const { currentPath } = renderApp({ path });

      expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(currentPath()).toBe('/car-auctions');
    },
  );

  it('sends a user without the view permission from a listing to the profile page', async () => {
    mockFetch(signedIn(profile(ROLES.client, { machineryView: false })));
    const { currentPath } = renderApp({ path: '/machinery' });

    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(currentPath()).toBe('/profile');
  });

  it('treats / as the car listing, guarded by its permission', async () => {
    mockFetch(signedIn(profile(ROLES.client, { carAuctionsView: false })));
    const { currentPath } = renderApp({ path: '/' });

    await screen.findByRole('heading', { name: 'Profile' });
    expect(currentPath()).toBe('/profile');
  });

  it('opens share pages to anyone', async () => {
    const fetch = mockFetch(anonymous());
    const { currentPath } = renderApp({ path: '/car-auctions/share/15' });

    expect(await screen.findByRole('heading', { name: 'Shared car lot' })).toBeInTheDocument();
    expect(currentPath()).toBe('/car-auctions/share/15');
    expect(fetch.callsTo('GET /site/menu-counters')).toHaveLength(0);
  });

  it('logs out to the login page, and the next login starts from the default page', async () => {
    const fetch = loginServer();
    fetch.use(signedIn());
    const { user, currentPath, history } = renderApp({ path: '/bids' });

    await user.click(await screen.findByRole('button', { name: /profile menu$/i }));
    fetch.use(anonymous());
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    await loginForm();
    expect(history()).toEqual(['/auth/login']);
    expect(fetch.callsTo('POST /auth/logout')).toHaveLength(1);

    fetch.use({ 'POST /auth': () => (fetch.use(signedIn()), { body: { success: true } }) });
    await logIn(user);
    await screen.findByRole('heading', { name: 'Car Listing' });
    expect(currentPath()).toBe('/car-auctions');
  });

  it('opens the profile page from the profile menu', async () => {
    mockFetch(signedIn(profile({ fullName: 'Anna Sato' })));
    const { user, currentPath } = renderApp({ path: '/dashboard' });

    const trigger = await screen.findByRole('button', { name: /profile menu$/i });
    expect(trigger).toHaveTextContent('Anna Sato');
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));

    expect(currentPath()).toBe('/profile');
    const sections = await screen.findByRole('navigation', { name: 'Profile sections' });
    expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});
