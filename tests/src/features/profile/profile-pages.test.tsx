import { act, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { mockFetch } from '../../fetch-mock';
import { profile, signedIn } from '../../fixtures';
import { fillIn } from '../../forms/type-into';
import { renderApp } from '../../render';

const SLOW = 90_000;
const FIRST_RENDER = { timeout: 30_000 };

describe('profile page', () => {
  it(
    'edits personal info without sending the e-mail, then shows success and the refetched profile',
    async () => {
      const fetch = mockFetch(signedIn(profile({ company: 'Old Co', mobile: '+81 90 1234 5678' })));
      fetch.use({
        'PUT /user/update-profile': () => {
          fetch.use(signedIn(profile({ company: 'Sato Trading', city: 'Kobe' })));
          return { body: { success: true, message: 'Saved' } };
        },
      });
      const { user } = renderApp({ path: '/profile' });
      await user.click(await screen.findByRole('button', { name: 'Edit' }, FIRST_RENDER));
      expect(screen.getByLabelText(/^Email/)).toHaveAttribute('readonly');
      await user.clear(screen.getByLabelText(/^City/));
      await fillIn(user, screen.getByLabelText(/^City/), 'Kobe');
      await user.clear(screen.getByLabelText(/^Company/));
      await fillIn(user, screen.getByLabelText(/^Company/), 'Sato Trading');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Your profile is saved')).toBeInTheDocument();
      expect(await screen.findByText('Sato Trading')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      const body = fetch.callsTo('PUT /user/update-profile')[0]!.body;
      expect(body).toEqual({
        fullName: 'Ivan Petrov',
        mobile: '+81 90 1234 5678',
        officePhone: null,
        company: 'Sato Trading',
        city: 'Kobe',
        address: null,
        countryId: 183,
      });
      expect(fetch.callsTo('GET /user/view-profile').length).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    'saves the bid e-mail toggle 400 ms after the last change',
    async () => {
      const fetch = mockFetch(signedIn());
      const { user } = renderApp({ path: '/profile' });
      await user.click(await screen.findByRole('tab', { name: 'Settings' }, FIRST_RENDER));
      const toggle = screen.getByRole('switch', { name: 'Email me about my bids' });
      await user.click(toggle);
      await user.click(toggle);
      await user.click(toggle);
      await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
      expect(fetch.callsTo('PUT /user/update-setting').map((call) => call.body)).toEqual([{ bidEmailNotify: false }]);
    },
    SLOW,
  );

  it(
    'puts the bid e-mail toggle back, and says so, when the server refuses the change',
    async () => {
      const fetch = mockFetch(signedIn());
      fetch.use({ 'PUT /user/update-setting': { status: 500, body: { success: false, message: 'Server error' } } });
      const { user } = renderApp({ path: '/profile' });
      await user.click(await screen.findByRole('tab', { name: 'Settings' }, FIRST_RENDER));
      const toggle = screen.getByRole('switch', { name: 'Email me about my bids' });
      expect(toggle).toBeChecked();
      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      expect(await screen.findByText('Something went wrong', {}, { timeout: 2000 })).toBeInTheDocument();
      expect(fetch.callsTo('PUT /user/update-setting')).toHaveLength(1);
      expect(toggle).toBeChecked();
    },
    SLOW,
  );

  it(
    'shows the account tab with the user id, role and links',
    async () => {
      mockFetch(signedIn(profile({ userId: 4242, invoiceLink: 'https://example.com/invoice.pdf' })));
      const { user } = renderApp({ path: '/profile' });
      await user.click(await screen.findByRole('tab', { name: 'Account' }, FIRST_RENDER));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByText('4242')).toBeInTheDocument();
      expect(within(panel).getByText('Client')).toBeInTheDocument();
      expect(within(panel).getByRole('link', { name: 'Open invoice' })).toHaveAttribute('href', 'https://example.com/invoice.pdf');
      expect(within(panel).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    },
    SLOW,
  );
});

describe('profile change password', () => {
  it(
    'holds a 422 on the form until the next edit',
    async () => {
      const fetch = mockFetch(signedIn());
      fetch.use({ 'POST /user/change-password': { status: 422, body: { success: false, message: { oldPassword: 'Wrong password' } } } });
      const { user } = renderApp({ path: '/change-password' });
      await fillIn(user, await screen.findByLabelText(/^Current password/, {}, FIRST_RENDER), 'wrong12');
      await fillIn(user, screen.getByLabelText(/^New password/), 'secret1');
      await fillIn(user, screen.getByLabelText(/^Confirm password/), 'secret1');
      const submit = screen.getByRole('button', { name: 'Change password' });
      await user.click(submit);

      expect(await screen.findByText('Wrong password')).toBeInTheDocument();
      // every field is filled: the missing-fields banner has nothing to say
      expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
      expect(submit).toBeDisabled();
      await fillIn(user, screen.getByLabelText(/^Current password/), '3');
      expect(screen.queryByText('Wrong password')).not.toBeInTheDocument();
      expect(submit).toBeEnabled();

      fetch.use({ 'POST /user/change-password': { body: { success: true, message: 'ok' } } });
      await user.click(submit);
      expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
      expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    },
    SLOW,
  );

  it(
    'says how long a lock-out after too many wrong passwords lasts',
    async () => {
      const fetch = mockFetch(signedIn());
      fetch.use({
        'POST /user/change-password': {
          status: 429,
          headers: { 'Retry-After': '840' },
          body: { success: false, message: 'Too many wrong passwords. Please try again later.', messageCode: 'too_many_attempts' },
        },
      });
      const { user } = renderApp({ path: '/change-password' });
      await fillIn(user, await screen.findByLabelText(/^Current password/, {}, FIRST_RENDER), 'guess12');
      await fillIn(user, screen.getByLabelText(/^New password/), 'secret1');
      await fillIn(user, screen.getByLabelText(/^Confirm password/), 'secret1');
      await user.click(screen.getByRole('button', { name: 'Change password' }));

      expect(await screen.findByText('Too many wrong passwords. Please try again in 14 minutes.')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('balance page', () => {
  const renderBalance = (balanceInfo: ReturnType<typeof profile>['balanceInfo']) => {
    const user = profile();
    user.balanceInfo = balanceInfo;
    mockFetch(signedIn(user));
    return renderApp({ path: '/balance' });
  };

  it(
    'shows the money in yen and opens the add-funds dialog',
    async () => {
      const view = renderBalance({ balance: 1500000, creditLimit: 3000000, dailyBidLimit: 5, dailyUssLimit: 2, activeBids: 3 });
      expect(await screen.findByText('¥1 500 000', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByText('¥3 000 000')).toBeInTheDocument();
      // from the keyboard: closed, the dialog gives focus back to the button that opened it
      act(() => screen.getByRole('button', { name: 'Add funds' }).focus());
      await view.user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Takes 2–5 business days')).toBeInTheDocument();
      expect(within(dialog).getByText(/to add ¥150 000/)).toBeInTheDocument();
      expect(within(dialog).getByText(/Example details/)).toBeInTheDocument();
      await view.user.keyboard('{Escape}');
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add funds' })).toHaveFocus());
    },
    SLOW,
  );

  it(
    'shows the daily limits as counts per Japan day, not as money',
    async () => {
      renderBalance({ balance: 0, creditLimit: 0, dailyBidLimit: 20, dailyUssLimit: 1, activeBids: 1200 });
      expect(await screen.findByText('20 bids a day (Japan time)', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByText('1 request for USS images a day (Japan time)')).toBeInTheDocument();
      expect(screen.getByText('1 200')).toBeInTheDocument();
      expect(screen.queryByText('¥20')).not.toBeInTheDocument();
      expect(screen.queryByText('¥1')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'says a daily bid limit of 0 is no limit',
    async () => {
      renderBalance({ balance: 0, creditLimit: 0, dailyBidLimit: 0, dailyUssLimit: 0, activeBids: 0 });
      expect(await screen.findByText('No limit', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByText('0 requests for USS images a day (Japan time)')).toBeInTheDocument();
    },
    SLOW,
  );
});
