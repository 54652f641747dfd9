import { screen, within } from '@testing-library/react';
import { mockFetch } from '../fetch-mock';
import { anonymous, profile, ROLES, signedIn } from '../fixtures';
import { renderApp } from '../render';

const withoutMachinery = { pageTypes: { machinery: { enabled: false } } };
const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });

describe('a page type the company disabled', () => {
  it('is left out of the sidebar, the other listings stay', async () => {
    mockFetch(signedIn(profile(ROLES.client)));
    renderApp({ path: '/dashboard', config: withoutMachinery });

    const links = within(await mainMenu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).not.toContain('Machinery Listing');
    expect(links).toEqual(expect.arrayContaining(['Car Listing', 'Sales Statistics', 'Bike Listing', 'Fixed Price']));
  });

  it.each(['/machinery', '/machinery/123', '/machinery/share/123'])(
    'shows the not-found page at %s and calls nothing of it',
    async (path) => {
      const api = mockFetch(signedIn(profile(ROLES.client)));
      renderApp({ path, config: withoutMachinery });

      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(document.title).toBe('Page not found | Seri');
      expect(api.calls.filter((call) => call.path.startsWith('/machinery'))).toEqual([]);
    },
  );

  it('shows its share page to anonymous visitors as not found too', async () => {
    mockFetch(anonymous());
    renderApp({ path: '/machinery/share/123', config: withoutMachinery });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('leaves the page type shown and reachable when the config keeps it', async () => {
    mockFetch(signedIn(profile(ROLES.client)));
    renderApp({ path: '/dashboard', config: { pageTypes: { machinery: { enabled: true, defaultView: 'card' } } } });
    expect(within(await mainMenu()).getByRole('link', { name: 'Machinery Listing' })).toHaveAttribute(
      'href',
      '/machinery',
    );
  });
});
