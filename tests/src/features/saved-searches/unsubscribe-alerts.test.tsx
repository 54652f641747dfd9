// The page a digest mail's unsubscribe link opens: it sends the token at once, with or without a
// session, and says the alerts are off, or that the link is not valid.
import { screen } from '@testing-library/react';
import { setLocale } from '../../../../src/stores/preferences';
import { mockFetch } from '../../fetch-mock';
import { anonymous, profile, ROLES, signedIn } from '../../fixtures';
import { renderApp } from '../../render';

const SLOW = 90_000;
const FIRST_RENDER = { timeout: 30_000 };
const UNSUBSCRIBED = { 'POST /user/unsubscribe-alerts': { body: { success: true } } };

describe('unsubscribe from saved-search alerts', () => {
  it(
    'turns the alerts off in one visit, without logging in',
    async () => {
      const fetch = mockFetch({ ...anonymous(), ...UNSUBSCRIBED });
      const { currentPath } = renderApp({ path: '/unsubscribe-alerts?token=abc' });

      expect(await screen.findByText('You are unsubscribed', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('The alerts of all your saved searches are off');
      expect(fetch.callsTo('POST /user/unsubscribe-alerts').map((call) => call.body)).toEqual([{ token: 'abc' }]);
      expect(currentPath()).toBe('/unsubscribe-alerts?token=abc');
    },
    SLOW,
  );

  it(
    'works for a signed-in user too, in Russian',
    async () => {
      setLocale('ru');
      mockFetch({ ...signedIn(profile({ ...ROLES.client })), ...UNSUBSCRIBED });
      renderApp({ path: '/unsubscribe-alerts?token=abc' });
      expect(await screen.findByText('Вы отписались', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Перейти к аукционам' })).toHaveAttribute('href', '/car-auctions');
    },
    SLOW,
  );

  it(
    'says a refused or missing token is not a valid link, and another failure that it went wrong',
    async () => {
      const fetch = mockFetch({
        ...anonymous(),
        'POST /user/unsubscribe-alerts': { status: 404, body: { success: false, message: 'This unsubscribe link is not valid' } },
      });
      const page = renderApp({ path: '/unsubscribe-alerts?token=old' });
      expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent('This unsubscribe link is not valid');
      page.unmount();

      const withoutToken = renderApp({ path: '/unsubscribe-alerts' });
      expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
      withoutToken.unmount();
      expect(fetch.callsTo('POST /user/unsubscribe-alerts')).toHaveLength(1);

      fetch.use({ 'POST /user/unsubscribe-alerts': { status: 503, body: { success: false, message: 'Unavailable' } } });
      renderApp({ path: '/unsubscribe-alerts?token=abc' });
      expect(await screen.findByRole('alert')).toHaveTextContent('The alerts could not be turned off');
    },
    SLOW,
  );
});
