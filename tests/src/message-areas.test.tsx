import { screen } from '@testing-library/react';
import en from '../../locales/en.json';
import coreIds from '../../src/i18n/generated/en.core.json';
import { loginForm, loginServer } from './auth-helpers';
import { mockFetch } from './fetch-mock';
import { anonymous, profile, ROLES, signedIn } from './fixtures';
import { renderApp } from './render';

const managerDashboard = {
  ...signedIn(profile(ROLES.manager)),
  'GET /dashboard/summary': {
    body: { success: true, summary: { role: 'manager', newBids: 0, bidsByStatus: [], todayBids: [], todayBidCount: 0, auctionDays: [] } },
  },
};

// The ids of the texts beyond the core (build/message-areas.ts), longest first so none hides in another.
const appIds = Object.keys(en)
  .filter((id) => !(id in coreIds))
  .sort((a, b) => b.length - a.length);

/** Every id of the app area the page ever showed raw, as react-intl does for a text it does not hold. */
function recordRawIds(): { ids: Set<string>; stop: () => void } {
  const ids = new Set<string>();
  const observer = new MutationObserver(() => {
    const text = document.body.textContent ?? '';
    for (const id of appIds) if (text.includes(id)) ids.add(id);
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  return { ids, stop: () => observer.disconnect() };
}

describe('texts beyond the core', () => {
  it('are in place from the first paint of a page that needs them, in Russian too', async () => {
    localStorage.setItem('language', '693');
    mockFetch(managerDashboard);
    const raw = recordRawIds();
    try {
      renderApp({ path: '/dashboard' });
      expect(await screen.findByRole('region', { name: 'Новые ставки' })).toBeInTheDocument();
      expect([...raw.ids]).toEqual([]);
    } finally {
      raw.stop();
    }
  });

  it('arrive before the first page beyond the core that a visitor opens after signing in', async () => {
    loginServer(managerDashboard);
    const raw = recordRawIds();
    try {
      // the visit opens on the login page (core texts only), which leads to the dashboard once signed in
      sessionStorage.setItem('return-to', '/dashboard');
      const { user } = renderApp({ path: '/auth/login' });
      const { email, password, submit } = await loginForm();
      await user.type(email, 'manager@seri.example');
      await user.type(password, 'manager123');
      await user.click(submit);
      expect(await screen.findByRole('region', { name: 'New bids' })).toBeInTheDocument();
      expect([...raw.ids]).toEqual([]);
    } finally {
      raw.stop();
    }
  });

  it('arrive with an account page opened from the login page, whose shell needs none', async () => {
    mockFetch(anonymous());
    const raw = recordRawIds();
    try {
      const { user } = renderApp({ path: '/auth/login' });
      await loginForm();
      await user.click(screen.getByRole('link', { name: 'Sign up' }));
      expect(await screen.findByRole('link', { name: 'Already have an account? Log in' }, { timeout: 10_000 })).toBeInTheDocument();
      expect([...raw.ids]).toEqual([]);
    } finally {
      raw.stop();
    }
  });
});
