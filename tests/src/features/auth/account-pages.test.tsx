import { screen } from '@testing-library/react';
import { mockFetch } from '../../fetch-mock';
import { anonymous } from '../../fixtures';
import { fillIn } from '../../forms/type-into';
import { renderApp } from '../../render';

const SLOW = 90_000;
const FIRST_RENDER = { timeout: 30_000 };

describe('verify e-mail page', () => {
  it(
    'posts the token once and offers to log in',
    async () => {
      const fetch = mockFetch({ ...anonymous(), 'POST /auth/verify-email': { body: { success: true } } });
      renderApp({ path: '/verify-email?token=abc' });
      expect(await screen.findByText('Your email is confirmed', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
      expect(fetch.callsTo('POST /auth/verify-email').map((call) => call.query.get('token'))).toEqual(['abc']);
    },
    SLOW,
  );

  it(
    'fails without a token, and for a refused one',
    async () => {
      const fetch = mockFetch({
        ...anonymous(),
        'POST /auth/verify-email': { status: 403, body: { success: false, message: 'InvalidToken' } },
      });
      renderApp({ path: '/verify-email' });
      expect(await screen.findByText('The email could not be confirmed', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
      expect(fetch.callsTo('POST /auth/verify-email')).toHaveLength(0);
    },
    SLOW,
  );
});

describe('forgot password page', () => {
  it(
    'shows a 403 as Error.{message} until the next edit, then the confirmation',
    async () => {
      const fetch = mockFetch({
        ...anonymous(),
        'GET /auth/reset-password': { status: 403, body: { success: false, message: 'UserNotFound' } },
      });
      const { user } = renderApp({ path: '/auth/forgot-password' });
      const email = await screen.findByLabelText(/^Email/, {}, FIRST_RENDER);
      const submit = screen.getByRole('button', { name: 'Send recovery link' });

      await user.click(submit);
      expect(screen.getByText('Required field')).toBeInTheDocument();
      expect(fetch.callsTo('GET /auth/reset-password')).toHaveLength(0);

      await fillIn(user, email, 'nobody@seri.example');
      await user.click(submit);
      expect(await screen.findByText('No account with this email address was found')).toBeInTheDocument();
      await fillIn(user, email, 'x');
      expect(screen.queryByText('No account with this email address was found')).not.toBeInTheDocument();

      fetch.use({ 'GET /auth/reset-password': { body: { success: true } } });
      await user.clear(email);
      await fillIn(user, email, 'client@seri.example');
      await user.click(submit);
      expect(await screen.findByText(/If an account uses client@seri.example/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/auth/login');
      expect(fetch.callsTo('GET /auth/reset-password').at(-1)!.query.get('email')).toBe('client@seri.example');
    },
    SLOW,
  );
});

describe('forgot password page at the mail limit', () => {
  it(
    'shows a 429 as the mail-limit banner',
    async () => {
      mockFetch({
        ...anonymous(),
        'GET /auth/reset-password': {
          status: 429,
          body: { success: false, message: 'Too many e-mails were requested.', messageCode: 'TooManyMails' },
        },
      });
      const { user } = renderApp({ path: '/auth/forgot-password' });
      await fillIn(user, await screen.findByLabelText(/^Email/, {}, FIRST_RENDER), 'client@seri.example');
      await user.click(screen.getByRole('button', { name: 'Send recovery link' }));
      expect(await screen.findByText('Too many e-mails were requested. Please wait an hour and try again.')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('change password via link', () => {
  it(
    'shows the invalid-link view with Try again for a dead token',
    async () => {
      mockFetch({ ...anonymous(), 'GET /auth/reset-password-token-verify': { body: { success: false, error: 'InvalidToken' } } });
      renderApp({ path: '/auth/change-password?token=old' });
      expect(await screen.findByText('This link has already been used, or has expired', {}, FIRST_RENDER)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/auth/forgot-password');
    },
    SLOW,
  );

  it(
    'sets the new password with the token, the button off until the form is valid',
    async () => {
      const fetch = mockFetch({
        ...anonymous(),
        'GET /auth/reset-password-token-verify': { body: { success: true } },
        'POST /auth/reset-password-verify': { body: { success: true, message: 'ok' } },
      });
      const { user } = renderApp({ path: '/auth/change-password?token=t1' });
      const password = await screen.findByLabelText(/^New password/, {}, FIRST_RENDER);
      const submit = screen.getByRole('button', { name: 'Change password' });
      expect(submit).toBeDisabled();
      await fillIn(user, password, 'secret1');
      await fillIn(user, screen.getByLabelText(/^Confirm password/), 'secret1');
      expect(submit).toBeEnabled();
      await user.click(submit);
      expect(await screen.findByText('Your password is changed')).toBeInTheDocument();
      const call = fetch.callsTo('POST /auth/reset-password-verify')[0]!;
      expect(call.query.get('token')).toBe('t1');
      expect(call.body).toEqual({ newPassword: 'secret1', confirmPassword: 'secret1' });
    },
    SLOW,
  );

  it(
    'says why the button stays off: the minimum length, then passwords that do not match',
    async () => {
      mockFetch({ ...anonymous(), 'GET /auth/reset-password-token-verify': { body: { success: true } } });
      const { user } = renderApp({ path: '/auth/change-password?token=t1' });
      const password = await screen.findByLabelText(/^New password/, {}, FIRST_RENDER);
      const submit = screen.getByRole('button', { name: 'Change password' });
      await fillIn(user, password, 'abc');
      await user.tab();
      expect(screen.getByText('Must contain more than 5 characters')).toBeInTheDocument();
      expect(submit).toBeDisabled();

      await fillIn(user, password, 'def');
      await fillIn(user, screen.getByLabelText(/^Confirm password/), 'abcdeg');
      await user.click(submit);
      expect(screen.queryByText('Must contain more than 5 characters')).not.toBeInTheDocument();
      expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
      expect(submit).toBeDisabled();
    },
    SLOW,
  );
});
